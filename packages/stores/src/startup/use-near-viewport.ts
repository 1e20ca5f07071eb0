import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/** How far below the fold a block starts loading, so it is there before the shopper scrolls to it. */
export const NEAR_VIEWPORT_MARGIN_PX = 200;

/**
 * True once the element comes within `marginPx` of the viewport (and from then on). Below-the-fold
 * blocks of both apps load their code and data then instead of with the first paint.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  marginPx = NEAR_VIEWPORT_MARGIN_PX,
): boolean {
  // False on the first render, also where nothing observes (the server render and its hydration
  // must agree); without IntersectionObserver the block counts as near right after.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, marginPx]);
  return near;
}
