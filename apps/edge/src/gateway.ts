// The local gateway: one Node HTTP server per origin, each running the edge handler in front of
// its built app, and forwarding /api to the API server.
import {
  request as httpRequest,
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import type { Site } from '@gemlane/env/site-links';
import { createRedirectHandler, type FetchHandler } from './redirect.ts';
import { catalogVersionFrom, createPageRenderer } from './page-renderer.ts';
import { isSiteMethod, methodNotAllowed } from './site-policy.ts';
import { createStaticSite } from './static-site.ts';

export interface GatewayOptions {
  host: string;
  desktopPort: number;
  mobilePort: number;
  desktopOrigin: string;
  mobileOrigin: string;
  desktopDist: string;
  mobileDist: string;
  /** The API server, e.g. `http://127.0.0.1:3001`. */
  apiUrl: string;
  cookieDomain?: string;
  /** Server renders in progress at once per site (default RENDER_CONCURRENCY). */
  renderConcurrency?: number;
  /** Server renders waiting per site; beyond, the shell (default RENDER_QUEUE_MAX). */
  renderQueueMax?: number;
  /** The longest a page request waits for a render slot (default RENDER_QUEUE_WAIT_MS). */
  renderQueueWaitMs?: number;
}

export interface RunningGateway {
  desktopUrl: string;
  mobileUrl: string;
  /**
   * Asks each site for its home page once, as a visitor of its device class would (call it once
   * the API answers). The first render after a start loads the server entry and compiles the
   * render path: measured 1.2 s on the mobile site and 2.7 s on the desktop site, which the first
   * visitor would otherwise wait (the next renders: 70-180 ms). Never rejects: a failed render is
   * logged by the renderer and the first visitor pays instead.
   */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

/** The visitors the warm-up stands for: a desktop browser and a phone (each site's own class). */
const WARM_UP_AGENTS = {
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  mobile:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
} as const;

/** An address of this machine the gateway listens on (an any-address listener answers on loopback). */
function localHost(host: string): string {
  if (host === '' || host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

async function askOnce(url: string, userAgent: string): Promise<void> {
  try {
    const res = await fetch(url, { headers: { 'user-agent': userAgent }, redirect: 'manual' });
    await res.arrayBuffer();
  } catch {
    // The first visitor pays for the first render instead.
  }
}

// Connection-level headers that must not be forwarded (RFC 9110 section 7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Streams one /api request to the API server and its answer back, byte for byte. */
export function proxyToApi(req: IncomingMessage, res: ServerResponse, api: URL, origin: URL): void {
  const dropped = new Set(HOP_BY_HOP);
  for (const name of (req.headers.connection ?? '').split(','))
    dropped.add(name.trim().toLowerCase());
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !dropped.has(name)) headers[name] = value;
  }
  // Set, never appended: whatever x-forwarded-for the client sent is its own invention, and the
  // API takes the rightmost hop a trusted proxy wrote.
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = origin.protocol.slice(0, -1);
  headers['x-forwarded-host'] = req.headers.host ?? origin.host;
  headers.host = api.host;

  const send = api.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(
    {
      protocol: api.protocol,
      hostname: api.hostname,
      port: api.port,
      method: req.method,
      path: req.url,
      headers,
    },
    (answer) => {
      const out: string[] = [];
      for (let i = 0; i < answer.rawHeaders.length; i += 2) {
        const name = answer.rawHeaders[i]!;
        if (!HOP_BY_HOP.has(name.toLowerCase())) out.push(name, answer.rawHeaders[i + 1]!);
      }
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(502, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(JSON.stringify({ code: 502, data: null, message: 'The API server is not reachable.' }));
  });
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

/** A Node request as the web-standard Request the handler expects, addressed to our own origin. */
export function toWebRequest(req: IncomingMessage, origin: string): Request {
  // The target URL is built from the configured origin; a Host header never chooses it.
  let path = req.url ?? '/';
  if (!path.startsWith('/')) {
    try {
      const absolute = new URL(path);
      path = `${absolute.pathname}${absolute.search}`;
    } catch {
      path = '/';
    }
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(`${origin}${path}`, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : null,
    // Node's fetch needs this to accept a streamed request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

export async function writeWebResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
}

export function createSiteServer(options: {
  origin: string;
  api: URL;
  handler: FetchHandler;
}): Server {
  const origin = new URL(options.origin);
  return createServer((req, res) => {
    if (isApiPath(req.url ?? '')) {
      proxyToApi(req, res, options.api, origin);
      return;
    }
    // Answered before a web Request is made: TRACE, TRACK and CONNECT cannot be one (the
    // constructor throws), and no other method but GET and HEAD has a page or file to answer.
    if (!isSiteMethod(req.method)) {
      req.resume();
      void writeWebResponse(methodNotAllowed(), res).catch(() => res.destroy());
      return;
    }
    Promise.resolve()
      .then(() => options.handler(toWebRequest(req, origin.origin)))
      .then((response) => writeWebResponse(response, res))
      .catch((error: unknown) => {
        if (!res.headersSent) {
          res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
          res.end('Internal Server Error');
        } else {
          res.destroy(error instanceof Error ? error : undefined);
        }
      });
  });
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePort((server.address() as AddressInfo).port);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}

/** Starts both origins; each serves its own app and redirects the other device class away. */
export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const api = new URL(options.apiUrl);
  const catalogVersion = catalogVersionFrom(options.apiUrl);
  const redirectFor = (site: Site) =>
    createRedirectHandler({
      desktopOrigin: options.desktopOrigin,
      mobileOrigin: options.mobileOrigin,
      cookieDomain: options.cookieDomain,
      passThrough: createStaticSite({
        site,
        root: site === 'desktop' ? options.desktopDist : options.mobileDist,
        renderPage: createPageRenderer({
          root: site === 'desktop' ? options.desktopDist : options.mobileDist,
          apiUrl: options.apiUrl,
          // A price edit or a package switch is never answered from a render kept before it.
          catalogVersion,
          concurrency: options.renderConcurrency,
          queueMax: options.renderQueueMax,
          queueWaitMs: options.renderQueueWaitMs,
        }),
      }),
    });
  const desktop = createSiteServer({
    origin: options.desktopOrigin,
    api,
    handler: redirectFor('desktop'),
  });
  const mobile = createSiteServer({
    origin: options.mobileOrigin,
    api,
    handler: redirectFor('mobile'),
  });
  let ports: { desktop: number; mobile: number };
  try {
    ports = {
      desktop: await listen(desktop, options.desktopPort, options.host),
      mobile: await listen(mobile, options.mobilePort, options.host),
    };
  } catch (error) {
    await Promise.all([close(desktop), close(mobile)]);
    throw error;
  }
  const home = (port: number) => `http://${localHost(options.host)}:${port}/home`;
  return {
    desktopUrl: new URL(options.desktopOrigin).origin,
    mobileUrl: new URL(options.mobileOrigin).origin,
    warmUp: async () => {
      await Promise.all([
        askOnce(home(ports.desktop), WARM_UP_AGENTS.desktop),
        askOnce(home(ports.mobile), WARM_UP_AGENTS.mobile),
      ]);
    },
    close: async () => {
      await Promise.all([close(desktop), close(mobile)]);
    },
  };
}
