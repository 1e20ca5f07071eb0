// A login-only page asked of the server by a browser without a session: the server sends it on to
// /login at once, to the address the app's own guard (require-login.tsx) would go to.
import { hasSessionCookie } from '../session/session-cookie.ts';
import { loginAddressFor } from './redirect.ts';
import { matchRoute } from './routes.ts';

/**
 * `/login?redirect=<the page>` (the partner kept) when `url` is a login-only page and the request
 * carries no session cookie; null when the page is answered as usual.
 */
export function serverLoginRedirect(
  url: URL,
  cookieHeader: string | null | undefined,
): string | null {
  const match = matchRoute(url.pathname);
  if (!match?.route.requiresLogin || hasSessionCookie(cookieHeader)) return null;
  return loginAddressFor(url, url.origin);
}
