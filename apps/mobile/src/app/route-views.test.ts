import { ROUTES } from '@gemlane/stores/router';
import { describe, expect, it } from 'vitest';
import { ROUTE_VIEWS } from './route-views.ts';

describe('route views', () => {
  it('every route of the shared table has a lazily loaded view component', async () => {
    for (const route of ROUTES) {
      const view = ROUTE_VIEWS[(route.sharedView ?? route.name) as keyof typeof ROUTE_VIEWS];
      expect(view, route.name).toBeDefined();
      expect(view.lazy, route.name).toBeTypeOf('function');
      const loaded = await (view.lazy as () => Promise<{ Component: unknown }>)();
      expect(loaded.Component, route.name).toBeTypeOf('function');
    }
  }, 60_000);
});
