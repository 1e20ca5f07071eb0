// @gemlane/stores/router: the route table, its pure helpers (./core.ts) and the react-router hooks.
export * from './core.ts';
export * from './document-meta.ts';
export * from './server-render.ts';
export {
  useRouterEffects,
  type RouterEffectsOptions,
  type Translate,
} from './use-router-effects.ts';
export {
  LeaveLoginWhenSignedIn,
  RequireLogin,
  useLoginGate,
  useLoginPath,
  useRequireLogin,
} from './require-login.tsx';
export { serverLoginRedirect } from './server-login.ts';
export {
  NavigationBridge,
  navigateFromOutside,
  usePartnerLink,
  usePartnerNavigate,
  type PartnerNavigate,
} from './use-partner-navigate.ts';
export {
  Link,
  Navigate,
  NavLink,
  type LinkProps,
  type NavigateProps,
  type NavLinkProps,
} from './link.tsx';
export { shortLinkTarget, useShortLinkRedirect, type ShortLinkTarget } from './use-short-link.ts';
export {
  ARRIVAL_NOTICE_KEY,
  arrivalNoticeOf,
  arrivalState,
  useArrivalNotice,
  type ArrivalNotice,
} from './arrival-notice.ts';
export { loginRedirectTarget, useLoginRedirectTarget } from './use-login-redirect-target.ts';
export { useCurrentRoute } from './use-current-route.ts';
export {
  gameZoneRequestKey,
  gameZoneRequestOf,
  LEGACY_GAME_PARAM,
  useGameZone,
  useGameZoneAddress,
  type GameZoneRequest,
} from './use-game-zone-address.ts';
export {
  createRouteObjects,
  RedirectHome,
  type RouteHandle,
  type RouteView,
  type RouteViews,
  type ViewName,
} from './route-objects.tsx';
export { applySiteLinks, siteOriginsOrSelf, useSiteLinks, type Site } from './use-site-links.ts';
export { useFinishLogin, type LoginResponse } from './use-finish-login.ts';
