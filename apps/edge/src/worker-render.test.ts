// One renderer on every runtime: the same server entry behind the Node gateway (static-site.ts with
// page-renderer.ts) and behind the Worker in workerd (Miniflare, bundled as wrangler bundles it)
// answers every page request alike: rendered pages (status, HTML, headers), the login redirect,
// the shell when the entry declines, files and assets as before, and never the entry's own code.
import { Miniflare } from 'miniflare';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleWorker } from '../test/build-worker.ts';
import { DESKTOP_ORIGIN, MOBILE_ORIGIN, PC_UA, PHONE_UA } from '../test/cases.ts';
import { createPageRenderer } from './page-renderer.ts';
import { createRedirectHandler, type FetchHandler } from './redirect.ts';
import { createStaticSite } from './static-site.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const ENTRY_ROOT = here('../test/fixtures/render-entry');
const dist = (site: 'desktop' | 'mobile') => here(`../test/fixtures/${site}-dist`);
const API = 'http://127.0.0.1:9';

const workers: Partial<Record<'desktop' | 'mobile', Miniflare>> = {};
const gateways: Partial<Record<'desktop' | 'mobile', FetchHandler>> = {};

beforeAll(async () => {
  const script = await bundleWorker({ serverEntry: `${ENTRY_ROOT}/.ssr/entry-server.js` });
  for (const site of ['desktop', 'mobile'] as const) {
    workers[site] = new Miniflare({
      modules: [{ type: 'ESModule', path: 'worker.js', contents: script }],
      compatibilityDate: '2026-04-01',
      compatibilityFlags: ['nodejs_compat'],
      bindings: { DESKTOP_ORIGIN, MOBILE_ORIGIN, SITE: site, API_ORIGIN: API },
      assets: {
        directory: dist(site),
        binding: 'ASSETS',
        routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
        assetConfig: { not_found_handling: 'single-page-application' },
      },
    });
    // The Node gateway of the same site, as gateway.ts builds it.
    gateways[site] = createRedirectHandler({
      desktopOrigin: DESKTOP_ORIGIN,
      mobileOrigin: MOBILE_ORIGIN,
      passThrough: createStaticSite({
        site,
        root: dist(site),
        renderPage: createPageRenderer({ root: ENTRY_ROOT, apiUrl: API }),
      }),
    });
  }
}, 120_000);

afterAll(async () => {
  await Promise.all(Object.values(workers).map((worker) => worker?.dispose()));
});

interface Answer {
  status: number;
  location: string | null;
  headers: Record<string, string>;
  body: string;
}

// Each answer's own style nonce (a fresh one per desktop page) is the one thing that may differ.
const sameNonce = (text: string) =>
  text.replace(/nonce-[A-Za-z0-9+/=_-]+/g, 'nonce-N').replace(/nonce="[^"]+"/g, 'nonce="N"');
const COMPARED = [
  'content-type',
  'cache-control',
  'vary',
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
];

async function read(response: Response): Promise<Answer> {
  const headers: Record<string, string> = {};
  for (const name of COMPARED) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = sameNonce(value);
  }
  return {
    status: response.status,
    location: response.headers.get('location'),
    headers,
    body: sameNonce(await response.text()),
  };
}

async function both(site: 'desktop' | 'mobile', path: string, headers: Record<string, string>) {
  const url = `${site === 'desktop' ? DESKTOP_ORIGIN : MOBILE_ORIGIN}${path}`;
  const node = await read(await gateways[site]!(new Request(url, { headers })));
  const workerd = await read(
    (await workers[site]!.dispatchFetch(url, {
      headers,
      redirect: 'manual',
    })) as unknown as Response,
  );
  return { node, workerd };
}

const GERMAN_PC = { 'user-agent': PC_UA, 'accept-language': 'de-DE,de;q=0.9' };
// Browsers always send Accept-Language (Miniflare's own fetch would add `*` otherwise).
const PHONE = { 'user-agent': PHONE_UA, 'accept-language': 'en-US,en;q=0.9' };

describe('the Worker renders as the Node gateway does', () => {
  it('a page: the same HTML, status and headers, made from the visitor request', async () => {
    for (const [site, headers] of [
      ['desktop', GERMAN_PC],
      ['mobile', PHONE],
      ['mobile', { ...PHONE, 'user-agent': `${PHONE_UA} Gemlane/3.2.0` }],
    ] as const) {
      const { node, workerd } = await both(site, '/gameZone/pubg?partner=x', headers);
      expect(node.status).toBe(200);
      expect(node.body).toContain('<h1>/gameZone/pubg</h1>');
      expect(workerd).toEqual(node);
    }
    const { workerd } = await both('desktop', '/home', GERMAN_PC);
    expect(workerd.body).toContain('<p>de-DE,de;q=0.9</p>');
    expect(workerd.headers['content-security-policy']).toContain("style-src 'self' 'nonce-N'");
  });

  it('the login redirect of a login-only page, and the page itself with a session', async () => {
    const away = await both('desktop', '/orderList?partner=x', GERMAN_PC);
    expect(away.node.status).toBe(302);
    expect(away.node.location).toBe('/login?redirect=%2ForderList%3Fpartner%3Dx');
    expect(away.workerd).toEqual(away.node);
    const kept = await both('mobile', '/orderList', { ...PHONE, cookie: 'gl_session=1' });
    expect(kept.node.status).toBe(200);
    expect(kept.workerd).toEqual(kept.node);
  });

  it("a not-found page's status, the shell where the entry declines, files, assets", async () => {
    for (const [site, path, headers] of [
      ['mobile', '/blog/404', PHONE],
      ['mobile', '/cart', PHONE],
      ['desktop', '/cart', GERMAN_PC],
      ['desktop', '/', GERMAN_PC],
      ['mobile', '/robots.txt', PHONE],
      ['mobile', '/assets/index-F1xturemobile.js', PHONE],
    ] as const) {
      const { node, workerd } = await both(site, path, headers);
      // A file or the plain shell keeps each platform's static caching, both revalidated or both
      // immutable (Workers assets say `public, max-age=0, must-revalidate` for `no-cache`).
      const caching = (answer: Answer) =>
        /immutable/.test(answer.headers['cache-control'] ?? '') ? 'immutable' : 'revalidated';
      expect(caching(workerd), path).toBe(caching(node));
      // Compression of files is the runtime's (Node's gateway says Vary: Accept-Encoding; the
      // Workers edge compresses and says it there).
      const rest = (answer: Answer) => {
        const { vary, ...headers } = answer.headers;
        const document = headers['content-type']?.startsWith('text/html');
        return {
          ...answer,
          headers: { ...headers, 'cache-control': caching(answer), ...(document ? { vary } : {}) },
        };
      };
      expect({ path, ...rest(workerd) }).toEqual({ path, ...rest(node) });
    }
  });

  it('redirects a phone from the desktop site before any render, on both runtimes', async () => {
    const { node, workerd } = await both('desktop', '/orderList', PHONE);
    expect(node.status).toBe(302);
    expect(node.location).toBe(`${MOBILE_ORIGIN}/orderList`);
    expect(workerd.location).toBe(node.location);
  });

  it("never serves the server entry's code", async () => {
    const answer = await workers.mobile!.dispatchFetch(`${MOBILE_ORIGIN}/.ssr/entry-server.js`, {
      headers: PHONE,
    });
    expect(answer.status).toBe(404);
  });
});
