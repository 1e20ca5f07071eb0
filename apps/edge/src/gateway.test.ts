import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PC_UA, PHONE_UA } from '../test/cases.ts';
import { startGateway, type RunningGateway } from './gateway.ts';

const DESKTOP_PORT = 4311;
const MOBILE_PORT = 4312;
const DESKTOP = `http://localhost:${DESKTOP_PORT}`;
const MOBILE = `http://localhost:${MOBILE_PORT}`;
const fixture = (path: string) =>
  fileURLToPath(new URL(`../test/fixtures/${path}`, import.meta.url));
// Three levels above a fixture app folder sits apps/edge/package.json: what a traversal would leak.

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Raw HTTP (no automatic decompression or path normalisation), so the bytes are what we check. */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; path?: string } = {},
): Promise<Answer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: options.path ?? `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
let upstream: Server;
const seen: Seen[] = [];
let gateway: RunningGateway;

beforeAll(async () => {
  // A fake API server that echoes what reached it.
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(req.url === '/api/missing' ? 404 : 201, [
        'content-type',
        'application/json',
        'set-cookie',
        'a=1; Path=/',
        'set-cookie',
        'b=2; Path=/',
      ]);
      res.end(JSON.stringify({ code: 0, data: { method: req.method, body }, message: 'ok' }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  gateway = await startGateway({
    host: '127.0.0.1',
    desktopPort: DESKTOP_PORT,
    mobilePort: MOBILE_PORT,
    desktopOrigin: DESKTOP,
    mobileOrigin: MOBILE,
    desktopDist: fixture('desktop-dist'),
    mobileDist: fixture('mobile-dist'),
    apiUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
  });
});

afterAll(async () => {
  await gateway?.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

describe('the redirect through the gateway', () => {
  it("sends the issue's phone from the desktop port to the mobile port, path and query intact", async () => {
    const answer = await send(`${DESKTOP}/gameZone/pubg?partner=x`, {
      headers: { 'user-agent': PHONE_UA },
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(`${MOBILE}/gameZone/pubg?partner=x`);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers.vary).toBe('User-Agent, Sec-CH-UA-Mobile, Cookie');
  });

  it('sends a PC from the mobile port to the desktop port', async () => {
    const answer = await send(`${MOBILE}/gameZone/pubg?partner=x`, {
      headers: { 'user-agent': PC_UA },
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(`${DESKTOP}/gameZone/pubg?partner=x`);
  });

  it('ignores a spoofed Host header and an absolute-form request target', async () => {
    const spoofed = await send(`${DESKTOP}/home`, {
      headers: { 'user-agent': PHONE_UA, host: 'evil.example' },
    });
    expect(spoofed.headers.location).toBe(`${MOBILE}/home`);
    const absolute = await send(`${DESKTOP}/home`, {
      path: 'http://evil.example/home?x=1',
      headers: { 'user-agent': PHONE_UA },
    });
    expect(absolute.headers.location).toBe(`${MOBILE}/home?x=1`);
  });

  it('remembers ?view=desktop in a cookie for a phone and then keeps it on the desktop app', async () => {
    const choice = await send(`${DESKTOP}/home?view=desktop`, {
      headers: { 'user-agent': PHONE_UA },
    });
    expect(choice.status).toBe(200);
    expect(choice.headers['set-cookie']).toEqual([
      'gl_view=desktop; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly',
    ]);
    const next = await send(`${DESKTOP}/home`, {
      headers: { 'user-agent': PHONE_UA, cookie: 'gl_view=desktop' },
    });
    expect(next.status).toBe(200);
  });
});

describe('serving the built apps', () => {
  it('falls back to index.html for client-side routes, revalidated on every use', async () => {
    const answer = await send(`${DESKTOP}/gameZone/pubg?partner=x`, {
      headers: { 'user-agent': PC_UA },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body.toString()).toContain('<title>Gemlane desktop fixture</title>');
    // Each desktop answer carries its own style nonce: for this browser only.
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.headers.vary).toContain('User-Agent');
    const mobile = await send(`${MOBILE}/gameZone/pubg`, { headers: { 'user-agent': PHONE_UA } });
    expect(mobile.headers['cache-control']).toBe('no-cache');
  });

  it('serves each origin its own app', async () => {
    const mobile = await send(`${MOBILE}/me`, { headers: { 'user-agent': PHONE_UA } });
    expect(mobile.body.toString()).toContain('Gemlane mobile fixture');
  });

  it('caches hashed assets forever and gives them their type', async () => {
    const answer = await send(`${DESKTOP}/assets/index-F1xturedesktop.css`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(answer.body.toString()).toBe(
      readFileSync(fixture('desktop-dist/assets/index-F1xturedesktop.css'), 'utf8'),
    );
  });

  it('answers 404 for a missing file instead of the app shell', async () => {
    for (const path of ['/assets/index-gone.js', '/missing.png']) {
      const answer = await send(`${DESKTOP}${path}`, { headers: { 'user-agent': PC_UA } });
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString()).not.toContain('<html');
    }
  });

  it('never serves a file outside the app folder', async () => {
    for (const path of [
      '/../../../package.json',
      '/..%2f..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2f..%2f..%2fpackage.json',
      '/assets/..%5c..%5c..%5c..%5cpackage.json',
      '/%00.js',
    ]) {
      const answer = await send(`${DESKTOP}/`, { path, headers: { 'user-agent': PC_UA } });
      expect(answer.body.toString(), path).not.toContain('@gemlane/edge');
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await send(`${DESKTOP}/assets/index-F1xturedesktop.js`);
    const again = await send(`${DESKTOP}/assets/index-F1xturedesktop.js`, {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers HEAD with headers only', async () => {
    const answer = await send(`${DESKTOP}/assets/index-F1xturedesktop.css`, { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
  });
});

describe('methods other than GET and HEAD', () => {
  it('answer 405 with Allow on both sites: TRACE, an unusual one and POST, never a 500', async () => {
    for (const origin of [DESKTOP, MOBILE]) {
      for (const method of ['TRACE', 'PROPFIND', 'POST', 'DELETE']) {
        const answer = await send(`${origin}/home`, {
          method,
          headers: { 'user-agent': PC_UA },
          body: method === 'POST' ? 'a=1' : undefined,
        });
        expect(answer.status, `${method} ${origin}`).toBe(405);
        expect(answer.headers.allow, `${method} ${origin}`).toBe('GET, HEAD');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
      }
    }
  });

  it('still hands /api every method (the API answers its own)', async () => {
    const answer = await send(`${DESKTOP}/api/echo`, { method: 'DELETE' });
    expect(answer.status).toBe(201);
  });
});

describe('compression', () => {
  const source = () => readFileSync(fixture('desktop-dist/assets/index-F1xturedesktop.js'));

  it('brotli-compresses text assets for browsers that accept it', async () => {
    const answer = await send(`${DESKTOP}/assets/index-F1xturedesktop.js`, {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.body.length).toBeLessThan(source().length / 2);
    expect(brotliDecompressSync(answer.body)).toEqual(source());
  });

  it('gzips for gzip-only clients and sends identity when nothing is accepted', async () => {
    const gz = await send(`${DESKTOP}/assets/index-F1xturedesktop.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body)).toEqual(source());
    const refused = await send(`${DESKTOP}/assets/index-F1xturedesktop.js`, {
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toEqual(source());
  });

  it('prefers a precompressed sibling the build emitted', async () => {
    const answer = await send(`${MOBILE}/assets/index-F1xturemobile.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body).toEqual(
      readFileSync(fixture('mobile-dist/assets/index-F1xturemobile.js.gz')),
    );
    expect(gunzipSync(answer.body)).toEqual(
      readFileSync(fixture('mobile-dist/assets/index-F1xturemobile.js')),
    );
  });

  it('does not compress tiny files', async () => {
    const answer = await send(`${DESKTOP}/assets/index-F1xturedesktop.css`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});

describe('security headers', () => {
  it("gives the desktop shell a strict CSP: the kit's styles by this response's nonce, never 'unsafe-inline'", async () => {
    const answer = await send(`${DESKTOP}/home`, { headers: { 'user-agent': PC_UA } });
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    // The nonce of the policy is the one the page carries for its kit, and a new one each time.
    const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]{24})';/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(answer.body.toString()).toContain(`<meta name="gemlane:style-nonce" nonce="${nonce}">`);
    const again = await send(`${DESKTOP}/home`, { headers: { 'user-agent': PC_UA } });
    expect(String(again.headers['content-security-policy'])).not.toContain(nonce);
    expect(again.headers.etag).toBeUndefined();
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['permissions-policy']).toContain('camera=()');
  });

  it('isolates the opener on pages and pins no https on a plain-http origin', async () => {
    const answer = await send(`${MOBILE}/home`, { headers: { 'user-agent': PHONE_UA } });
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('allows exactly the inline rem script of the mobile shell by its hash, and no inline styles', async () => {
    const answer = await send(`${MOBILE}/home`, { headers: { 'user-agent': PHONE_UA } });
    const html = answer.body.toString();
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const hash = createHash('sha256').update(inline).digest('base64');
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).toContain("style-src 'self';");
  });

  it('sends nosniff with files too', async () => {
    const answer = await send(`${MOBILE}/robots.txt`);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the /api proxy', () => {
  it('forwards method, path, query, headers and body, setting x-forwarded-*', async () => {
    seen.length = 0;
    const body = JSON.stringify({ gameId: 'pubg', playerId: '5123456789' });
    const answer = await send(`${DESKTOP}/api/order/create?x=1`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-auth-token': 'tok',
        'user-agent': PHONE_UA,
        'x-forwarded-for': '203.0.113.9',
      },
    });
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body.toString())).toEqual({
      code: 0,
      data: { method: 'POST', body },
      message: 'ok',
    });
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    const got = seen[0]!;
    expect(got.method).toBe('POST');
    expect(got.url).toBe('/api/order/create?x=1');
    expect(got.body).toBe(body);
    expect(got.headers['x-auth-token']).toBe('tok');
    // The client's own x-forwarded-for is replaced by the address the gateway saw.
    expect(got.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(got.headers['x-forwarded-proto']).toBe('http');
    expect(got.headers['x-forwarded-host']).toBe(`127.0.0.1:${DESKTOP_PORT}`);
  });

  it('streams a large upload through', async () => {
    seen.length = 0;
    const big = 'x'.repeat(2_000_000);
    const answer = await send(`${MOBILE}/api/upload`, { method: 'PUT', body: big });
    expect(answer.status).toBe(201);
    expect(seen[0]!.body.length).toBe(big.length);
  });

  it('passes upstream error statuses through and never redirects /api', async () => {
    const answer = await send(`${DESKTOP}/api/missing`, { headers: { 'user-agent': PHONE_UA } });
    expect(answer.status).toBe(404);
  });

  it('answers 502 with the API envelope when the API server is down', async () => {
    const down = await startGateway({
      host: '127.0.0.1',
      desktopPort: 4313,
      mobilePort: 4314,
      desktopOrigin: 'http://localhost:4313',
      mobileOrigin: 'http://localhost:4314',
      desktopDist: fixture('desktop-dist'),
      mobileDist: fixture('mobile-dist'),
      apiUrl: 'http://127.0.0.1:1',
    });
    try {
      const answer = await send('http://localhost:4313/api/health');
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 502 });
    } finally {
      await down.close();
    }
  });
});

describe('the warm-up after a start', () => {
  it('renders each site’s home once, as its own device class, before any visitor asks', async () => {
    // Each site's build with a server entry that notes every page it renders.
    const root = mkdtempSync(join(tmpdir(), 'gemlane-warm-up-'));
    const renders: string[] = [];
    (globalThis as { gemlaneWarmUpRenders?: string[] }).gemlaneWarmUpRenders = renders;
    for (const site of ['desktop', 'mobile']) {
      cpSync(fixture(`${site}-dist`), join(root, site), { recursive: true });
      mkdirSync(join(root, site, '.ssr'));
      writeFileSync(
        join(root, site, '.ssr', 'entry-server.js'),
        `export async function render({ url, template }) {
          globalThis.gemlaneWarmUpRenders.push('${site} ' + new URL(url).pathname);
          return { kind: 'page', status: 200, html: template };
        }`,
      );
    }
    const warm = await startGateway({
      host: '127.0.0.1',
      desktopPort: 0,
      mobilePort: 0,
      desktopOrigin: 'http://localhost:4321',
      mobileOrigin: 'http://localhost:4322',
      desktopDist: join(root, 'desktop'),
      mobileDist: join(root, 'mobile'),
      apiUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    });
    try {
      expect(renders).toEqual([]);
      await warm.warmUp();
      // Neither site sent the other's device away: each rendered its own home.
      expect(renders.toSorted()).toEqual(['desktop /home', 'mobile /home']);
    } finally {
      await warm.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('never fails the start when a site cannot render', async () => {
    const down = await startGateway({
      host: '127.0.0.1',
      desktopPort: 0,
      mobilePort: 0,
      desktopOrigin: 'http://localhost:4323',
      mobileOrigin: 'http://localhost:4324',
      desktopDist: fixture('desktop-dist'),
      mobileDist: fixture('mobile-dist'),
      apiUrl: 'http://127.0.0.1:9',
    });
    try {
      await expect(down.warmUp()).resolves.toBeUndefined();
    } finally {
      await down.close();
    }
  });
});
