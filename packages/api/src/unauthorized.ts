import { browserLocation } from './browser.ts';

/** Where a 401 sends the user; the page they were on travels in the `redirect` query. */
export const LOGIN_PATH = '/login';

/** The address of the current page, relative to the origin (path, query and hash). */
export function currentAddress(): string {
  const location = browserLocation();
  if (!location) return '/';
  return `${location.pathname}${location.search}${location.hash}`;
}

export function loginUrl(redirect: string, loginPath: string = LOGIN_PATH): string {
  return `${loginPath}?redirect=${encodeURIComponent(redirect)}`;
}

export interface UnauthorizedContext {
  /** `/login?redirect=<encoded current address>`. */
  loginUrl: string;
  /** The current address, not encoded. */
  redirect: string;
  /** True when the user is already on the login page: no second redirect. */
  onLoginPage: boolean;
}

/** Default navigation after a 401: a full page load of the login page, unless already there. */
export function redirectToLogin(context: UnauthorizedContext): void {
  if (context.onLoginPage) return;
  browserLocation()?.assign(context.loginUrl);
}
