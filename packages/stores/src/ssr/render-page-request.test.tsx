// @vitest-environment node
// A server render's API calls see the visitor's request as the browser's own calls would: in Node,
// as the gateway runs it (jsdom's XMLHttpRequest writes its own Accept-Language).
import { Provider } from 'jotai/react';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createPageRenderer } from './render-page.tsx';

const TEMPLATE =
  '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';

const request = (path: string) => ({
  url: `http://localhost:4173${path}`,
  cookie: null,
  template: TEMPLATE,
});

describe('createPageRenderer', () => {
  const render = createPageRenderer({
    initI18n: () => Promise.resolve('en'),
    translate: (key) => key,
    tree: ({ store }) => (
      <Provider store={store}>
        <p>home</p>
      </Provider>
    ),
  });

  it("sends the visitor's Accept-Language with the render's API calls, as their browser would", async () => {
    const seen: { path: string; headers: IncomingHttpHeaders }[] = [];
    const api = createServer((req, res) => {
      seen.push({ path: req.url ?? '', headers: req.headers });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 500, data: null, message: 'not here' }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    try {
      await render({ ...request('/home'), apiBase, acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8' });
      const initInfo = seen.filter((call) => call.path.startsWith('/api/integrate/initInfo'));
      expect(initInfo.length).toBeGreaterThan(0);
      for (const call of seen)
        expect(call.headers['accept-language']).toBe('de-DE,de;q=0.9,en;q=0.8');
      seen.length = 0;
      await render({ ...request('/home'), apiBase });
      expect(seen.length).toBeGreaterThan(0);
      for (const call of seen) expect(call.headers['accept-language']).toBeUndefined();
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });
});
