// The same edge contract as redirect.test.ts, answered by workerd (the Workers runtime) in front of
// real static assets, exactly as wrangler.toml deploys it.
import { Miniflare } from 'miniflare';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleWorker } from '../test/build-worker.ts';
import {
  ALL_CASES,
  DESKTOP_ORIGIN,
  MOBILE_ORIGIN,
  PC_UA,
  PHONE_UA,
  type EdgeCase,
} from '../test/cases.ts';
import { runCorpus } from '../test/corpus-run.ts';
import { expectEdgeCase } from '../test/expect-edge-case.ts';

const fixture = (site: string) =>
  fileURLToPath(new URL(`../test/fixtures/${site}-dist`, import.meta.url));

let script = '';
const sites: Record<'desktop' | 'mobile', Miniflare | null> = { desktop: null, mobile: null };

let api: Server;
const apiSeen: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];

function start(site: 'desktop' | 'mobile', extra: Record<string, string> = {}): Miniflare {
  return new Miniflare({
    modules: true,
    script,
    compatibilityDate: '2026-04-01',
    bindings: { DESKTOP_ORIGIN, MOBILE_ORIGIN, SITE: site, ...extra },
    assets: {
      directory: fixture(site),
      binding: 'ASSETS',
      routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
      assetConfig: { not_found_handling: 'single-page-application' },
    },
  });
}

beforeAll(async () => {
  // A fake API service the desktop Worker forwards /api to (the mobile one has no API_ORIGIN).
  api = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      apiSeen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"code":0,"data":null,"message":"ok"}');
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  script = await bundleWorker();
  sites.desktop = start('desktop', {
    API_ORIGIN: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
  });
  sites.mobile = start('mobile');
  await Promise.all([sites.desktop.ready, sites.mobile.ready]);
});

afterAll(async () => {
  await Promise.all([sites.desktop?.dispose(), sites.mobile?.dispose()]);
  await new Promise<void>((resolve) => api?.close(() => resolve()));
});

async function dispatch(c: Pick<EdgeCase, 'url' | 'method' | 'headers'>): Promise<Response> {
  const mf = c.url.startsWith(MOBILE_ORIGIN) ? sites.mobile! : sites.desktop!;
  const response = await mf.dispatchFetch(c.url, {
    method: c.method ?? 'GET',
    // Miniflare fills a missing User-Agent with "undici" (a client isbot calls a bot); an empty
    // value reaches the Worker as no header, as a request without one does on Cloudflare.
    headers: { 'user-agent': '', ...c.headers },
    redirect: 'manual',
  });
  return response as unknown as Response;
}

describe('the worker in workerd', () => {
  it.each(ALL_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const response = await dispatch(c);
    expectEdgeCase(c, response);
    await response.arrayBuffer();
  });

  it('sends at least 99% of a public corpus of real user agents to the right site', async () => {
    const result = await runCorpus(
      (url, headers) => dispatch({ url, headers }),
      'the worker in workerd on every 8th agent of the user-agent corpus',
      { every: 8 },
    );
    expect(result.share).toBeGreaterThanOrEqual(0.99);
  }, 120_000);

  it('serves the app shell for a client-side route, with a CSP that hashes the inline rem script', async () => {
    const response = await dispatch({
      url: `${MOBILE_ORIGIN}/gameZone/pubg?partner=x`,
      headers: { 'user-agent': PHONE_UA },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Gemlane mobile fixture');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('vary')).toContain('User-Agent');
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it("gives each desktop page its own style nonce, in its HTML and its CSP, and no 'unsafe-inline'", async () => {
    const answers = await Promise.all(
      [1, 2].map(() =>
        dispatch({ url: `${DESKTOP_ORIGIN}/gameZone/pubg`, headers: { 'user-agent': PC_UA } }),
      ),
    );
    const nonces = await Promise.all(
      answers.map(async (response) => {
        expect(response.status).toBe(200);
        const csp = response.headers.get('content-security-policy') ?? '';
        expect(csp).not.toContain('unsafe-inline');
        const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]{24})'/.exec(csp)?.[1];
        expect(await response.text()).toContain(
          `<meta name="gemlane:style-nonce" nonce="${nonce}">`,
        );
        expect(response.headers.get('etag')).toBeNull();
        return nonce;
      }),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('serves a hashed asset to a phone on the desktop origin instead of redirecting it', async () => {
    const response = await dispatch({
      url: `${DESKTOP_ORIGIN}/assets/index-F1xturedesktop.js`,
      headers: { 'user-agent': PHONE_UA },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Gemlane desktop fixture');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives HEAD on a page the same CSP hashes as GET', async () => {
    const get = await dispatch({
      url: `${MOBILE_ORIGIN}/home`,
      headers: { 'user-agent': PHONE_UA },
    });
    await get.arrayBuffer();
    const head = await dispatch({
      url: `${MOBILE_ORIGIN}/me`,
      method: 'HEAD',
      headers: { 'user-agent': PHONE_UA },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-security-policy')).toMatch(/'sha256-/);
    expect(head.headers.get('content-security-policy')).toBe(
      get.headers.get('content-security-policy'),
    );
  });

  it('answers 405 with Allow to a page asked with another method than GET or HEAD', async () => {
    for (const method of ['POST', 'PROPFIND', 'DELETE']) {
      const response = await sites.desktop!.dispatchFetch(`${DESKTOP_ORIGIN}/home`, {
        method,
        headers: { 'user-agent': PC_UA },
      });
      await response.arrayBuffer();
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe('GET, HEAD');
    }
  });

  it('forwards /api to API_ORIGIN with method, path, body and x-forwarded-*, never redirecting it', async () => {
    apiSeen.length = 0;
    const response = await sites.desktop!.dispatchFetch(`${DESKTOP_ORIGIN}/api/order/create?x=1`, {
      method: 'POST',
      body: '{"gameId":"pubg"}',
      headers: {
        'user-agent': PHONE_UA,
        'content-type': 'application/json',
        'x-auth-token': 'tok',
        'x-forwarded-for': '6.6.6.6',
      },
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 0, data: null, message: 'ok' });
    const seen = apiSeen[0]!;
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/api/order/create?x=1');
    expect(seen.body).toBe('{"gameId":"pubg"}');
    expect(seen.headers['x-auth-token']).toBe('tok');
    expect(seen.headers['x-forwarded-host']).toBe('www.gemlane.test');
    expect(seen.headers['x-forwarded-proto']).toBe('https');
    // A client-written x-forwarded-for is never passed on.
    expect(seen.headers['x-forwarded-for'] ?? '').not.toContain('6.6.6.6');
  });

  it('answers /api with 404 when no API_ORIGIN is configured rather than the app shell', async () => {
    const response = await dispatch({
      url: `${MOBILE_ORIGIN}/api/health`,
      headers: { 'user-agent': PC_UA },
    });
    expect(response.status).toBe(404);
    await response.arrayBuffer();
  });
});
