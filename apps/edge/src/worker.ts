// Cloudflare Workers entry: the edge redirect in front of the app's static assets (wrangler.toml).
import { type Site } from '@gemlane/env/site-links';
import { newStyleNonce, withStyleNonce } from '@gemlane/env/style-nonce';
import { createRedirectHandler, type FetchHandler } from './redirect.ts';
import { SECURITY_HEADERS, documentSecurityHeaders } from './security-headers.ts';
import { isSiteMethod, methodNotAllowed, STYLE_NONCE_BY_SITE } from './site-policy.ts';

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

/** A document of a site with style nonces: a fresh nonce in its HTML and CSP, never a 304. */
async function withStyleNonceHeaders(response: Response, request: Request): Promise<Response> {
  const styleNonce = newStyleNonce();
  const html = withStyleNonce(await response.text(), styleNonce);
  const headers = new Headers(response.headers);
  for (const name of ['etag', 'last-modified', 'content-length', 'content-encoding'])
    headers.delete(name);
  for (const [name, value] of Object.entries(await documentSecurityHeaders(html, { styleNonce })))
    headers.set(name, value);
  headers.set('cache-control', 'private, no-cache');
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
    return withStyleNonceHeaders(whole, request);
  }
  const extra = isDocument ? await headersForDocument(response, request, env) : SECURITY_HEADERS;
  // Asset responses have immutable headers on Workers: answer with a copy.
  const answer = new Response(response.body, response);
  for (const [name, value] of Object.entries(extra)) answer.headers.set(name, value);
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

let cached: { key: string; handler: FetchHandler } | null = null;

function handlerFor(env: Env): FetchHandler {
  const key = `${env.DESKTOP_ORIGIN}|${env.MOBILE_ORIGIN}|${env.SITE}|${env.API_ORIGIN ?? ''}|${env.VIEW_COOKIE_DOMAIN ?? ''}`;
  if (cached?.key === key) return cached.handler;
  const apiOrigin = env.API_ORIGIN ? new URL(env.API_ORIGIN).origin : null;
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
      return withSecurityHeaders(await env.ASSETS.fetch(request), request, env);
    },
  });
  cached = { key, handler };
  return handler;
}

export default {
  fetch(request: Request, env: Env): Response | Promise<Response> {
    return handlerFor(env)(request);
  },
};
