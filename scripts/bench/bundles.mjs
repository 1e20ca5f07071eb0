// The page, and the JavaScript and CSS each route loads in a real browser, measured from the built
// files: raw, gzip and brotli. Also names the largest chunks of each route.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, devices } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@gemlane/testing/chromium';
import { PUBLIC_PAGES } from './pages.mjs';

export const ROUTES = PUBLIC_PAGES;

const sizeCache = new Map();
function sizes(file) {
  if (!sizeCache.has(file)) {
    const body = readFileSync(file);
    sizeCache.set(file, {
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizeCache.get(file);
}

export async function measureRoutes({ origin, dist, mobile }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const results = [];
  for (const route of ROUTES) {
    // A fresh context per route: a first visit, nothing in the browser's cache from the route
    // before (a chunk served from the memory cache was left out of the later routes' figures).
    const context = await browser.newContext(
      mobile ? { ...devices['Pixel 7'] } : { viewport: { width: 1440, height: 900 } },
    );
    const page = await context.newPage();
    const loaded = new Set();
    let html = Buffer.alloc(0);
    page.on('response', async (res) => {
      // The page itself: a server-rendered page carries its first-paint CSS inside.
      if (res.request().isNavigationRequest() && res.url().startsWith(origin))
        html = await res.body().catch(() => html);
      const url = new URL(res.url());
      const type = res.request().resourceType();
      if (url.origin === origin && (type === 'script' || type === 'stylesheet'))
        loaded.add(url.pathname);
    });
    let inFlight = 0;
    page.on('request', () => (inFlight += 1));
    for (const done of ['requestfinished', 'requestfailed']) page.on(done, () => (inFlight -= 1));
    await page.goto(origin + route, { waitUntil: 'networkidle', timeout: 120_000 });
    // A server-rendered page adds its scripts after the first paint (at the latest 1 s after
    // parsing), which can come after Playwright's network idle: wait past that, then for 500 ms
    // without a request in flight, so a route is never measured before its app has loaded.
    await page.waitForTimeout(1_500);
    const until = Date.now() + 15_000;
    for (let quiet = 0; quiet < 5 && Date.now() < until; quiet = inFlight > 0 ? 0 : quiet + 1)
      await page.waitForTimeout(100);
    const totals = { js: { raw: 0, gzip: 0, brotli: 0 }, css: { raw: 0, gzip: 0, brotli: 0 } };
    const chunks = [];
    for (const path of loaded) {
      const file = join(dist, path);
      if (!existsSync(file)) continue;
      const s = sizes(file);
      const kind = path.endsWith('.css') ? 'css' : 'js';
      for (const k of ['raw', 'gzip', 'brotli']) totals[kind][k] += s[k];
      chunks.push({ path, ...s });
    }
    chunks.sort((a, b) => b.gzip - a.gzip);
    const document = {
      raw: html.length,
      gzip: gzipSync(html, { level: 9 }).length,
      brotli: brotliCompressSync(html).length,
    };
    results.push({ route, document, ...totals, largest: chunks.slice(0, 3), chunks });
    await context.close();
  }
  await browser.close();
  return results;
}
