// The node:http fast path of fresh read-cache hits (src/lib/read-fast-path.ts) against the Hono
// path it short-cuts: over real sockets, the same request gets the same status line, headers (in
// order) and body bytes from both; everything it must not answer still reaches Hono.
import { createServer, type RequestListener, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints, HEADER } from '@gemlane/contract';
import { createApp, JSON_BODY_LIMIT } from '../src/app.ts';
import { createLogger } from '../src/lib/log.ts';
import { READ_CACHE_TTL_MS } from '../src/lib/read-cache.ts';
import { withReadFastPath } from '../src/lib/read-fast-path.ts';
import { startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let honoPort: number;
let fastPort: number;
/** Requests the fast-path server handed on to Hono. */
let handedOn = 0;
/** Access log lines, written by both servers. */
const logged: string[] = [];
const servers: Server[] = [];

async function listen(listener: RequestListener): Promise<number> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  t = await startTestApp();
  // Both servers share one app, one database and so one read cache; only the listener differs.
  const deps = {
    ...t.deps,
    log: createLogger('info', { test: true }, (_level, line) => logged.push(line)),
  };
  const hono = getRequestListener(createApp(deps).fetch);
  honoPort = await listen(hono);
  const fast = withReadFastPath(deps, (req, res) => {
    handedOn += 1;
    return hono(req, res);
  });
  fastPort = await listen((req, res) => {
    // A request marked x-refuse-once has its first writeHead refused, as Node refuses a bad header.
    if (req.headers['x-refuse-once']) {
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
      let refused = false;
      res.writeHead = ((...args: unknown[]) => {
        if (refused) return writeHead(...args);
        refused = true;
        throw new TypeError('refused header');
      }) as typeof res.writeHead;
    }
    fast(req, res);
  });
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  await t.close();
});

interface RawAnswer {
  /** Status line and header lines as sent, the Date line taken out (it moves with the clock). */
  head: string;
  body: Buffer;
}

/** Sends `request` as is over a fresh connection and reads the whole answer (Connection: close). */
function exchange(port: number, request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      resolve({
        head: all
          .subarray(0, split)
          .toString('latin1')
          .split('\r\n')
          .filter((line) => !/^date:/i.test(line))
          .join('\n'),
        body: all.subarray(split + 4),
      });
    });
    // No half-close: Node's server ends a socket whose client ended before the answer was ready.
    socket.write(request);
  });
}

interface RawRequest {
  method?: string;
  target: string;
  headers?: Record<string, string>;
  body?: string;
  /** Replaces the Host header. */
  host?: string;
}

function requestText(r: RawRequest, port: number): string {
  const lines = [`${r.method ?? 'GET'} ${r.target} HTTP/1.1`];
  lines.push(`Host: ${r.host ?? `127.0.0.1:${port}`}`);
  for (const [name, value] of Object.entries(r.headers ?? {})) lines.push(`${name}: ${value}`);
  if (r.body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(r.body)}`);
  lines.push('Connection: close');
  return `${lines.join('\r\n')}\r\n\r\n${r.body ?? ''}`;
}

/** The request sent to the Hono-only server and to the fast-path server (the Hono one first,
 *  so a cacheable answer is in the cache); reports which path the second answer took. */
async function both(
  r: RawRequest,
): Promise<{ hono: RawAnswer; fast: RawAnswer; fastPath: boolean }> {
  const hono = await exchange(honoPort, requestText(r, honoPort));
  const before = handedOn;
  const fast = await exchange(fastPort, requestText(r, fastPort));
  return { hono, fast, fastPath: handedOn === before };
}

function expectSame(a: RawAnswer, b: RawAnswer): void {
  expect(b.head).toBe(a.head);
  expect(b.body.equals(a.body)).toBe(true);
}

const json = { 'content-type': 'application/json' };
const catalogue = endpoints.gameListByClassify.path;
const search = endpoints.searchGame.path;
const zone = `${endpoints.getGameZone.path}?gameZonePath=genshin-impact-top-up`;

describe('fresh hits are answered before Hono, byte for byte like Hono', () => {
  it('a catalogue GET in another currency and language, with the client request id', async () => {
    const r = {
      target: catalogue,
      headers: { [HEADER.currency]: 'EUR', [HEADER.locale]: 'de', 'x-request-id': 'fast-1' },
    };
    const { hono, fast, fastPath } = await both(r);
    expect(fastPath).toBe(true);
    expect(hono.head).toMatch(/^HTTP\/1\.1 200 OK\n/);
    expect(hono.head).toContain('\nx-request-id: fast-1\n');
    expect(hono.head).toContain('\nvary: x-currency, x-locale, accept-encoding\n');
    expectSame(hono, fast);
    const body = JSON.parse(fast.body.toString('utf8')) as { data: { name: string }[] };
    expect(body.data.map((c) => c.name)).toContain('Strategie');
  });

  it('a game zone GET with a query, and its 304 revalidation', async () => {
    const first = await both({ target: zone, headers: { 'x-request-id': 'fast-2' } });
    expect(first.fastPath).toBe(true);
    expectSame(first.hono, first.fast);
    const etag = /\netag: ("[^"]+")/.exec(first.fast.head)?.[1];
    expect(etag).toBeDefined();
    const again = await both({
      target: zone,
      headers: { 'x-request-id': 'fast-3', 'if-none-match': etag! },
    });
    expect(again.fastPath).toBe(true);
    expect(again.fast.head).toMatch(/^HTTP\/1\.1 304 Not Modified\n/);
    expect(again.fast.body.length).toBe(0);
    expectSame(again.hono, again.fast);
  });

  it('a search POST keyed by its body; a request id is made when none is sent', async () => {
    const body = JSON.stringify({ page: 1, pageSize: 20, gameName: 'gen' });
    const { hono, fast, fastPath } = await both({
      method: 'POST',
      target: search,
      headers: json,
      body,
    });
    expect(fastPath).toBe(true);
    const uuid = /\nx-request-id: ([0-9a-f-]{36})\n/;
    expect(hono.head).toMatch(uuid);
    expect(fast.head).toMatch(uuid);
    expect(fast.head.replace(uuid, '')).toBe(hono.head.replace(uuid, ''));
    expect(fast.body.equals(hono.body)).toBe(true);
    expect(JSON.parse(fast.body.toString('utf8')).data.list[0].gameName).toBe('Genshin Impact');
  });

  it('compressed as the client accepts, and revalidated per representation', async () => {
    const accept = { 'accept-encoding': 'gzip, deflate, br, zstd', 'x-request-id': 'fast-4' };
    const plain = await both({ target: catalogue, headers: { 'x-request-id': 'fast-4' } });
    const br = await both({ target: catalogue, headers: accept });
    expect(br.fastPath).toBe(true);
    expectSame(br.hono, br.fast);
    expect(br.fast.head).toContain('\ncontent-encoding: br\n');
    expect(brotliDecompressSync(br.fast.body).equals(plain.fast.body)).toBe(true);
    expect(br.fast.body.length).toBeLessThan(plain.fast.body.length / 3);
    const gzip = await both({
      target: catalogue,
      headers: { ...accept, 'accept-encoding': 'gzip' },
    });
    expectSame(gzip.hono, gzip.fast);
    expect(gunzipSync(gzip.fast.body).equals(plain.fast.body)).toBe(true);
    const etag = /\netag: ("[^"]+")/.exec(br.fast.head)?.[1];
    expect(etag).not.toBe(/\netag: ("[^"]+")/.exec(plain.fast.head)?.[1]);
    const again = await both({ target: catalogue, headers: { ...accept, 'if-none-match': etag! } });
    expect(again.fastPath).toBe(true);
    expect(again.fast.head).toMatch(/^HTTP\/1\.1 304 Not Modified\n/);
    expectSame(again.hono, again.fast);
  });

  it('the sign-in token does not change an anonymous read', async () => {
    const r = {
      target: catalogue,
      headers: { [HEADER.token]: 'not-a-session', 'x-request-id': 'x' },
    };
    const { hono, fast, fastPath } = await both(r);
    expect(fastPath).toBe(true);
    expectSame(hono, fast);
  });

  it('writes the same access log line as the app middleware', async () => {
    logged.length = 0;
    await both({ target: catalogue, headers: { 'x-request-id': 'log-1' } });
    const lines = logged.map((line) => {
      const { time, ms, ...rest } = JSON.parse(line) as Record<string, unknown>;
      expect(typeof time).toBe('string');
      expect(typeof ms).toBe('number');
      return rest;
    });
    expect(lines).toHaveLength(2);
    expect(lines[1]).toEqual(lines[0]);
    expect(lines[0]).toMatchObject({ msg: 'request', requestId: 'log-1', status: 200 });
  });
});

describe('everything else goes on to Hono', () => {
  it('a miss: the first read of a key, answered by Hono and cached for the next', async () => {
    const body = JSON.stringify({ page: 1, pageSize: 5, gameName: 'fast-path-miss' });
    const before = handedOn;
    const miss = await exchange(
      fastPort,
      requestText(
        { method: 'POST', target: search, headers: { ...json, 'x-request-id': 'm' }, body },
        fastPort,
      ),
    );
    expect(handedOn).toBe(before + 1);
    expect(miss.head).toMatch(/^HTTP\/1\.1 200 OK\n/);
    expect(JSON.parse(miss.body.toString('utf8')).data.total).toBe(0);
    const hit = await exchange(
      fastPort,
      requestText(
        { method: 'POST', target: search, headers: { ...json, 'x-request-id': 'm' }, body },
        fastPort,
      ),
    );
    expect(handedOn).toBe(before + 1);
    expectSame(miss, hit);
  });

  it('a hit Node refuses to start writing: Hono answers instead', async () => {
    const plain = await both({ target: catalogue, headers: { 'x-request-id': 'r' } });
    const before = handedOn;
    const refused = await exchange(
      fastPort,
      requestText(
        { target: catalogue, headers: { 'x-request-id': 'r', 'x-refuse-once': '1' } },
        fastPort,
      ),
    );
    expect(handedOn).toBe(before + 1);
    expectSame(plain.hono, refused);
  });

  it('an entry past its time to live (Hono serves it and refreshes it)', async () => {
    await both({ target: catalogue });
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + READ_CACHE_TTL_MS + 1);
    try {
      const before = handedOn;
      const stale = await exchange(fastPort, requestText({ target: catalogue }, fastPort));
      expect(handedOn).toBe(before + 1);
      expect(stale.head).toMatch(/^HTTP\/1\.1 200 OK\n/);
    } finally {
      clock.mockRestore();
    }
  });

  it.each([
    ['HEAD', { method: 'HEAD', target: catalogue }],
    ['OPTIONS', { method: 'OPTIONS', target: catalogue }],
    ['a call that is not cached', { target: endpoints.topBanner.path }],
    [
      'a signed-in call',
      { method: 'POST', target: endpoints.orderList.path, headers: json, body: '{}' },
    ],
    ['a percent-encoded path', { target: '/api/common/home/gameListByClassif%79' }],
    ['a trailing slash', { target: `${catalogue}/` }],
    ['a dot segment', { target: `/api/common/../common/home/gameListByClassify` }],
    ['an absolute target', { target: `http://127.0.0.1${catalogue}` }],
    ['an upper-case host', { target: catalogue, host: 'LOCALHOST' }],
    [
      'an oversized body',
      { method: 'POST', target: search, headers: json, body: ' '.repeat(JSON_BODY_LIMIT + 1) },
    ],
  ] as [string, RawRequest][])('%s', async (_name, r) => {
    // Warm the cache so that only the request's own shape can send it to Hono.
    await both({ target: catalogue });
    const request = { ...r, headers: { 'x-request-id': 'fixed', ...r.headers } };
    const { hono, fast, fastPath } = await both(request);
    expect(fastPath).toBe(false);
    expectSame(hono, fast);
  });
});
