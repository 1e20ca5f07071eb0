// Cloudflare Workers: the edge redirect in front of the app's static assets (wrangler.toml), and
// the server render of pages with the same pipeline as the Node gateway (render-pipeline.ts,
// rendered-page.ts) when the Worker is built with the site's server entry (worker-site.ts).
import { type Site } from '@gemlane/env/site-links';
import { parseSheet, type ParsedSheet } from './first-paint.ts';
import { createRedirectHandler, type FetchHandler } from './redirect.ts';
import {
  catalogVersionFrom,
  rendererFromEntry,
  type PageRenderer,
  type ServerEntry,
} from './render-pipeline.ts';
import { paintFirst, renderedDocument, renderedRedirect, type ReadSheet } from './rendered-page.ts';
import { SECURITY_HEADERS, documentSecurityHeaders } from './security-headers.ts';
import {
  IMMUTABLE_CACHE_CONTROL,
  IMMUTABLE_PREFIX,
  isSiteMethod,
  methodNotAllowed,
  STYLE_NONCE_BY_SITE,
} from './site-policy.ts';

interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

/** Bindings and vars of wrangler.toml, one deployment per site. */
export interface Env {
  DESKTOP_ORIGIN: string;
  MOBILE_ORIGIN: string;
  /** Which app this deployment's assets are. */
  SITE: Site;
  /** Where /api is forwarded; without it /api answers 404 here. */
  API_ORIGIN?: string;
  VIEW_COOKIE_DOMAIN?: string;
  ASSETS: AssetsBinding;
}

// The CSP of a document depends only on its HTML: computed once per asset version (ETag).
const documentHeaders = new Map<string, Record<string, string>>();

async function headersForDocument(
  response: Response,
  request: Request,
  env: Env,
): Promise<Record<string, string>> {
  const etag = response.headers.get('etag');
  const known = etag ? documentHeaders.get(etag) : undefined;
  if (known) return known;
  // HEAD and 304 answers carry no HTML: read the document itself.
  const html =
    response.body && request.method !== 'HEAD'
      ? await response.clone().text()
      : await (await env.ASSETS.fetch(new Request(request.url))).text();
  const computed = await documentSecurityHeaders(html);
  if (etag) documentHeaders.set(etag, computed);
  return computed;
}

/**
 * A document of a site with style nonces: made for this response as the Node gateway makes it
 * (rendered-page.ts: a fresh nonce in its HTML and CSP, never a 304).
 */
async function withStyleNonceHeaders(
  response: Response,
  request: Request,
  site: Site,
): Promise<Response> {
  const { html, headers } = await renderedDocument(site, await response.text());
  return new Response(request.method === 'HEAD' ? null : html, {
    status: response.status === 304 ? 200 : response.status,
    headers,
  });
}

async function withSecurityHeaders(
  response: Response,
  request: Request,
  env: Env,
): Promise<Response> {
  const isDocument = (response.headers.get('content-type') ?? '').includes('text/html');
  if (isDocument && STYLE_NONCE_BY_SITE[env.SITE]) {
    // Asked again without the validators, so the asset comes back whole (not a bodiless 304).
    const whole =
      response.body && response.status !== 304
        ? response
        : await env.ASSETS.fetch(new Request(request.url, { headers: { accept: 'text/html' } }));
    return withStyleNonceHeaders(whole, request, env.SITE);
  }
  const extra = isDocument ? await headersForDocument(response, request, env) : SECURITY_HEADERS;
  // Asset responses have immutable headers on Workers: answer with a copy.
  const answer = new Response(response.body, response);
  for (const [name, value] of Object.entries(extra)) answer.headers.set(name, value);
  // Vite's hashed files never change: kept for a year, as the gateway and nginx say.
  if (new URL(request.url).pathname.startsWith(IMMUTABLE_PREFIX) && response.status === 200)
    answer.headers.set('cache-control', IMMUTABLE_CACHE_CONTROL);
  return answer;
}

function forwardToApi(request: Request, apiOrigin: string): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  // The client's x-forwarded-for is not believed: the one hop forwarded is the address Cloudflare saw.
  const client = request.headers.get('cf-connecting-ip');
  if (client) headers.set('x-forwarded-for', client);
  else headers.delete('x-forwarded-for');
  headers.set('x-forwarded-host', url.host);
  headers.set('x-forwarded-proto', url.protocol.slice(0, -1));
  return fetch(
    new Request(`${apiOrigin}${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body: request.body,
      redirect: 'manual',
    }),
  );
}

/** The folder of the server entry inside a build: code, never served (as in static-site.ts). */
const SERVER_ENTRY_SEGMENT = '/.ssr/';
const hasExtension = (pathname: string) => /\.[^/]*$/.test(pathname);

/**
 * A page address: what the Node gateway renders too (not a file, not under /assets/; `/` is the
 * build's index.html itself there).
 */
const isPageAddress = (pathname: string) =>
  pathname !== '/' && !pathname.startsWith(IMMUTABLE_PREFIX) && !hasExtension(pathname);

/**
 * The build's stylesheets read from the assets, each fetched and parsed once. One reader per
 * handler: a page painted with it is kept by its text (paintFirst), so the next visitor of a kept
 * render gets it without inlining again. The assets are served by path, whatever the host.
 */
function assetSheetReader(env: Env): ReadSheet {
  const sheets = new Map<string, { css: string; parsed?: ParsedSheet }>();
  const origin = env.SITE === 'desktop' ? env.DESKTOP_ORIGIN : env.MOBILE_ORIGIN;
  return async (href) => {
    let sheet = sheets.get(href);
    if (!sheet) {
      const answer = await env.ASSETS.fetch(new Request(new URL(href, origin)));
      if (!answer.ok) return null;
      sheet = { css: await answer.text() };
      sheets.set(href, sheet);
    }
    const known = sheet;
    return { css: known.css, parsed: () => (known.parsed ??= parseSheet(known.css)) };
  };
}

/** The server render of a page request, answered as the Node gateway answers it; null: the shell. */
async function renderedAnswer(
  request: Request,
  env: Env,
  renderPage: PageRenderer,
  readSheet: ReadSheet,
): Promise<Response | null> {
  const shell = await env.ASSETS.fetch(new Request(new URL('/', request.url)));
  if (!shell.ok) return null;
  const rendered = await renderPage(request, await shell.text());
  if (rendered.kind === 'redirect') return renderedRedirect(rendered);
  if (rendered.kind !== 'page') return null;
  const painted = await paintFirst(rendered.html, readSheet);
  const { html, headers } = await renderedDocument(env.SITE, painted);
  return new Response(request.method === 'HEAD' ? null : html, {
    status: rendered.status,
    headers,
  });
}

export interface WorkerOptions {
  /** The site's server entry, bundled in (worker-site.ts); without it pages get the shell. */
  serverEntry?: ServerEntry | null;
}

/** A Worker for one site; the default export below serves the shell, worker-site.ts renders. */
export function createWorker({ serverEntry = null }: WorkerOptions = {}) {
  let cached: { key: string; handler: FetchHandler } | null = null;

  function handlerFor(env: Env): FetchHandler {
    const key = `${env.DESKTOP_ORIGIN}|${env.MOBILE_ORIGIN}|${env.SITE}|${env.API_ORIGIN ?? ''}|${env.VIEW_COOKIE_DOMAIN ?? ''}`;
    if (cached?.key === key) return cached.handler;
    const apiOrigin = env.API_ORIGIN ? new URL(env.API_ORIGIN).origin : null;
    // The render calls the API directly, as the gateway does.
    const renderPage =
      serverEntry && apiOrigin
        ? rendererFromEntry({
            load: () => Promise.resolve(serverEntry),
            apiUrl: apiOrigin,
            catalogVersion: catalogVersionFrom(apiOrigin),
          })
        : null;
    const readSheet = assetSheetReader(env);
    const handler = createRedirectHandler({
      desktopOrigin: env.DESKTOP_ORIGIN,
      mobileOrigin: env.MOBILE_ORIGIN,
      cookieDomain: env.VIEW_COOKIE_DOMAIN || undefined,
      passThrough: async (request) => {
        const { pathname } = new URL(request.url);
        if (pathname === '/api' || pathname.startsWith('/api/')) {
          return apiOrigin
            ? forwardToApi(request, apiOrigin)
            : new Response('Not Found', { status: 404 });
        }
        if (!isSiteMethod(request.method)) return methodNotAllowed();
        if (pathname.includes(SERVER_ENTRY_SEGMENT))
          return new Response('Not Found', { status: 404, headers: SECURITY_HEADERS });
        if (renderPage && isPageAddress(pathname)) {
          const answer = await renderedAnswer(request, env, renderPage, readSheet);
          if (answer) return answer;
        }
        return withSecurityHeaders(await env.ASSETS.fetch(request), request, env);
      },
    });
    cached = { key, handler };
    return handler;
  }

  return {
    fetch(request: Request, env: Env): Response | Promise<Response> {
      return handlerFor(env)(request);
    },
  };
}

export default createWorker();
