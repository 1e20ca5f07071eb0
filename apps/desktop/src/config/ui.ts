// Desktop UI constants of spec section 9 that no shared package carries.
/** Popovers close this long after the pointer leaves (spec: hover close delay 100 ms). */
export const POPOVER_CLOSE_DELAY_MS = 100;
/** The language suggestion popup appears this long after start (spec: 1 s). */
export const LANGUAGE_POPUP_DELAY_MS = 1000;
/** The desktop language popup sits this far from the right edge (spec: 100 px). */
export const LANGUAGE_POPUP_RIGHT_PX = 100;
/** Toasts stay this long (spec: 2000 ms). */
export const TOAST_DURATION_MS = 2000;
/** The top navigation shows at most this many hot games (spec: 8). */
export const HOT_GAMES_SHOWN = 8;
