import { isInApp } from '@gemlane/env/site-links';

/**
 * The page's context, read once at start-up: whether it runs in our app's webview (the brand in the
 * user agent). The API is always same-origin `/api` (gateway, dev and preview proxies), so no base
 * URL here. The device class is the edge's business (it sent this visitor here); reading it in the
 * browser would bring the whole classifier and its crawler list into the first chunk.
 */
export const runtime = {
  inApp: isInApp(globalThis.navigator?.userAgent ?? ''),
} as const;
