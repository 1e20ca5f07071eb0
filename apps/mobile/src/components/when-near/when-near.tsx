import { useNearViewport } from '@gemlane/stores/react';
import { Suspense, useRef, type ReactNode } from 'react';
import styles from './when-near.module.css';

export interface WhenNearProps {
  /** Rendered (and its lazy code loaded) once the place comes within `margin` of the screen. */
  children: ReactNode;
  /**
   * The class that sizes the place kept until then (a min-height in the caller's stylesheet), so
   * nothing below moves when it arrives. A class, not a style attribute: the server-rendered page
   * carries no inline style for its strict CSP to allow.
   */
  placeClassName: string | undefined;
  /** How far ahead of the screen to start, in CSS px. */
  margin?: number;
}

/**
 * Below-the-fold content that the first paint does not need: its code and data load when the
 * shopper scrolls towards it (at once where IntersectionObserver is missing).
 */
export function WhenNear({ children, placeClassName, margin = 100 }: WhenNearProps) {
  const place = useRef<HTMLDivElement>(null);
  // Not near in the server render and its hydration (they must agree); the shared rule decides after.
  const near = useNearViewport(place, margin);
  const placeholder = (
    <div
      ref={place}
      className={[styles.place, placeClassName].filter(Boolean).join(' ')}
      aria-hidden
      data-testid="when-near-place"
    />
  );
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
