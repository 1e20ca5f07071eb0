// Cloudflare Workers entry: the edge redirect in front of the app's static assets (wrangler.toml).
import { type Site } from './links.ts';
import { createRedirectHandler, type FetchHandler } from './redirect.ts';
import { SECURITY_HEADERS, documentSecurityHeaders } from './security-headers.ts';
import { INLINE_STYLES_BY_SITE } from './site-policy.ts';

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

async function withDocumentHeaders(response: Response, site: Site): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) {
    const file = new Response(response.body, response);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) file.headers.set(name, value);
    return file;
  }
  const html = await response.text();
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(
    await documentSecurityHeaders(html, INLINE_STYLES_BY_SITE[site]),
  )) {
    headers.set(name, value);
  }
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

function forwardToApi(request: Request, apiOrigin: string): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
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
      return withDocumentHeaders(await env.ASSETS.fetch(request), env.SITE);
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
