import { describe, expect, it } from 'vitest';
import {
  buildPath,
  matchRoute,
  ROUTE_NAMES,
  routeByName,
  ROUTES,
  type RouteName,
} from './routes.ts';
import { ROUTE_SEO_EN } from './seo-en.ts';

// docs/product.md §2, path -> name.
const SPEC_PATHS: Record<string, RouteName> = {
  '/home': 'Home',
  '/switchGame': 'SwitchGame',
  '/search': 'Search',
  '/gameZone/:gameZonePath': 'GameZone',
  '/gameZone': 'OldGameZone',
  '/coupon': 'Coupon',
  '/languageAndCurrency': 'LanguageAndCurrency',
  '/me': 'Me',
  '/cart': 'Cart',
  '/setting': 'Setting',
  '/edit-user': 'EditUser',
  '/edit-avatar': 'EditAvatar',
  '/helpCenter': 'HelpCenter',
  '/orderList': 'OrderList',
  '/orderdetail': 'OrderDetail',
  '/aboutUs': 'AboutUs',
  '/terms': 'Terms',
  '/privacy': 'Privacy',
  '/payment-result': 'PaymentResult',
  '/login': 'Login',
  '/login-relate': 'LoginRelate',
  '/login-sign': 'LoginSign',
  '/signin': 'Signin',
  '/register': 'Register',
  '/login-email': 'LoginEmail',
  '/set-password': 'SetPassword',
  '/reset-password': 'ResetPassword',
  '/email-binding': 'EmailBinding',
  '/blog-list': 'Blog',
  '/blog/:blogId': 'BlogDetail',
  '/s/:shortLink': 'ShortLink',
  '/myCustomer': 'MyCustomer',
};

const SPEC_NAMED = [
  'Home',
  'GameZone',
  'OldGameZone',
  'SwitchGame',
  'Me',
  'OrderDetail',
  'Login',
  'LoginSign',
  'LoginEmail',
  'Register',
  'LoginRelate',
  'ResetPassword',
  'Signin',
  'Setting',
  'OrderList',
  'Coupon',
  'Cart',
  'EmailBinding',
  'Blog',
  'BlogDetail',
  'HelpCenter',
  'Terms',
  'Privacy',
] as const;

describe('ROUTES', () => {
  it('holds exactly the paths of docs/product.md §2 with their names', () => {
    expect(Object.fromEntries(ROUTES.map((r) => [r.path, r.name]))).toEqual(SPEC_PATHS);
  });

  it('gives every route a unique name, including all named routes of the product', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(ROUTES.length);
    expect([...names].sort()).toEqual([...ROUTE_NAMES].sort());
    for (const n of SPEC_NAMED) expect(names).toContain(n);
  });

  it('hides the desktop chrome on login-type pages', () => {
    const hidden = ROUTES.filter((r) => r.desktopChrome === 'hidden').map((r) => r.name);
    expect(hidden.sort()).toEqual(
      [
        'Login',
        'LoginEmail',
        'LoginRelate',
        'LoginSign',
        'Register',
        'ResetPassword',
        'SetPassword',
        'Signin',
      ].sort(),
    );
  });

  it('uses the variant layout for the routes listed in the app shell section', () => {
    const variant = ROUTES.filter((r) => r.desktopChrome === 'variant').map((r) => r.name);
    expect(variant.sort()).toEqual(
      [
        'Setting',
        'OrderList',
        'OrderDetail',
        'Coupon',
        'GameZone',
        'Cart',
        'EmailBinding',
        'Blog',
        'BlogDetail',
      ].sort(),
    );
  });

  it('assigns mobile tabs Home, Game and Me only to their pages', () => {
    const tabs = Object.fromEntries(
      ROUTES.filter((r) => r.mobileTab).map((r) => [r.name, r.mobileTab]),
    );
    expect(tabs).toEqual({
      Home: 'Home',
      SwitchGame: 'Game',
      GameZone: 'Game',
      OldGameZone: 'Game',
      Me: 'Me',
    });
  });

  it('requires login for account pages and not for browsing or login pages', () => {
    for (const n of [
      'Me',
      'Coupon',
      'OrderList',
      'OrderDetail',
      'Setting',
      'Cart',
      'EmailBinding',
    ] as const) {
      expect(routeByName(n).requiresLogin).toBe(true);
    }
    for (const n of [
      'Home',
      'GameZone',
      'Search',
      'Login',
      'Register',
      'Blog',
      'Terms',
      'ShortLink',
    ] as const) {
      expect(routeByName(n).requiresLogin).toBe(false);
    }
  });

  it('lets set-password share the register view', () => {
    expect(routeByName('SetPassword').sharedView).toBe('Register');
  });

  it('names the SEO keys seo.<RouteName>.title|description|keywords and has English texts for each', () => {
    expect(routeByName('OrderDetail').meta).toEqual({
      titleKey: 'seo.OrderDetail.title',
      descriptionKey: 'seo.OrderDetail.description',
      keywordsKey: 'seo.OrderDetail.keywords',
    });
    for (const name of ROUTE_NAMES) {
      const texts = ROUTE_SEO_EN[name];
      expect(texts.title.length, name).toBeGreaterThan(0);
      expect(texts.description.length, name).toBeGreaterThan(0);
      expect(texts.keywords.length, name).toBeGreaterThan(0);
    }
  });
});

describe('matchRoute', () => {
  it('matches static and parameterised paths', () => {
    expect(matchRoute('/home')?.route.name).toBe('Home');
    expect(matchRoute('/gameZone/genshin-impact-top-up')).toMatchObject({
      route: { name: 'GameZone' },
      params: { gameZonePath: 'genshin-impact-top-up' },
    });
    expect(matchRoute('/gameZone')?.route.name).toBe('OldGameZone');
    expect(matchRoute('/blog/42')?.params).toEqual({ blogId: '42' });
    expect(matchRoute('/s/Ab3x')?.params).toEqual({ shortLink: 'Ab3x' });
  });

  it('ignores case and a trailing slash like react-router', () => {
    expect(matchRoute('/orderDetail/')?.route.name).toBe('OrderDetail');
  });

  it('returns null for / and unknown paths (they redirect home)', () => {
    expect(matchRoute('/')).toBeNull();
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/gameZone/a/b')).toBeNull();
  });
});

describe('buildPath', () => {
  it('fills params and query', () => {
    expect(buildPath('GameZone', { gameZonePath: 'pubg' })).toBe('/gameZone/pubg');
    expect(buildPath('OrderDetail', {}, { orderId: 'O 1' })).toBe('/orderdetail?orderId=O+1');
    expect(buildPath('OldGameZone', {}, { gameConfigId: 7 })).toBe('/gameZone?gameConfigId=7');
  });

  it('refuses a missing param', () => {
    expect(() => buildPath('BlogDetail')).toThrow(/blogId/);
  });
});
