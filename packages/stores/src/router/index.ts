// @gemlane/stores/router: the route table, its pure helpers and the react-router hooks.
export * from './routes.ts';
export * from './redirect.ts';
export * from './partner.ts';
export * from './attribution.ts';
export * from './analytics.ts';
export * from './document-meta.ts';
export * from './seo-en.ts';
export * from './server-render.ts';
export {
  useRouterEffects,
  type RouterEffectsOptions,
  type Translate,
} from './use-router-effects.ts';
export { RequireLogin, useLoginGate, useLoginPath, useRequireLogin } from './require-login.tsx';
export {
  usePartnerLink,
  usePartnerNavigate,
  type PartnerNavigate,
} from './use-partner-navigate.ts';
export { loginRedirectTarget, useLoginRedirectTarget } from './use-login-redirect-target.ts';
export { useCurrentRoute } from './use-current-route.ts';
export {
  createRouteObjects,
  RedirectHome,
  type RouteHandle,
  type RouteView,
  type RouteViews,
  type ViewName,
} from './route-objects.tsx';
export { applySiteLinks, siteOriginsOrSelf, useSiteLinks, type Site } from './use-site-links.ts';
