// Desktop UI constants of docs/product.md §9 that no shared package carries.
/** Popovers close this long after the pointer leaves (spec: hover close delay 100 ms). */
export const POPOVER_CLOSE_DELAY_MS = 100;
/** Hovering opens a popover after this long, so passing over a trigger does not flash it (antd's default). */
export const POPOVER_OPEN_DELAY_MS = 100;
/** Toasts stay this long (spec: 2000 ms). */
export const TOAST_DURATION_MS = 2000;
/** Home banners advance this often while the pointer is not over them (antd Carousel's autoplay speed). */
export const BANNER_AUTOPLAY_MS = 5000;
