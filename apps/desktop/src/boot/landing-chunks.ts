// index.html carries, in a JSON block, the chunks of each landing page (written by vite.config.ts):
// the boot entry modulepreloads those of the current address before the router asks for them.

/** Id of the JSON block: `{ "/home": ["/assets/home-page-x.js", ...], "/gameZone/": [...] }`. */
export const LANDING_CHUNKS_ID = 'gemlane-landing-chunks';

/** The chunks of an address: an exact entry, else the longest prefix entry ending in `/`. */
export function landingChunks(
  pages: Readonly<Record<string, readonly string[]>>,
  pathname: string,
): readonly string[] {
  const exact = pages[pathname];
  if (exact) return exact;
  const prefix = Object.keys(pages)
    .filter((key) => key.endsWith('/') && key !== '/' && pathname.startsWith(key))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? (pages[prefix] ?? []) : [];
}

/** Landing pages that need a login: a visitor without a token is sent on to this page first. */
export const LOGIN_FIRST: Readonly<Record<string, string>> = { '/cart': '/login' };

/**
 * Adds a modulepreload link per chunk of the current address (at most once per chunk), and of
 * the login page when a login-only page is opened without a token.
 */
export function preloadLandingChunks(
  doc: Document = document,
  pathname = location.pathname,
  signedIn = false,
): void {
  const block = doc.getElementById(LANDING_CHUNKS_ID);
  if (!block?.textContent) return;
  let pages: Record<string, string[]>;
  try {
    pages = JSON.parse(block.textContent) as Record<string, string[]>;
  } catch {
    return;
  }
  const login = signedIn ? undefined : LOGIN_FIRST[pathname];
  const wanted = [...landingChunks(pages, pathname), ...(login ? landingChunks(pages, login) : [])];
  for (const href of wanted) {
    if (doc.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    doc.head.append(link);
  }
}
