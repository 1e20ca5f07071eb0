// Per-site facts the gateway and the Worker both apply.
import type { Site } from '@gemlane/env/site-links';
import { SECURITY_HEADERS } from './security-headers.ts';

/**
 * Whether the site's pages get a per-response style nonce (`@gemlane/env/style-nonce`) in their
 * HTML and CSP. The desktop bundle's antd 6 runs zero-runtime (its styles are the static antd.css),
 * but still registers each component's CSS variables as a <style> at run time; those carry the
 * nonce the app reads from its page (ConfigProvider `csp`). Neither site allows 'unsafe-inline'.
 * The mobile bundle (antd-mobile, plain CSS) writes no <style>: its pages stay cacheable shells.
 */
export const STYLE_NONCE_BY_SITE: Readonly<Record<Site, boolean>> = {
  desktop: true,
  mobile: false,
};

/** Vite's content-hashed build output: safe to cache forever. */
export const IMMUTABLE_PREFIX = '/assets/';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The shell and un-hashed files are revalidated on every use so a deploy shows at once. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** The methods a site's pages and files answer; /api has its own. */
export const SITE_METHODS = ['GET', 'HEAD'] as const;

export const isSiteMethod = (method: string | undefined): boolean =>
  (SITE_METHODS as readonly string[]).includes(method ?? '');

/** Any other method (POST, TRACE, one nobody knows) is refused the same way on every host. */
export function methodNotAllowed(): Response {
  return new Response('Method Not Allowed', {
    status: 405,
    headers: {
      allow: SITE_METHODS.join(', '),
      'content-type': 'text/plain; charset=utf-8',
      ...SECURITY_HEADERS,
    },
  });
}
