// The render cache never answers one visitor with a page made for another who would see
// something else: the same address asked for by visitors who differ in one input each (language
// of the browser, device, partner, each cookie the render reads, our app, any other header) gets,
// through the gateway's kept renders, exactly the page a render of its own would have given.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createPageRenderer, renderCacheKey, type RenderResult } from './page-renderer.ts';

// A server entry whose page is every input it was given (test/fixtures/echo-entry).
const ROOT = fileURLToPath(new URL('../test/fixtures/echo-entry', import.meta.url));
const TEMPLATE =
  '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';
const ADDRESS = 'http://localhost:8081/gameZone/pubg';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const PC =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SETTING_DE = `gl_language_setting=${encodeURIComponent(
  JSON.stringify({ language: { value: 'de' }, currency: { value: 'EUR' } }),
)}`;

interface Visitor {
  name: string;
  path?: string;
  headers: Record<string, string>;
}

const base: Visitor = {
  name: 'an English iPhone visitor',
  headers: { 'user-agent': PHONE, 'accept-language': 'en-US,en;q=0.9' },
};
const visitors: Visitor[] = [
  base,
  { name: 'a German browser', headers: { ...base.headers, 'accept-language': 'de-DE,de;q=0.9' } },
  { name: 'no Accept-Language', headers: { 'user-agent': PHONE } },
  { name: 'another phone', headers: { ...base.headers, 'user-agent': ANDROID } },
  { name: 'a PC (?view=mobile)', headers: { ...base.headers, 'user-agent': PC } },
  { name: 'Sec-CH-UA-Mobile', headers: { ...base.headers, 'sec-ch-ua-mobile': '?1' } },
  { name: 'our app', headers: { ...base.headers, 'user-agent': `${PHONE} Gemlane/3.2.0` } },
  { name: 'a partner', path: '?partner=acme', headers: base.headers },
  { name: 'the lang link', path: '?lang=de', headers: base.headers },
  { name: 'a stored language', headers: { ...base.headers, cookie: SETTING_DE } },
  { name: 'a session', headers: { ...base.headers, cookie: 'gl_session=1' } },
  {
    name: 'a session and a language',
    headers: { ...base.headers, cookie: `gl_session=1; ${SETTING_DE}` },
  },
  { name: 'the view cookie', headers: { ...base.headers, cookie: 'gl_view=mobile' } },
  { name: 'a referrer', headers: { ...base.headers, referer: 'https://search.example/' } },
  { name: 'a forwarded address', headers: { ...base.headers, 'x-forwarded-for': '203.0.113.9' } },
  { name: 'another encoding', headers: { ...base.headers, 'accept-encoding': 'gzip' } },
];

const requestOf = (visitor: Visitor) =>
  new Request(`${ADDRESS}${visitor.path ?? ''}`, { headers: visitor.headers });
const pageOf = (result: RenderResult) => (result.kind === 'page' ? result.html : result.kind);
const renderer = () => {
  const render = createPageRenderer({ root: ROOT, apiUrl: 'http://127.0.0.1:9' });
  if (!render) throw new Error('the fixture has a server entry');
  return render;
};

describe('the render cache', () => {
  it('answers every visitor of one address with the page a render of their own gives', async () => {
    const own = new Map<string, string>();
    for (const visitor of visitors)
      own.set(visitor.name, pageOf(await renderer()(requestOf(visitor), TEMPLATE)));
    // One gateway, the visitors one after another within the cache's lifetime, in both orders.
    for (const order of [visitors, [...visitors].reverse()]) {
      const shared = renderer();
      for (const visitor of order) {
        const page = pageOf(await shared(requestOf(visitor), TEMPLATE));
        expect(page, visitor.name).toBe(own.get(visitor.name));
      }
    }
    const distinct = new Set(own.values()).size;
    console.log(
      `render cache: ${visitors.length} visitors of one address, ${distinct} distinct pages, ` +
        `${new Set(visitors.map((v) => renderCacheKey(requestOf(v), TEMPLATE))).size} keys, ` +
        `0 served another's page`,
    );
  });

  it('keys on exactly what changes the page: two visitors share a key only when their pages agree', async () => {
    const pages = await Promise.all(
      visitors.map(async (visitor) => ({
        visitor: visitor.name,
        key: renderCacheKey(requestOf(visitor), TEMPLATE),
        page: pageOf(await renderer()(requestOf(visitor), TEMPLATE)),
      })),
    );
    for (const a of pages)
      for (const b of pages) {
        if (a.key === b.key) expect(a.page, `${a.visitor} / ${b.visitor}`).toBe(b.page);
        else expect(a.page, `${a.visitor} / ${b.visitor}`).not.toBe(b.page);
      }
    // The render sees the browser's language, partner, cookies and our app...
    const keyOf = (name: string) => pages.find((p) => p.visitor === name)!.key;
    for (const name of [
      'a German browser',
      'no Accept-Language',
      'our app',
      'a partner',
      'the lang link',
      'a stored language',
      'a session',
    ])
      expect(keyOf(name), name).not.toBe(keyOf(base.name));
    // ...and not the device class, hints or other headers: those visitors share one render.
    for (const name of [
      'another phone',
      'a PC (?view=mobile)',
      'Sec-CH-UA-Mobile',
      'a referrer',
      'a forwarded address',
      'another encoding',
    ])
      expect(keyOf(name), name).toBe(keyOf(base.name));
  });

  it("never lets one site's render run beside the other's: each reads its own request's globals", async () => {
    // Two sites' renderers in one gateway (their entries share the browser globals they set).
    const desktop = renderer();
    const mobile = renderer();
    // Three each: one rendering, two waiting (within the queue's bounds, none refused).
    const requests = visitors
      .slice(0, 6)
      .map((visitor, i) => new Request(`${ADDRESS}?n=${i}`, { headers: visitor.headers }));
    const pages = await Promise.all(
      requests.map((request, i) => (i % 2 ? mobile : desktop)(request, TEMPLATE)),
    );
    pages.forEach((page, i) => {
      expect(JSON.parse(pageOf(page)).location).toBe(requests[i]!.url);
    });
  });
});
