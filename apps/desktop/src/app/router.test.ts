import { ROUTES } from '@gemlane/stores/router';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from './router.tsx';
import { ROUTE_VIEWS } from './route-views.ts';

function flatten(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((r) => [r, ...flatten(r.children ?? [])]);
}

describe('the desktop router', () => {
  const all = flatten(APP_ROUTES);

  it('mounts every route of the shared table at its exact path', () => {
    const paths = all.map((r) => r.path).filter(Boolean);
    for (const route of ROUTES) expect(paths).toContain(route.path);
  });

  it('sends / and unknown paths home', () => {
    expect(all.some((r) => r.index)).toBe(true);
    expect(all.some((r) => r.path === '*')).toBe(true);
  });

  it('splits every view into a lazily loaded chunk that default-exports a component', async () => {
    for (const [name, view] of Object.entries(ROUTE_VIEWS)) {
      expect(view.lazy, name).toBeTypeOf('function');
    }
    const home = await (ROUTE_VIEWS.Home.lazy as () => Promise<{ Component: unknown }>)();
    expect(home.Component).toBeTypeOf('function');
  });

  it('keeps login-required routes behind the login guard', () => {
    const guard = APP_ROUTES[0]?.children?.find((r) => r.id === 'RequireLogin');
    const guarded = (guard?.children ?? []).map((r) => r.path);
    for (const route of ROUTES.filter((r) => r.requiresLogin))
      expect(guarded).toContain(route.path);
    for (const route of ROUTES.filter((r) => !r.requiresLogin))
      expect(guarded).not.toContain(route.path);
  });
});
