// What Node's HTTP server hands a request under the Hono adapter: its request and response
// objects. Absent when the app is called in process (app.fetch, as most tests do); every user of
// these has a web-standard path for that case.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { HEADER } from '@gemlane/contract';
import type { AppEnv } from './context.ts';
import { resolveLocale, t } from './i18n.ts';
import { SECURITY_HEADERS } from './security-headers.ts';
import type { BodySource } from './multipart.ts';

interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

const bindingsOf = (c: Context<AppEnv>) => c.env as NodeBindings | undefined;

/** Node's request, when the app runs in Node's HTTP server. */
export const nodeRequestOf = (c: Context<AppEnv>) => bindingsOf(c)?.incoming;

/** Node's response, when the app runs in Node's HTTP server. */
export const nodeResponseOf = (c: Context<AppEnv>) => bindingsOf(c)?.outgoing;

/**
 * The request body as it arrives: Node's own chunks when there is a Node request (the web stream
 * over it copies every chunk once more), else the web stream. Stopping early leaves the rest
 * unread and the connection open for the answer.
 */
export function bodyChunks(c: Context<AppEnv>): BodySource | null {
  const incoming = nodeRequestOf(c);
  if (incoming) return incoming.iterator({ destroyOnReturn: false });
  return c.req.raw.body;
}

/** The methods the API answers: its calls are GET and POST, HEAD goes with GET, OPTIONS is asked
 *  before a cross-origin call. */
export const API_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'OPTIONS'];
const ALLOWED = new Set(API_METHODS);
const ALLOW = API_METHODS.join(', ');

/**
 * Answers any other method (TRACE, PUT, PROPFIND, ...) with 405 and `Allow`, in the
 * reader's language, before anything else reads the request: no call takes one, and a web Request
 * cannot even be made of some (TRACE). A method Node's parser does not know (TRACK) never gets
 * here: Node answers it 400 (and closes a CONNECT, which no server of ours listens for).
 */
export function refuseOtherMethods(next: RequestListener): RequestListener {
  return (req, res) => {
    if (ALLOWED.has(req.method ?? '')) {
      next(req, res);
      return;
    }
    req.resume();
    const locale = resolveLocale(firstOf(req.headers[HEADER.locale]));
    const body = JSON.stringify({
      code: 405,
      data: null,
      message: t(locale, 'errors.methodNotAllowed'),
    });
    res.writeHead(405, {
      ...SECURITY_HEADERS,
      allow: ALLOW,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  };
}

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
