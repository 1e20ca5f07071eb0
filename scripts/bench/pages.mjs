// The public pages of both sites: every page a visitor reaches without signing in (the cart sends
// one to the login page). The bench loads each for its size and runs Lighthouse on each.
export const PUBLIC_PAGES = [
  '/home',
  '/gameZone/genshin-impact-top-up',
  '/gameZone/mobile-legends-bang-bang',
  '/cart',
  '/search',
  '/switchGame',
  '/login',
  '/blog-list',
  '/helpCenter',
  '/languageAndCurrency',
  '/terms',
];
