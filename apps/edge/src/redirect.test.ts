import { describe, expect, it } from 'vitest';
import {
  ALL_CASES,
  DESKTOP_ORIGIN,
  GOOGLEBOT_UA,
  MOBILE_ORIGIN,
  PC_UA,
  PHONE_UA,
  type EdgeCase,
} from '../test/cases.ts';
import { runCorpus } from '../test/corpus-run.ts';
import { expectEdgeCase } from '../test/expect-edge-case.ts';
import { USER_AGENTS } from '../test/user-agents.ts';
import { createRedirectHandler, isBypassPath, readViewCookie } from './redirect.ts';

const served: Request[] = [];
const handler = createRedirectHandler({
  desktopOrigin: DESKTOP_ORIGIN,
  mobileOrigin: MOBILE_ORIGIN,
  passThrough: (request) => {
    served.push(request);
    return new Response('app shell', {
      headers: { 'content-type': 'text/html', vary: 'Accept-Encoding' },
    });
  },
});

function run(c: EdgeCase): Promise<Response> {
  return Promise.resolve(
    handler(new Request(c.url, { method: c.method ?? 'GET', headers: c.headers })),
  );
}

describe('the user agent table', () => {
  it('holds at least 100 real user agents of every kind', () => {
    expect(USER_AGENTS.length).toBeGreaterThanOrEqual(100);
    const kinds = new Set(USER_AGENTS.map((c) => c.kind));
    expect([...kinds].sort()).toEqual(['bot', 'desktop', 'in-app', 'phone', 'tablet']);
    expect(new Set(USER_AGENTS.map((c) => c.ua)).size).toBeGreaterThanOrEqual(
      USER_AGENTS.length - 2,
    );
  });
});

describe('createRedirectHandler in Node', () => {
  it('sends at least 99% of a public corpus of real user agents to the right site', async () => {
    const result = await runCorpus(
      (url, headers) => Promise.resolve(handler(new Request(url, { headers }))),
      'the edge handler in Node on the user-agent corpus',
    );
    expect(result.share).toBeGreaterThanOrEqual(0.99);
  });

  it.each(ALL_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    expectEdgeCase(c, await run(c));
  });

  it('serves the page where it is, marking it as device-dependent', async () => {
    const response = await run({
      name: '',
      url: `${MOBILE_ORIGIN}/home`,
      headers: { 'user-agent': PHONE_UA },
      location: null,
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('app shell');
    expect(response.headers.get('vary')).toBe(
      'Accept-Encoding, User-Agent, Sec-CH-UA-Mobile, Cookie',
    );
    expect(response.headers.get('accept-ch')).toBe('Sec-CH-UA-Mobile');
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('sends Strict-Transport-Security only over https, Cross-Origin-Opener-Policy on every page', async () => {
    const local = createRedirectHandler({
      desktopOrigin: 'http://localhost:8080',
      mobileOrigin: 'http://localhost:8081',
      passThrough: () => new Response('page', { headers: { 'content-type': 'text/html' } }),
    });
    for (const ua of [PHONE_UA, PC_UA, GOOGLEBOT_UA]) {
      const response = await local(
        new Request('http://localhost:8080/home', { headers: { 'user-agent': ua } }),
      );
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
    const crawler = await run({
      name: '',
      url: `${MOBILE_ORIGIN}/home`,
      headers: { 'user-agent': GOOGLEBOT_UA },
      location: null,
    });
    expect(crawler.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
    expect(crawler.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('leaves asset and /api responses cacheable for everyone (no device Vary)', async () => {
    for (const path of ['/assets/app-1.js', '/api/game/list']) {
      const response = await run({
        name: '',
        url: `${DESKTOP_ORIGIN}${path}`,
        headers: { 'user-agent': PHONE_UA },
        location: null,
      });
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
    }
  });

  it('passes the original request through untouched (method, body, headers)', async () => {
    served.length = 0;
    const response = await handler(
      new Request(`${DESKTOP_ORIGIN}/api/order`, {
        method: 'POST',
        body: '{"a":1}',
        headers: { 'user-agent': PHONE_UA, 'x-auth-token': 't' },
      }),
    );
    expect(response.status).toBe(200);
    expect(served).toHaveLength(1);
    expect(served[0]!.method).toBe('POST');
    expect(served[0]!.headers.get('x-auth-token')).toBe('t');
    expect(await served[0]!.text()).toBe('{"a":1}');
  });

  it('marks the view cookie Secure only on https origins and can share it across hosts', async () => {
    const local = createRedirectHandler({
      desktopOrigin: 'http://localhost:8080/',
      mobileOrigin: 'http://localhost:8081',
      cookieDomain: 'localhost',
      passThrough: () => new Response('ok'),
    });
    const response = await local(new Request('http://localhost:8080/home?view=mobile'));
    expect(response.headers.get('location')).toBe('http://localhost:8081/home?view=mobile');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toBe(
      'gl_view=mobile; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Domain=localhost',
    );
  });

  it('refuses a configuration that could redirect anywhere else', () => {
    const passThrough = () => new Response('');
    expect(() =>
      createRedirectHandler({
        desktopOrigin: 'https://a.test',
        mobileOrigin: 'https://a.test/',
        passThrough,
      }),
    ).toThrow();
    expect(() =>
      createRedirectHandler({
        desktopOrigin: 'https://a.test/x',
        mobileOrigin: 'https://m.a.test',
        passThrough,
      }),
    ).toThrow();
    expect(() =>
      createRedirectHandler({
        desktopOrigin: 'javascript:alert(1)',
        mobileOrigin: 'https://m.a.test',
        passThrough,
      }),
    ).toThrow();
    expect(() =>
      createRedirectHandler({
        desktopOrigin: 'not a url',
        mobileOrigin: 'https://m.a.test',
        passThrough,
      }),
    ).toThrow();
  });

  it('never sends a follow-up of its own redirect back (no loops for any table entry)', async () => {
    for (const c of USER_AGENTS) {
      for (const start of [DESKTOP_ORIGIN, MOBILE_ORIGIN]) {
        for (const cookie of ['', 'gl_view=desktop', 'gl_view=mobile']) {
          let url = `${start}/gameZone/pubg?partner=x`;
          let hops = 0;
          for (;;) {
            const headers: Record<string, string> = { 'user-agent': c.ua, cookie };
            if (c.hint) headers['sec-ch-ua-mobile'] = c.hint;
            const response = await handler(new Request(url, { headers }));
            if (response.status !== 302) break;
            url = response.headers.get('location')!;
            hops += 1;
            expect(hops, `${c.name} from ${start} with "${cookie}"`).toBeLessThanOrEqual(1);
          }
        }
      }
    }
  });
});

describe('helpers', () => {
  it.each([
    ['/api', 'api'],
    ['/api/x', 'api'],
    ['/apix', null],
    ['/assets/a.js', 'asset'],
    ['/assets/', 'asset'],
    ['/favicon.ico', 'asset'],
    ['/robots.txt', 'asset'],
    ['/logo.SVG', 'asset'],
    ['/gameZone/pubg', null],
    ['/blog/v1.2-notes', null],
    ['/', null],
  ] as const)('isBypassPath(%s) = %s', (path, expected) => {
    expect(isBypassPath(path)).toBe(expected);
  });

  it('reads the view cookie among others and ignores garbage', () => {
    expect(readViewCookie('a=1; gl_view=mobile')).toBe('mobile');
    expect(readViewCookie('gl_view=desktop;x=y')).toBe('desktop');
    expect(readViewCookie('gl_view=other')).toBeNull();
    expect(readViewCookie('gl_view')).toBeNull();
    expect(readViewCookie(null)).toBeNull();
  });
});
