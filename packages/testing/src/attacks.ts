import { LOGIN_PATH, REDIRECT_PARAM } from '@gemlane/stores/router/core';

// The hostile inputs of the security walk, as data: no browser needed to read them.

/** Markup that runs script if anything renders it as HTML. */
export const HOSTILE_MARKUP = '<img src=x onerror=alert(1)>';

/** Every kind of attempt to leave the site: absolute, protocol-relative, backslash, script. */
export const OFF_SITE_TARGETS = [
  'https://evil.example',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  // A dot segment that the URL parser turns into `//evil.example/phish`.
  '/.//evil.example/phish',
] as const;

export interface RedirectCase {
  label: string;
  /** The `redirect` value exactly as it stands in the login address. */
  query: string;
}

/** Each off-site target as typed, percent-encoded and double-encoded. */
export const OPEN_REDIRECT_CASES: readonly RedirectCase[] = OFF_SITE_TARGETS.flatMap((raw) => [
  { label: `raw ${raw}`, query: raw },
  { label: `encoded ${raw}`, query: encodeURIComponent(raw) },
  { label: `double-encoded ${raw}`, query: encodeURIComponent(encodeURIComponent(raw)) },
]);

/** The login address of a case, its `redirect` value left exactly as the attacker wrote it. */
export function redirectAddress(attempt: RedirectCase): string {
  return `${LOGIN_PATH}?${REDIRECT_PARAM}=${attempt.query}`;
}
