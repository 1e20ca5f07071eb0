import { createRouteObjects } from '@gemlane/stores/router';
import { useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { ROUTE_VIEWS } from './route-views.ts';

/** Every route of docs/product.md §2 (shared table) under the mobile root layout. */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      children: createRouteObjects(ROUTE_VIEWS),
    },
  ];
}

const ROUTE_OBJECTS = appRoutes();

/**
 * The declarative router (inside <BrowserRouter>): the app uses no loaders or actions, so the
 * data router's code would only weigh on the first paint. The root layout catches route errors.
 */
export function AppRoutes() {
  return useRoutes(ROUTE_OBJECTS);
}
