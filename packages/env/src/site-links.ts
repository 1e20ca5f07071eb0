// Links the two apps render so search engines see one site and people can switch layouts.
// Dependency-free and web-standard: imported by apps/edge, apps/desktop and apps/mobile as `@gemlane/env/site-links`.
import { isInApp } from './brand.ts';

export { isInApp };

/** The two layouts, one origin each. */
export type Site = 'desktop' | 'mobile';

export interface SiteOrigins {
  desktop: string;
  mobile: string;
}

/** `?view=desktop|mobile`: a person's explicit choice, which wins over device detection. */
export const VIEW_PARAM = 'view';

/** The cookie that remembers that choice for a year. */
export const VIEW_COOKIE = 'gl_view';
export const VIEW_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Google's media query for a separate mobile site's `rel=alternate`. */
export const MOBILE_ALTERNATE_MEDIA = 'only screen and (max-width: 640px)';

/**
 * The origin pairs of ARCHITECTURE.md (production, test, local gateway). Deployments with other hosts
 * pass their own `SiteOrigins`; these are defaults for apps that only know their own location.
 */
export const KNOWN_SITE_ORIGINS: readonly SiteOrigins[] = [
  { desktop: 'https://www.gemlane.com', mobile: 'https://m.gemlane.com' },
  { desktop: 'https://test.gemlane.com', mobile: 'https://m-test.gemlane.com' },
  { desktop: 'http://localhost:8080', mobile: 'http://localhost:8081' },
];

/** Which pair an origin belongs to, and which site it is, or null for an unknown origin. */
export function siteOriginsFor(
  origin: string,
  known: readonly SiteOrigins[] = KNOWN_SITE_ORIGINS,
): { site: Site; origins: SiteOrigins } | null {
  let normalized: string;
  try {
    normalized = normalizeOrigin(origin);
  } catch {
    return null;
  }
  for (const origins of known) {
    if (normalizeOrigin(origins.desktop) === normalized) return { site: 'desktop', origins };
    if (normalizeOrigin(origins.mobile) === normalized) return { site: 'mobile', origins };
  }
  return null;
}

export function otherSite(site: Site): Site {
  return site === 'desktop' ? 'mobile' : 'desktop';
}

export function isSite(value: unknown): value is Site {
  return value === 'desktop' || value === 'mobile';
}

/** `https://m.example.com/` -> `https://m.example.com`; throws on anything but an http(s) origin. */
export function normalizeOrigin(origin: string): string {
  const url = new URL(origin);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`origin must be http(s): ${origin}`);
  }
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '') {
    throw new Error(`origin must not carry a path, query, hash or credentials: ${origin}`);
  }
  return url.origin;
}

interface PathAndQuery {
  pathname: string;
  search: string;
}

function pairKey(pair: string): string {
  const key = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

/** The raw query (no `?`) without `view` pairs; other pairs keep their exact encoding. */
export function queryWithoutView(search: string): string {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  if (raw === '') return '';
  return raw
    .split('&')
    .filter((pair) => pair !== '' && pairKey(pair) !== VIEW_PARAM)
    .join('&');
}

function absolutePath(pathname: string): string {
  return pathname.startsWith('/') ? pathname : `/${pathname}`;
}

/** The same path and query on `origin`, with the `view` parameter dropped (it is not content). */
export function urlOnOrigin(origin: string, location: PathAndQuery): string {
  const query = queryWithoutView(location.search);
  // String concatenation, not `new URL(path, origin)`: a path like `//evil.example` must stay a path.
  return `${normalizeOrigin(origin)}${absolutePath(location.pathname)}${query ? `?${query}` : ''}`;
}

export interface SiteLinks {
  /** `<link rel="canonical" href>`: the desktop URL on both sites (Google's separate-URLs pattern). */
  canonical: string;
  /** `<link rel="alternate" media href>` on the desktop site only, pointing at the mobile URL. */
  alternate: { href: string; media: string } | null;
  /** The layout the switch link leads to. */
  switchTo: Site;
  /**
   * The "switch to desktop/mobile site" href: this origin with `?view=<other>`, so the choice is
   * remembered here too before the edge redirects. Render it as a plain `<a href>` (a full page
   * load through the edge), not a client-side router link. `null` inside our app's webview: the app
   * is always mobile (docs/product.md §1), so it offers no other layout and the link is not shown.
   */
  switchHref: string | null;
}

export interface SiteLinksOptions {
  /** The page runs in our app's webview (`isInApp(navigator.userAgent)`). */
  inApp?: boolean;
}

export function siteLinks(
  current: Site,
  location: PathAndQuery,
  origins: SiteOrigins,
  { inApp = false }: SiteLinksOptions = {},
): SiteLinks {
  const switchTo = otherSite(current);
  const query = queryWithoutView(location.search);
  const switchQuery = `${query ? `${query}&` : ''}${VIEW_PARAM}=${switchTo}`;
  return {
    canonical: urlOnOrigin(origins.desktop, location),
    alternate:
      current === 'desktop'
        ? { href: urlOnOrigin(origins.mobile, location), media: MOBILE_ALTERNATE_MEDIA }
        : null,
    switchTo,
    switchHref: inApp
      ? null
      : `${normalizeOrigin(origins[current])}${absolutePath(location.pathname)}?${switchQuery}`,
  };
}
