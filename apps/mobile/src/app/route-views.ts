import type { RouteView, RouteViews, ViewName } from '@gemlane/stores/router';
import { createElement, lazy, type ComponentType } from 'react';
import { withFullEnglish } from '../adapters/i18n.ts';

export type ViewModule = { default: ComponentType };

/** Views whose texts are all in the English sections of the first chunk (`adapters/i18n.ts`). */
export const VIEWS_ON_FIRST_PAINT_ENGLISH: ReadonlySet<ViewName> = new Set<ViewName>(['Home']);

/** A view's module together with every English section (both load in parallel). */
export function viewWithEnglish(name: ViewName): () => Promise<ViewModule> {
  const load = VIEW_LOADERS[name];
  return VIEWS_ON_FIRST_PAINT_ENGLISH.has(name) ? load : withFullEnglish(load);
}

// React.lazy views for the declarative router (the data router's code stays out of the first
// chunk); the root layout's Suspense shows the spinner while a view's chunk loads. The view and
// its preload share one load, so a preloaded view renders without a wait.
const lazyView = (load: () => Promise<ViewModule>): RouteView => {
  let loading: Promise<ViewModule> | undefined;
  const once = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return { element: createElement(lazy(once)), preload: once };
};

// One lazily loaded module per route (route-level code splitting); routes sharing a view share a chunk.
// SetPassword reuses Register through the route table's `sharedView`.
export const VIEW_LOADERS: Record<ViewName, () => Promise<ViewModule>> = {
  Home: () => import('../features/home/home-page.tsx'),
  SwitchGame: () => import('../features/games/switch-game-page.tsx'),
  Search: () => import('../features/games/search-page.tsx'),
  GameZone: () => import('../features/game-zone/game-zone-page.tsx'),
  OldGameZone: () => import('../features/game-zone/game-zone-page.tsx'),
  Coupon: () => import('../features/coupons/coupon-page.tsx'),
  LanguageAndCurrency: () => import('../features/locale/language-and-currency-page.tsx'),
  Me: () => import('../features/account/me-page.tsx'),
  Cart: () => import('../features/cart/cart-page.tsx'),
  Setting: () => import('../features/account/setting-page.tsx'),
  EditUser: () => import('../features/account/edit-user-page.tsx'),
  EditAvatar: () => import('../features/account/edit-avatar-page.tsx'),
  HelpCenter: () => import('../features/content/help-center-page.tsx'),
  OrderList: () => import('../features/orders/order-list-page.tsx'),
  OrderDetail: () => import('../features/orders/order-detail-page.tsx'),
  AboutUs: () => import('../features/content/about-us-page.tsx'),
  Terms: () => import('../features/content/terms-page.tsx'),
  Privacy: () => import('../features/content/privacy-page.tsx'),
  PaymentResult: () => import('../features/cart/payment-result-page.tsx'),
  Login: () => import('../features/auth/login-page.tsx'),
  LoginRelate: () => import('../features/auth/login-page.tsx'),
  LoginSign: () => import('../features/auth/login-page.tsx'),
  Signin: () => import('../features/auth/login-page.tsx'),
  LoginEmail: () => import('../features/auth/login-page.tsx'),
  Register: () => import('../features/auth/register-page.tsx'),
  ResetPassword: () => import('../features/auth/reset-password-page.tsx'),
  EmailBinding: () => import('../features/account/email-binding-page.tsx'),
  Blog: () => import('../features/content/blog-list-page.tsx'),
  BlogDetail: () => import('../features/content/blog-detail-page.tsx'),
  ShortLink: () => import('../features/short-link/short-link-page.tsx'),
  MyCustomer: () => import('../features/support/my-customer-page.tsx'),
};

export const ROUTE_VIEWS: RouteViews = Object.fromEntries(
  Object.keys(VIEW_LOADERS).map((name) => [name, lazyView(viewWithEnglish(name as ViewName))]),
) as RouteViews;
