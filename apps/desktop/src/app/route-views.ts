import {
  routeByName,
  type RouteName,
  type RouteView,
  type RouteViews,
  type ViewName,
} from '@gemlane/stores/router';
import { loadDeferredStyles } from './deferred-styles.ts';

// Route-level code splitting: every view is its own chunk, fetched when its route is first matched.
// A module default-exports its page component.
type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): RouteView => ({
  lazy: async () => ({ Component: (await load()).default }),
  preload: load,
});
// Pages that use antd components outside FIRST_PAINT_ANTD_COMPONENTS (config/antd-style-split.ts)
// render once those styles are in.
const styled = new WeakSet<RouteView>();
const styledPage = (load: () => Promise<PageModule>): RouteView => {
  const view: RouteView = {
    lazy: async () => {
      const [module] = await Promise.all([load(), loadDeferredStyles()]);
      return { Component: module.default };
    },
    preload: () => Promise.all([load(), loadDeferredStyles()]),
  };
  styled.add(view);
  return view;
};

export const ROUTE_VIEWS: RouteViews = {
  Home: page(() => import('../features/home/home-page.tsx')),
  SwitchGame: styledPage(() => import('../features/games/switch-game-page.tsx')),
  Search: styledPage(() => import('../features/games/search-page.tsx')),
  GameZone: page(() => import('../features/game-zone/game-zone-page.tsx')),
  OldGameZone: page(() => import('../features/game-zone/game-zone-page.tsx')),
  Coupon: styledPage(() => import('../features/coupons/coupon-page.tsx')),
  LanguageAndCurrency: styledPage(() => import('../features/account/language-currency-page.tsx')),
  Me: styledPage(() => import('../features/account/me-page.tsx')),
  Cart: page(() => import('../features/cart/cart-page.tsx')),
  Setting: styledPage(() => import('../features/account/setting-page.tsx')),
  EditUser: styledPage(() => import('../features/account/edit-user-page.tsx')),
  EditAvatar: styledPage(() => import('../features/account/edit-avatar-page.tsx')),
  HelpCenter: styledPage(() => import('../features/content/help-center-page.tsx')),
  OrderList: styledPage(() => import('../features/orders/order-list-page.tsx')),
  OrderDetail: styledPage(() => import('../features/orders/order-detail-page.tsx')),
  AboutUs: styledPage(() => import('../features/content/about-page.tsx')),
  Terms: styledPage(() => import('../features/content/terms-page.tsx')),
  Privacy: styledPage(() => import('../features/content/privacy-page.tsx')),
  PaymentResult: styledPage(() => import('../features/orders/payment-result-page.tsx')),
  Login: page(() => import('../features/auth/login-page.tsx')),
  LoginRelate: styledPage(() => import('../features/auth/partner-login-page.tsx')),
  LoginSign: page(() => import('../features/auth/login-page.tsx')),
  Signin: page(() => import('../features/auth/login-page.tsx')),
  Register: page(() => import('../features/auth/register-page.tsx')),
  LoginEmail: page(() => import('../features/auth/login-page.tsx')),
  ResetPassword: page(() => import('../features/auth/reset-password-page.tsx')),
  EmailBinding: styledPage(() => import('../features/account/email-binding-page.tsx')),
  Blog: styledPage(() => import('../features/content/blog-list-page.tsx')),
  BlogDetail: styledPage(() => import('../features/content/blog-detail-page.tsx')),
  ShortLink: styledPage(() => import('../features/short-link/short-link-page.tsx')),
  MyCustomer: styledPage(() => import('../features/content/my-customer-page.tsx')),
};

/** Whether a route's page needs the deferred styles (a server render links them from <head>). */
export function needsDeferredStyles(name: RouteName): boolean {
  const view = ROUTE_VIEWS[(routeByName(name).sharedView ?? name) as ViewName];
  return styled.has(view);
}
