import { createRouteObjects } from '@gemlane/stores/router';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouteErrorView } from './error-boundary.tsx';
import { RootLayout } from './root-layout.tsx';
import { ROUTE_VIEWS } from './route-views.ts';

/** The whole route table of docs/product.md §2 under the root layout (chrome, providers, effects). */
export const APP_ROUTES: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorView,
    children: createRouteObjects(ROUTE_VIEWS),
  },
];

export function createAppRouter() {
  return createBrowserRouter(APP_ROUTES);
}
