// deploy/nginx.conf in Debian's nginx, in front of the built sites (the fixture apps when the apps
// are not built): the same decisions as the handler on the whole case table, a fresh style nonce
// in each desktop page and its policy, and the headers of pages, assets and redirects. Never
// skipped: without nginx this fails and says how to install it (.ci/run installs it).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type RunningNginx } from '../deploy/nginx-harness.ts';
import { ALL_CASES, DESKTOP_ORIGIN, MOBILE_ORIGIN, PC_UA, PHONE_UA } from '../test/cases.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const built =
  existsSync(here('../../desktop/dist/index.html')) &&
  existsSync(here('../../mobile/dist/index.html'));
const DESKTOP_DIST = built ? here('../../desktop/dist') : here('../test/fixtures/desktop-dist');
const MOBILE_DIST = built ? here('../../mobile/dist') : here('../test/fixtures/mobile-dist');
// Proof stacks' range (CONTRIBUTING.md: 44xx); NGINX_TEST_PORT moves it.
const PORT = Number(process.env.NGINX_TEST_PORT ?? 4431);

// A request to the right host name on another port: nginx matches `Host` without its port, the
// handler compares whole origins. A deployment listening on 443 only never receives it.
const KNOWN_DIFFERENCES = new Set(['same host on another port is another origin']);

let nginx: RunningNginx;
beforeAll(async () => {
  nginx = await startNginx({ port: PORT, desktopDist: DESKTOP_DIST, mobileDist: MOBILE_DIST });
  console.log(`nginx in front of ${built ? 'the built apps' : 'the fixture apps'}`);
});
afterAll(async () => {
  await nginx?.stop();
});

const header = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : (value ?? '');

describe('deploy/nginx.conf in nginx', () => {
  it('decides as the handler does on the case table', async () => {
    const differ: string[] = [];
    for (const c of ALL_CASES) {
      const headers = Object.fromEntries(
        Object.entries(c.headers ?? {}).filter(([name]) => name !== 'host'),
      );
      const answer = await nginx.send(c.url, { method: c.method ?? 'GET', headers });
      const location = answer.status === 302 ? header(answer.headers.location) : null;
      if (location !== c.location) differ.push(c.name);
    }
    console.log(
      `nginx agrees with the handler on ${ALL_CASES.length - differ.length} of ${ALL_CASES.length} cases`,
    );
    expect(differ.filter((name) => !KNOWN_DIFFERENCES.has(name))).toEqual([]);
  });

  it('writes a fresh style nonce into each desktop page and allows exactly it', async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const page = await nginx.send(`${DESKTOP_ORIGIN}/home`, { headers: { 'user-agent': PC_UA } });
      expect(page.status).toBe(200);
      const nonce = /<meta name="gemlane:style-nonce" nonce="([^"]+)">/.exec(page.body)?.[1];
      expect(nonce, 'the nonce meta in the page').toBeTruthy();
      const csp = header(page.headers['content-security-policy']);
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      // Never kept: a 304 or a shared copy would pair an old page with a new nonce.
      expect(header(page.headers['cache-control'])).toBe('private, no-cache');
      expect(page.headers.etag).toBeUndefined();
      nonces.push(nonce!);
    }
    expect(new Set(nonces).size).toBe(2);
  });

  it('sends the security headers on pages, assets and redirects', async () => {
    const page = await nginx.send(`${MOBILE_ORIGIN}/home`, { headers: { 'user-agent': PHONE_UA } });
    const redirect = await nginx.send(`${DESKTOP_ORIGIN}/home`, {
      headers: { 'user-agent': PHONE_UA },
    });
    expect(redirect.status).toBe(302);
    expect(header(redirect.headers.location)).toBe(`${MOBILE_ORIGIN}/home`);
    expect(header(redirect.headers['cache-control'])).toBe('private, no-store');
    for (const answer of [page, redirect]) {
      expect(header(answer.headers['x-content-type-options'])).toContain('nosniff');
      expect(header(answer.headers['x-frame-options'])).toContain('DENY');
      expect(header(answer.headers['referrer-policy'])).toContain(
        'strict-origin-when-cross-origin',
      );
      expect(header(answer.headers['strict-transport-security'])).toContain('max-age=31536000');
      expect(header(answer.headers['cross-origin-opener-policy'])).toBe('same-origin');
      expect(header(answer.headers.vary)).toContain('Sec-CH-UA-Mobile');
      expect(header(answer.headers['permissions-policy'])).toContain('camera=()');
    }
    expect(page.status).toBe(200);
    expect(header(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const asset = /(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    expect(asset, 'a script of the mobile page').toBeTruthy();
    const script = await nginx.send(`${MOBILE_ORIGIN}${asset}`, {
      headers: { 'user-agent': PHONE_UA },
    });
    expect(script.status).toBe(200);
    expect(header(script.headers['cache-control'])).toBe('public, max-age=31536000, immutable');
    expect(header(script.headers['x-content-type-options'])).toContain('nosniff');
    // A file under /api is the API's (an image it serves), never looked up in the app folder: the
    // upstream answers it, or nginx says the upstream is down (502), never the folder's 404.
    const api = await nginx.send(`${MOBILE_ORIGIN}/api/static/banner/1.svg`, {
      headers: { 'user-agent': PHONE_UA },
    });
    expect([200, 502]).toContain(api.status);
  });
});
