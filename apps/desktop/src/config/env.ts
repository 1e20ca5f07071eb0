// The app's runtime settings, read and checked in one place.

export { BRAND } from '@gemlane/env';

const env = import.meta.env;

function optionalUrl(name: string, value: unknown): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^https?:\/\//.test(value)) {
    throw new Error(`${name} must be an http(s) URL, got ${String(value)}`);
  }
  return value;
}

/** API origin; empty means same-origin `/api` (proxied by Vite in dev and preview, by the gateway in production). */
export const API_BASE_URL = optionalUrl('VITE_API_BASE_URL', env.VITE_API_BASE_URL) ?? '';

/** The external customer-service page the footer's support link opens outside the app. */
export const SUPPORT_URL =
  optionalUrl('VITE_SUPPORT_URL', env.VITE_SUPPORT_URL) ?? 'https://support.gemlane.com/hc';
