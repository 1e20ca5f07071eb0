// The route table of docs/product.md §2 as data: both apps build their routers from it, so paths,
// names, login rules, chrome and tabs are decided once.

import { ROUTE_NAMES, type RouteName } from '@gemlane/contract/pages';

export { ROUTE_NAMES, type RouteName };

/** full: top navigation + footer; variant: the alternative desktop layout; hidden: no chrome. */
export type DesktopChrome = 'full' | 'variant' | 'hidden';
export type MobileTab = 'Home' | 'Game' | 'Me';

export interface RouteMeta {
  readonly titleKey: string;
  readonly descriptionKey: string;
  readonly keywordsKey: string;
}

export interface RouteEntry {
  readonly path: string;
  readonly name: RouteName;
  readonly requiresLogin: boolean;
  readonly desktopChrome: DesktopChrome;
  readonly mobileTab?: MobileTab;
  /** Query parameters the page reads (documentation for the views and the tests). */
  readonly query?: readonly string[];
  /** The route renders another route's view (set-password shares the register view). */
  readonly sharedView?: RouteName;
  /**
   * Views a visitor goes on to from here, whose code loads once this page has shown
   * (view-preload.ts): the way from logging in to signing up takes no wait, and nothing typed
   * meanwhile goes into the page being left.
   */
  readonly leadsTo?: readonly RouteName[];
  readonly meta: RouteMeta;
}

/** Routes with `sharedView` (set-password) reuse the view of the route they share. */
export type ViewName = Exclude<RouteName, 'SetPassword'>;

/** The view a route renders: its own, or the one it shares. */
export function viewNameOf(entry: RouteEntry): ViewName {
  return (entry.sharedView ?? entry.name) as ViewName;
}

/** Where `/` and every unknown path go. */
export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';
/** The query parameter of /login that holds the encoded address to come back to. */
export const REDIRECT_PARAM = 'redirect';

/** i18n keys of a route's SEO texts: `seo.<RouteName>.title|description|keywords`. */
export function seoKeys(name: RouteName): RouteMeta {
  return {
    titleKey: `seo.${name}.title`,
    descriptionKey: `seo.${name}.description`,
    keywordsKey: `seo.${name}.keywords`,
  };
}

type EntryInput = Omit<RouteEntry, 'meta' | 'requiresLogin' | 'desktopChrome'> &
  Partial<Pick<RouteEntry, 'requiresLogin' | 'desktopChrome'>>;

function route(input: EntryInput): RouteEntry {
  return {
    requiresLogin: false,
    desktopChrome: 'full',
    ...input,
    meta: seoKeys(input.name),
  };
}

// Login-type pages hide the desktop chrome (section 2, "App shell").
const login = { desktopChrome: 'hidden' } as const;
// The login pages lead to sign-up and password reset; those lead back to the login page.
const signIn = { ...login, leadsTo: ['Register', 'ResetPassword'] } as const;
const signUp = { ...login, leadsTo: ['Login'] } as const;
// Setting, OrderList, OrderDetail, Coupon, GameZone, Cart, EmailBinding, Blog, BlogDetail: variant.
const variant = { desktopChrome: 'variant' } as const;
const auth = { requiresLogin: true } as const;

export const ROUTES: readonly RouteEntry[] = [
  route({ path: '/home', name: 'Home', mobileTab: 'Home' }),
  route({ path: '/switchGame', name: 'SwitchGame', mobileTab: 'Game' }),
  route({ path: '/search', name: 'Search' }),
  route({ path: '/gameZone/:gameZonePath', name: 'GameZone', mobileTab: 'Game', ...variant }),
  route({ path: '/gameZone', name: 'OldGameZone', mobileTab: 'Game', query: ['gameConfigId'] }),
  route({ path: '/coupon', name: 'Coupon', ...auth, ...variant }),
  route({ path: '/languageAndCurrency', name: 'LanguageAndCurrency' }),
  route({ path: '/me', name: 'Me', mobileTab: 'Me', ...auth }),
  route({ path: '/cart', name: 'Cart', ...auth, ...variant }),
  route({ path: '/setting', name: 'Setting', ...auth, ...variant }),
  route({ path: '/edit-user', name: 'EditUser', ...auth }),
  route({ path: '/edit-avatar', name: 'EditAvatar', ...auth }),
  route({ path: '/helpCenter', name: 'HelpCenter' }),
  route({ path: '/orderList', name: 'OrderList', ...auth, ...variant }),
  route({ path: '/orderdetail', name: 'OrderDetail', query: ['orderId'], ...auth, ...variant }),
  route({ path: '/aboutUs', name: 'AboutUs' }),
  route({ path: '/terms', name: 'Terms' }),
  route({ path: '/privacy', name: 'Privacy' }),
  route({ path: '/payment-result', name: 'PaymentResult', query: ['outTradeNo'], ...auth }),
  route({ path: '/login', name: 'Login', query: [REDIRECT_PARAM], ...signIn }),
  route({ path: '/login-relate', name: 'LoginRelate', query: [REDIRECT_PARAM], ...login }),
  route({ path: '/login-sign', name: 'LoginSign', query: [REDIRECT_PARAM], ...signIn }),
  route({ path: '/signin', name: 'Signin', query: [REDIRECT_PARAM], ...signIn }),
  route({ path: '/register', name: 'Register', query: [REDIRECT_PARAM], ...signUp }),
  route({ path: '/login-email', name: 'LoginEmail', query: [REDIRECT_PARAM], ...signIn }),
  route({ path: '/set-password', name: 'SetPassword', sharedView: 'Register', ...signUp }),
  route({ path: '/reset-password', name: 'ResetPassword', ...signUp }),
  route({ path: '/email-binding', name: 'EmailBinding', ...auth, ...variant }),
  route({ path: '/blog-list', name: 'Blog', ...variant }),
  route({ path: '/blog/:blogId', name: 'BlogDetail', ...variant }),
  route({ path: '/s/:shortLink', name: 'ShortLink' }),
  route({ path: '/myCustomer', name: 'MyCustomer' }),
];

const byName = new Map<RouteName, RouteEntry>(ROUTES.map((r) => [r.name, r]));

export function routeByName(name: RouteName): RouteEntry {
  const entry = byName.get(name);
  if (!entry) throw new Error(`Unknown route ${name}`);
  return entry;
}

export interface RouteMatch {
  readonly route: RouteEntry;
  readonly params: Readonly<Record<string, string>>;
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((s) => s !== '');
}

/** Matches a pathname like react-router does (case-insensitive, trailing slash ignored). */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = splitPath(pathname);
  for (const entry of ROUTES) {
    const pattern = splitPath(entry.path);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < pattern.length; i += 1) {
      const p = pattern[i] as string;
      const s = segments[i] as string;
      if (p.startsWith(':')) {
        params[p.slice(1)] = safeDecode(s);
      } else if (p.toLowerCase() !== s.toLowerCase()) {
        ok = false;
        break;
      }
    }
    if (ok) return { route: entry, params };
  }
  return null;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Builds a concrete path of a named route, e.g. `buildPath('GameZone', { gameZonePath: 'pubg' })`. */
export function buildPath(
  name: RouteName,
  params: Readonly<Record<string, string | number>> = {},
  query: Readonly<Record<string, string | number | undefined>> = {},
): string {
  const path = routeByName(name)
    .path.split('/')
    .map((seg) => {
      if (!seg.startsWith(':')) return seg;
      const value = params[seg.slice(1)];
      if (value === undefined || value === '') throw new Error(`Missing param ${seg} for ${name}`);
      return encodeURIComponent(String(value));
    })
    .join('/');
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
