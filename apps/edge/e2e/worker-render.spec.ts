// The apps' real server bundles in workerd (Miniflare, bundled as wrangler bundles src/worker-site.ts
// with wrangler.toml's alias, nodejs_compat and define) in front of the real builds, calling the
// real API: a German browser's page is rendered with the suggestion init info gives it, as the Node
// gateway renders it, and a login-only page is sent to the login page.
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { Miniflare } from 'miniflare';
import { bundleWorker } from '../test/build-worker.ts';
import {
  API_PORT,
  DESKTOP_DIST,
  DESKTOP_PORT,
  DESKTOP_SITE,
  MOBILE_DIST,
  MOBILE_PORT,
  MOBILE_SITE,
} from '../playwright.config.ts';

const DESKTOP = `http://localhost:${DESKTOP_PORT}`;
const MOBILE = `http://localhost:${MOBILE_PORT}`;
const GERMAN = 'de-DE,de;q=0.9,en;q=0.8';

const SITES = [
  {
    site: 'desktop',
    tag: DESKTOP_SITE,
    dist: DESKTOP_DIST,
    origin: DESKTOP,
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  },
  {
    site: 'mobile',
    tag: MOBILE_SITE,
    dist: MOBILE_DIST,
    origin: MOBILE,
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  },
] as const;

const suggestion = (html: string) =>
  /"initInfo:[^"]*":\{"languageInfo":\{[^]*?"suggest":(null|\{"value":"([a-z]+)")/.exec(
    html,
  )?.[2] ?? null;

for (const { site, tag, dist, origin, ua } of SITES) {
  test.describe(`the ${site} site's server bundle in workerd`, { tag }, () => {
    let worker: Miniflare;
    test.beforeAll(async () => {
      // Bundling the desktop's 7 MB entry and workerd's first compile of it take a while.
      test.setTimeout(300_000);
      const entry = `${dist}/.ssr/entry-server.js`;
      if (!existsSync(entry))
        throw new Error(`no server entry in ${dist}/.ssr: build the app first`);
      const script = await bundleWorker({ serverEntry: entry });
      worker = new Miniflare({
        modules: [{ type: 'ESModule', path: 'worker.js', contents: script }],
        compatibilityDate: '2026-04-01',
        compatibilityFlags: ['nodejs_compat'],
        bindings: {
          DESKTOP_ORIGIN: DESKTOP,
          MOBILE_ORIGIN: MOBILE,
          SITE: site,
          API_ORIGIN: `http://127.0.0.1:${API_PORT}`,
        },
        assets: {
          directory: dist,
          binding: 'ASSETS',
          routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
          assetConfig: { not_found_handling: 'single-page-application' },
        },
      });
    });
    test.afterAll(async () => {
      await worker?.dispose();
    });

    test('renders a page for a German browser as the gateway does, and redirects to login', async ({
      request,
    }) => {
      test.setTimeout(300_000);
      const headers = { 'user-agent': ua, 'accept-language': GERMAN };
      const inWorkerd = await worker.dispatchFetch(`${origin}/helpCenter`, { headers });
      const html = await inWorkerd.text();
      expect(inWorkerd.status).toBe(200);
      expect(html).toMatch(/<div id="root"><[a-z]/);
      expect(suggestion(html)).toBe('de');
      const inNode = await request.get(`${origin}/helpCenter`, { headers });
      const gateway = await inNode.text();
      expect(suggestion(gateway)).toBe('de');
      const title = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];
      expect(title(html)).toBe(title(gateway));
      // A policy made from the page itself, no inline style allowed (hashes and a nonce only).
      const policy = inWorkerd.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self' 'sha256-");
      expect(policy).not.toContain('unsafe-inline');
      expect(inWorkerd.headers.get('cache-control')).toBe(inNode.headers()['cache-control']);

      const away = await worker.dispatchFetch(`${origin}/orderList?partner=x`, {
        headers,
        redirect: 'manual',
      });
      expect(away.status).toBe(302);
      const gatewayAway = await request.get(`${origin}/orderList?partner=x`, {
        headers,
        maxRedirects: 0,
      });
      expect(away.headers.get('location')).toBe(gatewayAway.headers().location);
    });
  });
}
