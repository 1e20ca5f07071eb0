// Loading a view's code before the visitor goes there. A view arrives in its own chunk, and until
// it has, the page the visitor is leaving stays on screen (the router waits in a transition): text
// typed into it in that moment is typed into the wrong page and lost. A route that leads on to
// others (`leadsTo` in the route table: the login page to sign-up and password reset) loads their
// code once it has shown, so the way on takes no wait.
import { useEffect } from 'react';
import { routeByName, viewNameOf, type RouteName, type ViewName } from './routes.ts';

const preloads = new Map<ViewName, () => Promise<unknown>>();

/** The app's way to load each view's code (set by createRouteObjects from the app's views). */
export function registerViewPreloads(
  entries: Iterable<readonly [ViewName, (() => Promise<unknown>) | undefined]>,
): void {
  for (const [name, preload] of entries) if (preload) preloads.set(name, preload);
}

/** Starts loading the code of the routes `names`; a failed load is left to the navigation. */
export function preloadRoutes(names: readonly RouteName[]): void {
  for (const name of names)
    void preloads
      .get(viewNameOf(routeByName(name)))?.()
      .catch(() => undefined);
}

/**
 * Loads the code of the routes a page leads on to, once the page has shown and the browser is
 * idle (never in the way of the page's own first work).
 */
export function usePreloadRoutes(names: readonly RouteName[] | undefined): void {
  const key = names?.join(',') ?? '';
  useEffect(() => {
    if (!key) return;
    const run = () => preloadRoutes(key.split(',') as RouteName[]);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(run, 200);
    return () => clearTimeout(id);
  }, [key]);
}
