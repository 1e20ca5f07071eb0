// The navigations that leave the single-page router: a full page load, a new tab (or, in the
// app's webview, the native bridge's openNewWeb). Like every navigation of the product they carry
// the partner parameter of the current page (docs/product.md §2, router behaviour).
import { postToNative } from './native-bridge.ts';
import { withPartner } from './partner.ts';

/** The part of `window` a page load needs; tests pass their own. */
export interface PageWindow {
  location: Pick<Location, 'search' | 'origin' | 'href' | 'assign' | 'replace'>;
  open: (url: string, target: string) => Window | null;
}

function browserWindow(): PageWindow {
  return window;
}

export interface LoadPageOptions {
  /** Replace the current history entry (a redirect) instead of adding one. */
  replace?: boolean;
}

/**
 * A full page load of `target` (path or absolute address); the partner parameter of the current
 * page is kept on same-site targets. Use it when the page must start fresh (after login with a
 * reload, for the hosted checkout, from an error screen outside the router).
 */
export function loadPage(
  target: string,
  options: LoadPageOptions = {},
  win: PageWindow = browserWindow(),
): void {
  const address = withPartner(target, win.location.search, win.location.origin);
  if (options.replace) win.location.replace(address);
  else win.location.assign(address);
}

/**
 * Opens `target` outside this page: in the app's webview through the native bridge
 * (`openNewWeb` with the full address), in a browser in a new tab, or here when the tab is blocked.
 */
export function openNewWeb(target: string, win: PageWindow = browserWindow()): void {
  const full = new URL(
    withPartner(target, win.location.search, win.location.origin),
    win.location.href,
  ).href;
  if (postToNative({ type: 'openNewWeb', content: full }, win as unknown as Window)) return;
  // Not 'noopener': with it open() always returns null and a blocked popup could not be detected.
  const opened = win.open(full, '_blank');
  if (opened) opened.opener = null;
  else win.location.assign(full);
}
