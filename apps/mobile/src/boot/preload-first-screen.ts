// The first screen's own code (the lazy chunk of home, a game zone, the cart or, for a visitor on
// /cart, the login page it is sent to; the chunks it imports; the English beyond the first chunk's)
// starts downloading from the boot entry, beside the app bundle, instead of after the app has run.
// The build lists those files in the page (`vite.config.ts`).
import { hasStoredToken } from '@gemlane/stores/storage-keys';
import { FIRST_SCREEN_FILES_ID } from './first-screen-files.ts';
import { HOME_PATHS } from './home-prefetch.ts';
import { zonePathOf } from './zone-prefetch.ts';

/** `/cart` requires a session: visitors are sent to the login page (shared route table). */
const CART_PATH = /^\/cart\/?$/i;

function firstScreen(pathname: string): string | null {
  if (HOME_PATHS.includes(pathname)) return 'home';
  if (zonePathOf(pathname) !== null) return 'zone';
  if (CART_PATH.test(pathname)) return hasStoredToken() ? 'cart' : 'login';
  return null;
}

export function preloadFirstScreen(
  pathname: string = window.location.pathname,
  doc: Document = document,
): void {
  const screen = firstScreen(pathname);
  if (screen === null) return;
  let files: unknown;
  try {
    const lists = JSON.parse(
      doc.getElementById(FIRST_SCREEN_FILES_ID)?.textContent ?? '{}',
    ) as Record<string, unknown> | null;
    files = lists?.[screen];
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string' || !file.startsWith('/assets/')) continue;
    // A server-rendered page already links (or carries inline) its view's stylesheets.
    if (file.endsWith('.css') && doc.querySelector(`link[rel="stylesheet"][href="${file}"]`))
      continue;
    const link = doc.createElement('link');
    if (file.endsWith('.css')) {
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'style');
    } else {
      link.setAttribute('rel', 'modulepreload');
    }
    link.setAttribute('crossorigin', '');
    link.setAttribute('href', file);
    doc.head.append(link);
  }
}
