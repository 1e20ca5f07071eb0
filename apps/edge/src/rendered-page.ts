// How a server render becomes the answer, the same on every runtime (static-site.ts in Node, the
// Worker): the page paints first (its styles inline, scripts after the paint), gets its style
// nonce and a CSP made from its own HTML; a redirect carries the security headers. Web-standard
// only; compression is the runtime's (Node compresses here, Workers at the edge).
import type { Site } from '@gemlane/env/site-links';
import { newStyleNonce, withStyleNonce } from '@gemlane/env/style-nonce';
import { bootAfterFirstPaint, inlineStylesheets, type ParsedSheet } from './first-paint.ts';
import { SECURITY_HEADERS, documentSecurityHeaders } from './security-headers.ts';
import { PRELOADS_AFTER_PAINT_BY_SITE, STYLE_NONCE_BY_SITE } from './site-policy.ts';

/** Pages differ by cookie (the language setting), language and query: kept by the browser only. */
export const RENDERED_PAGE_CACHE_CONTROL = 'private, no-cache';
/** What a rendered page varies by besides its address (the render cache's inputs that are headers). */
export const RENDERED_PAGE_VARY = 'Accept-Encoding, Cookie, Accept-Language';

/** A stylesheet of the build, read by the runtime (null: not there). */
export type ReadSheet = (href: string) => Promise<{ css: string; parsed(): ParsedSheet } | null>;

/** A server render that paints before its scripts arrive (first-paint.ts). */
export async function paintFirst(html: string, site: Site, readSheet: ReadSheet): Promise<string> {
  const inlined = await inlineStylesheets(html, readSheet);
  return bootAfterFirstPaint(inlined, { preloadsAfterPaint: PRELOADS_AFTER_PAINT_BY_SITE[site] });
}

/**
 * A page made for this response (a server render, or the shell of a site with style nonces): its
 * final HTML and headers (security headers from its own HTML, never a shared cache's copy).
 */
export async function renderedDocument(
  site: Site,
  page: string,
): Promise<{ html: string; headers: Headers }> {
  const styleNonce = STYLE_NONCE_BY_SITE[site] ? newStyleNonce() : undefined;
  const html = styleNonce ? withStyleNonce(page, styleNonce) : page;
  // The page's own inline blocks and style attributes (a kit's sizes) are hashed into its CSP.
  const headers = new Headers(
    await documentSecurityHeaders(html, { styleNonce, styleAttributes: true }),
  );
  headers.set('content-type', 'text/html; charset=utf-8');
  headers.set('cache-control', RENDERED_PAGE_CACHE_CONTROL);
  headers.set('vary', RENDERED_PAGE_VARY);
  return { html, headers };
}

/** The server's answer instead of a page (a visitor sent to the login page). */
export function renderedRedirect(rendered: { status: number; location: string }): Response {
  return new Response(null, {
    status: rendered.status,
    headers: {
      location: rendered.location,
      'cache-control': RENDERED_PAGE_CACHE_CONTROL,
      ...SECURITY_HEADERS,
    },
  });
}
