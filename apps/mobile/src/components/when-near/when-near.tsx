import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { REM_ROOT_PX } from '../../config/rem.ts';
import styles from './when-near.module.css';

export interface WhenNearProps {
  /** Rendered (and its lazy code loaded) once the place comes within `margin` of the screen. */
  children: ReactNode;
  /** The place kept until then, so nothing below moves when it arrives. */
  minHeight: number;
  /** How far ahead of the screen to start, in CSS px. */
  margin?: number;
}

/**
 * Below-the-fold content that the first paint does not need: its code and data load when the
 * shopper scrolls towards it (at once where IntersectionObserver is missing).
 */
export function WhenNear({ children, minHeight, margin = 100 }: WhenNearProps) {
  const place = useRef<HTMLDivElement>(null);
  // A server render (no document) keeps the place, as the browser's first render does.
  const [near, setNear] = useState(
    () => typeof IntersectionObserver === 'undefined' && typeof document !== 'undefined',
  );

  useEffect(() => {
    const el = place.current;
    if (near || !el) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);

  const placeholder = (
    <div
      ref={place}
      className={styles.place}
      // Design px -> rem like the stylesheets (postcss-pxtorem), so it scales with the page.
      style={{ minHeight: `${minHeight / REM_ROOT_PX}rem` }}
      aria-hidden
      data-testid="when-near-place"
    />
  );
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
