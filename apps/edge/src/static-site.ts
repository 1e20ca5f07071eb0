// Serves one built SPA as a web-standard pass-through handler: files, SPA fallback, caching,
// compression (precompressed siblings first) and security headers. Node-only (reads the disk).
import { readFile, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Site } from '@gemlane/env/site-links';
import { parseSheet, type ParsedSheet } from './first-paint.ts';
import { SERVER_ENTRY_DIR, type PageRenderer } from './page-renderer.ts';
import type { FetchHandler } from './redirect.ts';
import { paintFirst, renderedDocument, renderedRedirect } from './rendered-page.ts';
import { SECURITY_HEADERS, documentSecurityHeaders } from './security-headers.ts';
import {
  IMMUTABLE_CACHE_CONTROL,
  IMMUTABLE_PREFIX,
  isSiteMethod,
  methodNotAllowed,
  REVALIDATE_CACHE_CONTROL,
  STYLE_NONCE_BY_SITE,
} from './site-policy.ts';

export { RENDERED_PAGE_CACHE_CONTROL } from './rendered-page.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.xml',
  '.svg',
  '.ico',
  '.ttf',
  '.wasm',
]);
/** Below this, compression costs more than it saves. */
export const MIN_COMPRESS_BYTES = 1024;

type Encoding = 'br' | 'gzip';
const PRECOMPRESSED_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  etag: string;
  encoded: Map<Encoding, Buffer>;
  documentHeaders?: Record<string, string>;
  /** A stylesheet as text, decoded once. */
  text?: string;
  /** A stylesheet read into rules (first-paint.ts), once. */
  sheet?: ParsedSheet;
}

/** `br` before `gzip`, honouring `q=0`. */
export function preferredEncodings(acceptEncoding: string | null): Encoding[] {
  if (!acceptEncoding) return [];
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  return (['br', 'gzip'] as const).filter((e) => accepted.has(e) || accepted.has('*'));
}

export interface StaticSiteOptions {
  site: Site;
  /** The app's `vite build` output folder. */
  root: string;
  /** Renders pages on the server (page-renderer.ts); without it every page gets the shell. */
  renderPage?: PageRenderer | null;
}

/** How long a path's file-system answer is trusted (statOf). */
const STAT_FRESH_MS = 1000;
/** Paths whose answer is kept at most. */
const STAT_PATHS_KEPT = 10_000;

export function createStaticSite({
  site,
  root: rootDir,
  renderPage,
}: StaticSiteOptions): FetchHandler {
  const root = resolve(rootDir);
  const cache = new Map<string, CachedFile>();

  /**
   * What each path was found to be, for up to STAT_FRESH_MS. Every page request looks up its own
   * address (a miss, which the file system answers with an error) and then the shell: two lookups
   * per page under a flood of renders. A build replaced in place is seen within that time.
   */
  const found = new Map<string, { at: number; info: Stats | null }>();
  async function statOf(path: string): Promise<Stats | null> {
    const now = performance.now();
    const known = found.get(path);
    if (known && now - known.at < STAT_FRESH_MS) return known.info;
    const info = await stat(path).catch(() => null);
    // Addresses are the visitor's to choose: the memory starts over rather than grow.
    if (found.size >= STAT_PATHS_KEPT) found.clear();
    found.set(path, { at: now, info });
    return info;
  }

  async function load(path: string): Promise<CachedFile | null> {
    const info = await statOf(path);
    if (!info?.isFile()) return null;
    const hit = cache.get(path);
    if (hit && hit.mtimeMs === info.mtimeMs && hit.size === info.size) return hit;
    const body = await readFile(path);
    const file: CachedFile = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      body,
      etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      encoded: new Map(),
    };
    cache.set(path, file);
    return file;
  }

  async function encodedBody(path: string, file: CachedFile, encoding: Encoding): Promise<Buffer> {
    const known = file.encoded.get(encoding);
    if (known) return known;
    const sibling = await stat(path + PRECOMPRESSED_SUFFIX[encoding]).catch(() => null);
    const body =
      sibling?.isFile() && sibling.mtimeMs >= file.mtimeMs
        ? await readFile(path + PRECOMPRESSED_SUFFIX[encoding])
        : encoding === 'br'
          ? await brotli(file.body, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: file.size },
            })
          : await gzipAsync(file.body, { level: 9 });
    file.encoded.set(encoding, body);
    return body;
  }

  /** The file a URL path names, or null when it would leave the root or cannot be decoded. */
  function fileFor(pathname: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    // The server entry of the build is code for the gateway, not a file for browsers.
    if (decoded.split('/').includes(SERVER_ENTRY_DIR)) return null;
    const path = resolve(root, `.${decoded.endsWith('/') ? `${decoded}index.html` : decoded}`);
    return path === root || path.startsWith(root + sep) ? path : null;
  }

  /** The build's stylesheet at `href`, read once into rules (first-paint.ts). */
  async function readSheet(href: string) {
    const path = fileFor(href);
    const file = path ? await load(path) : null;
    if (!file) return null;
    const css = (file.text ??= file.body.toString('utf8'));
    return { css, parsed: () => (file.sheet ??= parseSheet(css)) };
  }

  /** A page made for this response (rendered-page.ts), compressed on the fly. */
  async function renderedPage(
    request: Request,
    rendered: { status: number; html: string },
  ): Promise<Response> {
    const { html, headers } = await renderedDocument(site, rendered.html);
    let body: Buffer = Buffer.from(html, 'utf8');
    const encoding = preferredEncodings(request.headers.get('accept-encoding'))[0];
    if (encoding) {
      body =
        encoding === 'br'
          ? await brotli(body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 5,
                [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : await gzipAsync(body, { level: 6 });
      headers.set('content-encoding', encoding);
    }
    headers.set('content-length', String(body.byteLength));
    return new Response(
      request.method === 'HEAD'
        ? null
        : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength),
      { status: rendered.status, headers },
    );
  }

  return async (request) => {
    const url = new URL(request.url);
    if (!isSiteMethod(request.method)) return methodNotAllowed();
    let path = fileFor(url.pathname);
    let file = path ? await load(path) : null;
    const isFileRequest = url.pathname.startsWith(IMMUTABLE_PREFIX) || extname(url.pathname) !== '';
    if (!file && !isFileRequest) {
      // SPA fallback: every client-side route gets the shell, server-rendered where the app can.
      path = join(root, 'index.html');
      file = await load(path);
      if (file && renderPage) {
        const rendered = await renderPage(request, file.body.toString('utf8'));
        if (rendered.kind === 'redirect') return renderedRedirect(rendered);
        if (rendered.kind === 'page')
          return renderedPage(request, {
            status: rendered.status,
            html: await paintFirst(rendered.html, readSheet),
          });
      }
    }
    // A site whose pages carry a style nonce answers each document fresh (no ETag, no 304).
    if (file && path && STYLE_NONCE_BY_SITE[site] && extname(path).toLowerCase() === '.html')
      return renderedPage(request, { status: 200, html: file.body.toString('utf8') });
    if (!file || !path) {
      return new Response('Not Found', {
        status: 404,
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': REVALIDATE_CACHE_CONTROL,
          ...SECURITY_HEADERS,
        },
      });
    }

    const ext = extname(path).toLowerCase();
    const headers = new Headers(SECURITY_HEADERS);
    headers.set('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
    headers.set(
      'cache-control',
      url.pathname.startsWith(IMMUTABLE_PREFIX)
        ? IMMUTABLE_CACHE_CONTROL
        : REVALIDATE_CACHE_CONTROL,
    );
    headers.set('etag', file.etag);
    if (ext === '.html') {
      file.documentHeaders ??= await documentSecurityHeaders(file.body.toString('utf8'));
      for (const [name, value] of Object.entries(file.documentHeaders)) headers.set(name, value);
    }

    let body = file.body;
    if (COMPRESSIBLE.has(ext) && file.size >= MIN_COMPRESS_BYTES) {
      headers.set('vary', 'Accept-Encoding');
      const encoding = preferredEncodings(request.headers.get('accept-encoding'))[0];
      if (encoding) {
        body = await encodedBody(path, file, encoding);
        headers.set('content-encoding', encoding);
      }
    }
    if (request.headers.get('if-none-match') === file.etag) {
      return new Response(null, { status: 304, headers });
    }
    headers.set('content-length', String(body.byteLength));
    return new Response(
      request.method === 'HEAD'
        ? null
        : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength),
      { status: 200, headers },
    );
  };
}
