// The end of a hydration (ssr/hydrate.ts starts it): stored values appear, api calls reach the network.
import { useEffect } from 'react';

export interface Hydration {
  /** Call once hydrated: stored values (the session) appear, and api calls reach the network. */
  done(): void;
}

let pending: Hydration | null = null;

export function setPendingHydration(hydration: Hydration | null): void {
  pending = hydration;
}

/**
 * Renders nothing; ends the hydration once it has run. It sits after the page, inside the root
 * layout's Suspense boundary: React hydrates such a boundary after the rest of the tree (selective
 * hydration), so an effect outside it would run before the page has read the server's answers.
 */
export function HydrationDone() {
  useEffect(() => {
    const hydration = pending;
    pending = null;
    hydration?.done();
  }, []);
  return null;
}
