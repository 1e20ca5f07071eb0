import { useEffect } from 'react';

// Several popovers and dialogs can be open at once; the page unlocks when the last one closes.
let lockCount = 0;
let savedOverflow = '';

export function lockScroll(): () => void {
  if (lockCount === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  lockCount += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lockCount -= 1;
    if (lockCount === 0) document.body.style.overflow = savedOverflow;
  };
}

/** Locks page scrolling while `active` is true (docs/product.md §4: popovers and dialogs). */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
