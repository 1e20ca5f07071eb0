// Per-site facts the gateway and the Worker both apply.
import type { Site } from '@gemlane/env/site-links';

/**
 * Whether the app needs `style-src 'unsafe-inline'`: the desktop bundle carries antd's rc-component
 * `updateCSS`, which inserts <style> elements at run time (the scroll locker of an open Modal, icon
 * styles); the mobile bundle (antd-mobile, plain CSS) has none, so the mobile app keeps a strict style-src.
 * Checked for issue 14 with antd 6 `zeroRuntime` and static antd.css: with a strict style-src the
 * gateway CSP e2e still reports 3 inline <style> insertions on the desktop /home at load (updateCSS in
 * antd's core chunk). Dropping 'unsafe-inline' needs a per-response nonce given to ConfigProvider's
 * `csp` (the page rendered at the edge), not a static header.
 */
export const INLINE_STYLES_BY_SITE: Readonly<Record<Site, boolean>> = {
  desktop: true,
  mobile: false,
};

/** Vite's content-hashed build output: safe to cache forever. */
export const IMMUTABLE_PREFIX = '/assets/';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The shell and un-hashed files are revalidated on every use so a deploy shows at once. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';
