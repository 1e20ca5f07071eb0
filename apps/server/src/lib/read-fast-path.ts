// Fresh read-cache hits answered straight from node:http, before @hono/node-server builds a web
// Request and Hono a context: anonymous catalogue reads are most of the traffic and the cache
// already holds their bytes. Everything else (misses, entries past their time to live, other calls
// and methods, request lines the adapter would rewrite) goes on to Hono untouched.
// test/read-fast-path.test.ts proves both paths answer byte for byte alike.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { HEADER } from '@gemlane/contract';
import { JSON_BODY_LIMIT } from './body-limits.ts';
import {
  cachedAnswer,
  requestIdOf,
  resolveCurrency,
  unsupportedCurrency,
} from './cached-answer.ts';
import type { AppDeps } from './context.ts';
import { resolveLocale } from './i18n.ts';
import { isCachedCall, readCacheOf, readKey } from './read-cache.ts';

// @hono/node-server uses `http://<host><target>` as the URL unchanged only for a target and host
// like these (its src/url.ts); others it normalises or refuses, so those go to Hono.
const PLAIN_TARGET = /^\/[!#$&-;=?-[\]_a-z~]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

/** The body text as the adapter's `req.text()` decodes it (UTF-8, BOM dropped, U+FFFD). */
const decoder = new TextDecoder();

/** Node's adapter reads a body it is handed here instead of the (already read) stream. */
type HandedOver = IncomingMessage & { rawBody?: Buffer };

const one = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** `next` (the Hono listener) behind a listener that answers fresh read-cache hits itself. */
export function withReadFastPath(deps: AppDeps, next: RequestListener): RequestListener {
  const cache = readCacheOf(deps.db);
  const logRequests = deps.log.enabled('info');

  /** Sends the fresh entry of the request and returns true, or writes nothing and returns false. */
  const answer = (
    req: IncomingMessage,
    res: ServerResponse,
    method: string,
    path: string,
    rawInput: string,
    started: number | undefined,
  ): boolean => {
    const headers = req.headers;
    let requestId: string;
    let status: number;
    try {
      const currency = one(headers[HEADER.currency]);
      // Hono refuses an unsupported currency with its translated message
      if (unsupportedCurrency(currency)) return false;
      const entry = cache.peek(
        readKey(
          method,
          path,
          resolveCurrency(currency),
          resolveLocale(one(headers[HEADER.locale])),
          rawInput,
        ),
      );
      if (!entry) return false;
      requestId = requestIdOf(one(headers['x-request-id']));
      const out = cachedAnswer(
        entry,
        method,
        requestId,
        one(headers['if-none-match']),
        one(headers['accept-encoding']),
      );
      res.writeHead(out.status, out.headers);
      status = out.status;
      if (out.body) res.end(out.body);
      else res.end();
    } catch (err) {
      // Nothing sent yet (Node refused a header): Hono answers it, as without this path.
      if (!res.headersSent) return false;
      deps.log.error('read fast path failed mid-answer', { err, path });
      res.destroy();
      return true;
    }
    // The same after-request work and access log line as the app middleware.
    deps.mailer.flushIfQueued();
    if (started !== undefined)
      deps.log.child({ requestId }).info('request', {
        method,
        path,
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        userId: undefined,
      });
    return true;
  };

  return (req, res) => {
    const started = logRequests ? performance.now() : undefined;
    const method = req.method;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    if (
      (method !== 'GET' && method !== 'POST') ||
      !isCachedCall(method, path) ||
      !PLAIN_TARGET.test(url) ||
      DOT_SEGMENT.test(url) ||
      !PLAIN_HOST.test(req.headers.host ?? '')
    ) {
      next(req, res);
      return;
    }
    if (method === 'GET') {
      if (!answer(req, res, method, path, query < 0 ? '' : url.slice(query + 1), started))
        next(req, res);
      return;
    }
    // A POST read is keyed by its body: read it (bounded like the app's body limit), then answer
    // or hand the bytes to Hono. Chunked or oversized bodies go to Hono unread (its 413).
    const declared = req.headers['content-length'];
    if (
      req.headers['transfer-encoding'] !== undefined ||
      declared === undefined ||
      Number.parseInt(declared, 10) > JSON_BODY_LIMIT
    ) {
      next(req, res);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('error', () => res.destroy());
    req.once('end', () => {
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      if (answer(req, res, method, path, decoder.decode(body), started)) return;
      (req as HandedOver).rawBody = body;
      next(req, res);
    });
  };
}
