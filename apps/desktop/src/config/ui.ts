// Desktop UI constants of spec section 9 that no shared package carries.
/** Popovers close this long after the pointer leaves (spec: hover close delay 100 ms). */
export const POPOVER_CLOSE_DELAY_MS = 100;
/** Toasts stay this long (spec: 2000 ms). */
export const TOAST_DURATION_MS = 2000;
