// Test vs production from the host, and the API base address of each (docs/product.md §1).
import { BRAND } from './brand.ts';

export type Environment = 'test' | 'production';

/** The test environment's API origin; production derives its origin from the host it is served on. */
export const TEST_API_BASE_URL = 'https://api-test.gemlane.com';

/** Lower-cases and drops scheme, path and port: accepts `Host` headers and `location.host` alike. */
export function normalizeHost(host: string): string {
  let h = host.trim().toLowerCase();
  h = h.replace(/^[a-z][a-z\d+.-]*:\/\//, '');
  h = h.split(/[/?#]/, 1)[0] ?? '';
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d+$/, '');
}

/** Brand + `test` -> test; brand otherwise -> production; no brand (localhost, previews) -> test. */
export function environmentFromHost(host: string): Environment {
  const h = normalizeHost(host);
  if (!h.includes(BRAND.toLowerCase())) return 'test';
  return h.includes('test') ? 'test' : 'production';
}

const LOCAL_HOST = /^(?:localhost|.+\.localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\])$/;

/** Development machines: the local gateway serves the app and proxies /api on the same origin. */
export function isLocalHost(host: string): boolean {
  return LOCAL_HOST.test(normalizeHost(host));
}

/**
 * The API origin for `env` served on `host`: production -> `https://{host}`, test ->
 * `TEST_API_BASE_URL`; a local host gets `''` (same-origin `/api` through the local gateway).
 */
export function apiBaseUrl(env: Environment, host: string): string {
  if (isLocalHost(host)) return '';
  if (env === 'production') return `https://${normalizeHost(host)}`;
  return TEST_API_BASE_URL;
}
