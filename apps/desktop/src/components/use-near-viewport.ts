import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/** How far below the fold a block starts loading, so it is there before the shopper scrolls to it. */
export const NEAR_VIEWPORT_MARGIN_PX = 200;

/**
 * True once the element comes within NEAR_VIEWPORT_MARGIN_PX of the viewport (and from then on).
 * Below-the-fold blocks load their code then instead of with the first paint.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${NEAR_VIEWPORT_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
