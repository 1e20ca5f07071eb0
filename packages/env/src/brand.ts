/** The product's brand name: in-app detection and the environment both key on it (docs/product.md §1). */
export const BRAND = 'Gemlane';

/** Our own in-app webview carries the brand name in its user agent (docs/product.md §1). */
export const IN_APP_PATTERN = new RegExp(BRAND, 'i');

/** Our own app's webview: the brand name anywhere in the UA, any case. */
export function isInApp(ua: string): boolean {
  return IN_APP_PATTERN.test(ua);
}
