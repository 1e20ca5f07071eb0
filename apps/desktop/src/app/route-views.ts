import type { RouteView, RouteViews } from '@gemlane/stores/router';

// Route-level code splitting: every view is its own chunk, fetched when its route is first matched.
// A module default-exports its page component.
type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): RouteView => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const ROUTE_VIEWS: RouteViews = {
  Home: page(() => import('../features/home/home-page.tsx')),
  SwitchGame: page(() => import('../features/games/switch-game-page.tsx')),
  Search: page(() => import('../features/games/search-page.tsx')),
  GameZone: page(() => import('../features/game-zone/game-zone-page.tsx')),
  OldGameZone: page(() => import('../features/game-zone/game-zone-page.tsx')),
  Coupon: page(() => import('../features/coupons/coupon-page.tsx')),
  LanguageAndCurrency: page(() => import('../features/account/language-currency-page.tsx')),
  Me: page(() => import('../features/account/me-page.tsx')),
  Cart: page(() => import('../features/cart/cart-page.tsx')),
  Setting: page(() => import('../features/account/setting-page.tsx')),
  EditUser: page(() => import('../features/account/edit-user-page.tsx')),
  EditAvatar: page(() => import('../features/account/edit-avatar-page.tsx')),
  HelpCenter: page(() => import('../features/content/help-center-page.tsx')),
  OrderList: page(() => import('../features/orders/order-list-page.tsx')),
  OrderDetail: page(() => import('../features/orders/order-detail-page.tsx')),
  AboutUs: page(() => import('../features/content/about-page.tsx')),
  Terms: page(() => import('../features/content/terms-page.tsx')),
  Privacy: page(() => import('../features/content/privacy-page.tsx')),
  PaymentResult: page(() => import('../features/orders/payment-result-page.tsx')),
  Login: page(() => import('../features/auth/login-page.tsx')),
  LoginRelate: page(() => import('../features/auth/partner-login-page.tsx')),
  LoginSign: page(() => import('../features/auth/login-page.tsx')),
  Signin: page(() => import('../features/auth/login-page.tsx')),
  Register: page(() => import('../features/auth/register-page.tsx')),
  LoginEmail: page(() => import('../features/auth/login-page.tsx')),
  ResetPassword: page(() => import('../features/auth/reset-password-page.tsx')),
  EmailBinding: page(() => import('../features/account/email-binding-page.tsx')),
  Blog: page(() => import('../features/content/blog-list-page.tsx')),
  BlogDetail: page(() => import('../features/content/blog-detail-page.tsx')),
  ShortLink: page(() => import('../features/short-link/short-link-page.tsx')),
  MyCustomer: page(() => import('../features/content/my-customer-page.tsx')),
};
