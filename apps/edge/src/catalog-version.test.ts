// The gateway's kept renders are keyed by the catalogue's version: after a price edit (the API's
// version moves on) no page rendered before it is answered again, not even as a stale copy.
import { describe, expect, it } from 'vitest';
import { cachedRenders, catalogVersionFrom, type RenderResult } from './render-pipeline.ts';

const TEMPLATE = '<!doctype html><html><body><div id="root"></div></body></html>';
const request = () => new Request('http://localhost:8081/gameZone/pubg');
const html = (r: RenderResult) => (r.kind === 'page' ? r.html : r.kind);

describe('kept renders and the catalogue version', () => {
  it('answers a kept render while the version stays, and renders again once it moves', async () => {
    let price = 1999;
    let version = 'boot.0';
    let renders = 0;
    let clock = 0;
    const renderer = cachedRenders(
      async () => {
        renders += 1;
        return { kind: 'page', status: 200, html: `price ${price}` };
      },
      { version: async () => version, now: () => clock },
    );
    expect(html(await renderer(request(), TEMPLATE))).toBe('price 1999');
    expect(html(await renderer(request(), TEMPLATE))).toBe('price 1999');
    expect(renders).toBe(1);
    // A price edit: the API's version moves on, well inside the 10 s the render is kept.
    price = 2499;
    version = 'boot.1';
    clock += 1000;
    expect(html(await renderer(request(), TEMPLATE))).toBe('price 2499');
    expect(renders).toBe(2);
    // Past its TTL, a render of the old version is not answered as a stale copy either.
    clock += 20_000;
    price = 2999;
    version = 'boot.2';
    expect(html(await renderer(request(), TEMPLATE))).toBe('price 2999');
  });

  it('reads the version from the API once for requests that arrive together', async () => {
    const asked: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fakeFetch = (async (url: string | URL | Request) => {
      asked.push(String(url));
      await gate;
      return new Response(JSON.stringify({ code: 0, data: { version: 'abc.3' } }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    const version = catalogVersionFrom('http://127.0.0.1:3001', fakeFetch);
    const both = Promise.all([version(), version()]);
    release();
    expect(await both).toEqual(['abc.3', 'abc.3']);
    expect(asked).toEqual(['http://127.0.0.1:3001/api/catalog/version']);
    // A later request asks again (the edit may have happened since).
    expect(await version()).toBe('abc.3');
    expect(asked.length).toBe(2);
  });

  it('keeps nothing for a request when the API does not tell its version', async () => {
    const failing = (async () => {
      throw new Error('connection refused');
    }) as typeof fetch;
    const version = catalogVersionFrom('http://127.0.0.1:3001', failing);
    let renders = 0;
    const renderer = cachedRenders(
      async () => {
        renders += 1;
        return { kind: 'page', status: 200, html: 'page' };
      },
      { version },
    );
    await renderer(request(), TEMPLATE);
    await renderer(request(), TEMPLATE);
    expect(renders).toBe(2);
  });
});
