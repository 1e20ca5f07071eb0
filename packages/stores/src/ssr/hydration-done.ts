// The end of a hydration (ssr/hydrate.ts starts it): stored values appear, api calls reach the
// network, and what the shopper typed (typed-fields.ts), tapped and sent (early-input.ts) before
// the app arrived reaches the app.
import { startTransition, useEffect, useLayoutEffect } from 'react';
import { replayEarlyInput } from './early-input.ts';
import { adoptTypedFields, typedFields, type TypedFields } from './typed-fields.ts';

export interface Hydration {
  /** Call once hydrated: stored values (the session) appear, and api calls reach the network. */
  done(): void;
}

let pending: Hydration | null = null;
let typedBefore: TypedFields = new Map();

/** Called just before hydrating: what was typed into the page so far is kept for the app too. */
export function setPendingHydration(hydration: Hydration | null): void {
  pending = hydration;
  typedBefore = hydration && typeof document !== 'undefined' ? typedFields(document) : new Map();
}

/**
 * Renders nothing; ends the hydration once it has run, and hands the fields typed in meanwhile to
 * the app, then the taps and submissions held back; then marks the page hydrated
 * (`<html data-hydrated>`). It sits after the page, inside the root
 * layout's Suspense boundary: React hydrates such a boundary after the rest of the tree (selective
 * hydration), so an effect outside it would run before the page has read the server's answers (or
 * has its fields).
 */
export function HydrationDone() {
  useEffect(() => {
    const hydration = pending;
    pending = null;
    if (!hydration) return;
    // The stored values (the session) appearing re-render what reads them: as a transition, that
    // render yields to the browser between components instead of being one long task.
    startTransition(() => hydration.done());
    adoptTypedFields(document, typedBefore);
    typedBefore = new Map();
    void replayEarlyInput();
    // The page says it is the app's now: what a browser test waits for before judging the
    // hydration, rather than for the network to go quiet.
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/**
 * Hands the fields typed before hydration to the app as soon as the page's frame (all but its
 * Suspense boundaries) is hydrated: the frame renders again right away (its start-up effects set
 * state), and that render would write each field's state over the typed text. For the root
 * layout; HydrationDone hands over the fields of the page inside its boundary.
 */
export function useTypedFieldsHandOver(): void {
  useLayoutEffect(() => {
    if (pending) adoptTypedFields(document, typedBefore);
  }, []);
}
