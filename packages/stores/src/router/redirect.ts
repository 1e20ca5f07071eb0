// Login redirects: where to send a logged-out user, and which `redirect` values may be followed.
import { withPartner } from './partner.ts';
import { LOGIN_PATH, REDIRECT_PARAM } from './routes.ts';

// Decoding layers checked before accepting a value: catches %2F%2F and %252F%252F tricks.
const MAX_DECODE_DEPTH = 5;
// Tabs/newlines are stripped by URL parsers ("/\t/evil.com" -> "//evil.com"), so any control char is refused.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

function isUnsafeLayer(value: string): boolean {
  if (
    CONTROL_CHARS.test(value) ||
    value.includes('\\') ||
    !value.startsWith('/') ||
    value.startsWith('//')
  )
    return true;
  // Dot segments: `/.//host` and `/a/..//host` normalise to `//host`.
  try {
    return new URL(value, 'http://x.invalid').pathname.startsWith('//');
  } catch {
    return true;
  }
}

/** True when `value` and each percent-decoded layer of it is a plain path (not `//`, `/\\`, ...). */
function isPlainPathEveryLayer(value: string): boolean {
  let layer = value;
  for (let depth = 0; depth < MAX_DECODE_DEPTH; depth += 1) {
    if (isUnsafeLayer(layer)) return false;
    let next: string;
    try {
      next = decodeURIComponent(layer);
    } catch {
      return false;
    }
    if (next === layer) return true;
    layer = next;
  }
  return !isUnsafeLayer(layer);
}

/**
 * Returns the same-origin path (pathname + search + hash) of `raw`, or null when `raw` is not a
 * plain same-origin path: absolute URLs, `//host`, `/\host`, `javascript:`, backslashes and
 * their percent-encoded forms are all refused. The value returned is the normalised one, so it is
 * checked again: `/.//evil.example` normalises to `//evil.example`, a scheme-relative address.
 */
export function safeRedirect(raw: unknown, origin: string): string | null {
  if (typeof raw !== 'string' || raw === '') return null;
  if (!isPlainPathEveryLayer(raw)) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (!isPlainPathEveryLayer(url.pathname)) return null;
  // What the browser will resolve the returned value to must still be this origin.
  try {
    if (new URL(target, base).origin !== base.origin) return null;
  } catch {
    return null;
  }
  return target;
}

/** True on /login itself, where a guard must not redirect again (it would nest redirects forever). */
export function isLoginAddress(address: string): boolean {
  const pathname = address.split(/[?#]/, 1)[0] ?? '';
  return pathname.replace(/\/+$/, '').toLowerCase() === LOGIN_PATH;
}

/** `/login?redirect=<encoded current address>` (docs/product.md §2 and §6); on /login it stays put. */
export function loginPath(currentAddress: string): string {
  if (isLoginAddress(currentAddress)) return currentAddress;
  return `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(currentAddress)}`;
}

/** The address of a location as the `redirect` value expects it. */
export function addressOf(location: { pathname: string; search?: string; hash?: string }): string {
  return `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
}

/**
 * Where a logged-out visitor of `location` is sent: `/login?redirect=<its address>`, the partner
 * kept (the app's guard, and the server for a login-only page).
 */
export function loginAddressFor(
  location: { pathname: string; search?: string; hash?: string },
  origin?: string,
): string {
  return withPartner(loginPath(addressOf(location)), location.search ?? '', origin);
}

/**
 * The address of another step of the login flow (register, reset password, back to login) that
 * keeps the typed e-mail and the `redirect` of the current one; the partner travels with the link.
 */
export function authFlowPath(path: string, email: string, currentSearch: string): string {
  const next = new URLSearchParams();
  if (email.trim()) next.set('email', email.trim());
  const redirect = new URLSearchParams(currentSearch).get(REDIRECT_PARAM);
  if (redirect) next.set(REDIRECT_PARAM, redirect);
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}
