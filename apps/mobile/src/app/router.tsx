import { createRouteObjects } from '@gemlane/stores/router';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '../components/page-loading/page-loading.tsx';
import { RouteErrorPage } from './error-boundary.tsx';
import { RootLayout } from './root-layout.tsx';
import { ROUTE_VIEWS } from './route-views.ts';

/** Every route of spec section 2 (shared table) under the mobile root layout. */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: PageLoading,
      children: createRouteObjects(ROUTE_VIEWS),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
