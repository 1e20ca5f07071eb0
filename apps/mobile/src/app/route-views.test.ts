import { ROUTES } from '@gemlane/stores/router';
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ROUTE_VIEWS, VIEW_LOADERS } from './route-views.ts';

describe('route views', () => {
  it('every route of the shared table has a lazily loaded view component', async () => {
    for (const route of ROUTES) {
      const name = (route.sharedView ?? route.name) as keyof typeof ROUTE_VIEWS;
      const view = ROUTE_VIEWS[name];
      expect(view, route.name).toBeDefined();
      // An element of a React.lazy component: its module loads when the route first renders.
      expect(isValidElement(view.element), route.name).toBe(true);
      expect((view.element as ReactElement).type, route.name).toHaveProperty(
        '$$typeof',
        Symbol.for('react.lazy'),
      );
      const loaded = await VIEW_LOADERS[name]();
      expect(loaded.default, route.name).toBeTypeOf('function');
    }
  }, 60_000);
});
