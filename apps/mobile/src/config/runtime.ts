import { detectContext } from '@gemlane/env';

/**
 * The page's context, read once at start-up: in-app webview (brand in the user agent), device.
 * The API is always same-origin `/api` (gateway, dev and preview proxies), so no base URL here.
 */
export const runtime = detectContext();
