// How a server render becomes the answer, the same on every runtime (static-site.ts in Node, the
// Worker): the page paints first (its styles inline, scripts after the paint), gets its style
// nonce and a CSP made from its own HTML; a redirect carries the security headers. Web-standard
// only; compression is the runtime's (Node compresses here, Workers at the edge).
import type { Site } from '@gemlane/env/site-links';
import { newStyleNonce, withStyleNonce } from '@gemlane/env/style-nonce';
import { bootAfterFirstPaint, inlineStylesheets, type ParsedSheet } from './first-paint.ts';
import { SECURITY_HEADERS, documentHashes, securityHeadersWith } from './security-headers.ts';
import { STYLE_NONCE_BY_SITE } from './site-policy.ts';

/** Pages differ by cookie (the language setting), language and query: kept by the browser only. */
export const RENDERED_PAGE_CACHE_CONTROL = 'private, no-cache';
/** What a rendered page varies by besides its address (the render cache's inputs that are headers). */
export const RENDERED_PAGE_VARY = 'Accept-Encoding, Cookie, Accept-Language';

/** A stylesheet of the build, read by the runtime (null: not there). */
export type ReadSheet = (href: string) => Promise<{ css: string; parsed(): ParsedSheet } | null>;

/**
 * Pages whose derived texts are kept: a kept render (render-pipeline.ts) is answered to many
 * visitors, and each answer used to inline its stylesheets and hash its inline blocks again.
 */
const PAGES_KEPT = 64;

/** `make` of a page's text, the last PAGES_KEPT of them kept by that text (a failure is not). */
function keptByText<T>(make: (text: string) => Promise<T>): (text: string) => Promise<T> {
  const kept = new Map<string, Promise<T>>();
  return (text) => {
    let result = kept.get(text);
    if (result) {
      // The most recently asked stays longest.
      kept.delete(text);
    } else {
      result = make(text);
      result.catch(() => kept.delete(text));
    }
    kept.set(text, result);
    if (kept.size > PAGES_KEPT) kept.delete(kept.keys().next().value as string);
    return result;
  };
}

/** Painted pages per stylesheet reader (one per site of a running gateway). */
const paintedBy = new WeakMap<ReadSheet, (html: string) => Promise<string>>();

/** A server render that paints before its scripts arrive (first-paint.ts). */
export function paintFirst(html: string, readSheet: ReadSheet): Promise<string> {
  let paint = paintedBy.get(readSheet);
  if (!paint) {
    paint = keptByText(async (page) =>
      bootAfterFirstPaint(await inlineStylesheets(page, readSheet)),
    );
    paintedBy.set(readSheet, paint);
  }
  return paint(html);
}

/** A page's CSP hash sources; its nonce's meta adds none, so they are kept by the page's text. */
const hashesOfPage = keptByText((page) => documentHashes(page, { styleAttributes: true }));

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
  const headers = new Headers(securityHeadersWith(await hashesOfPage(page), styleNonce));
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
