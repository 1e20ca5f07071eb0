// Turns ROUTES into react-router route objects so both apps share paths, ids, guards and redirects;
// each app supplies only its views.
import type { ComponentType } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { LeaveLoginWhenSignedIn, RequireLogin } from './require-login.tsx';
import { HOME_PATH, ROUTES, viewNameOf, type RouteEntry, type ViewName } from './routes.ts';
import { registerViewPreloads } from './view-preload.ts';

/**
 * What an app supplies for a route: a lazy module, a Component or an element, plus loaders etc.,
 * and `preload`, which loads the view's code ahead of a visit (view-preload.ts).
 */
export type RouteView = Pick<
  RouteObject,
  'lazy' | 'Component' | 'element' | 'loader' | 'ErrorBoundary' | 'errorElement' | 'HydrateFallback'
> & { preload?: () => Promise<unknown> };

export type { ViewName };
export type RouteViews = Record<ViewName, RouteView>;

export interface RouteHandle {
  route: RouteEntry;
}

/** `/` and unknown paths go to /home, keeping the query (partner, utm_source...). */
export function RedirectHome() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: HOME_PATH, search }} replace />;
}

function viewOf(views: RouteViews, entry: RouteEntry): RouteView {
  return views[viewNameOf(entry)];
}

function toObject(views: RouteViews, entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { route: entry };
  const { preload: _preload, ...view } = viewOf(views, entry);
  return { ...view, id: entry.name, path: entry.path, handle };
}

/**
 * The children of the app's root layout route: every route of section 2, the login-required
 * ones under a `RequireLogin` layout, /login under `LeaveLoginWhenSignedIn`, and the redirects of
 * `/` and unknown paths.
 */
export function createRouteObjects(
  views: RouteViews,
  options: { Guard?: ComponentType } = {},
): RouteObject[] {
  const Guard = options.Guard ?? RequireLogin;
  registerViewPreloads(
    (Object.keys(views) as ViewName[]).map((name) => [name, views[name].preload] as const),
  );
  const open = ROUTES.filter((r) => !r.requiresLogin).map((r) => toObject(views, r));
  const guarded = ROUTES.filter((r) => r.requiresLogin).map((r) => toObject(views, r));
  return [
    { index: true, Component: RedirectHome },
    ...open.map((route) =>
      route.id === 'Login'
        ? { id: 'LeaveLoginWhenSignedIn', Component: LeaveLoginWhenSignedIn, children: [route] }
        : route,
    ),
    { id: 'RequireLogin', Component: Guard, children: guarded },
    { path: '*', Component: RedirectHome },
  ];
}
