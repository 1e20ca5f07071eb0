// createApp(deps): the whole HTTP surface on Hono. No CORS: the storefronts reach /api through
// the gateway on their own origin.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { adminEndpoints, endpoints, HEADER, type ApiCode } from '@gemlane/contract';
import { JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT } from './lib/body-limits.ts';
import { requestIdOf, resolveCurrency, unsupportedCurrency } from './lib/cached-answer.ts';
import type { AppDeps, AppEnv } from './lib/context.ts';
import { ApiError } from './lib/errors.ts';
import { resolveLocale } from './lib/i18n.ts';
import { fail } from './lib/respond.ts';
import { nodeRequestOf, nodeResponseOf } from './lib/node-http.ts';
import { applySecurityHeaders } from './lib/security-headers.ts';
import { clientIpOf, trustedProxies } from './lib/client-ip.ts';
import { httpDuration, httpRequests, routeLabel } from './lib/metrics.ts';
import { METRICS_PATH, metricsRoutes } from './routes/metrics.ts';
import { commerceRoutes } from './routes/commerce.ts';
import { coreRoutes } from './routes/index.ts';

export { JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT };

function peerOf(c: Context<AppEnv>): string {
  return nodeRequestOf(c)?.socket?.remoteAddress ?? '127.0.0.1';
}

/**
 * A refused request whose body is still arriving (an upload over the limit, 20 MB of form keys)
 * ends its connection with the answer: reading the rest only to throw it away would cost the
 * event loop every byte of it.
 */
function closeIfBodyUnread(c: Context<AppEnv>): void {
  if (c.res.status < 400 || c.req.method === 'GET' || c.req.method === 'HEAD') return;
  const incoming = nodeRequestOf(c);
  if (!incoming || incoming.complete) return;
  c.res.headers.set('connection', 'close');
  // Node reads on until its close is flushed (about 190 KB a refusal, read only to be dropped, and
  // every chunk a new buffer for the garbage collector): the socket ends once the answer is out.
  nodeResponseOf(c)?.once('finish', () => incoming.socket.destroy());
}

/** The route label of the request metrics: the paths of the API's own tables. */
const KNOWN_ROUTES: ReadonlySet<string> = new Set([
  ...Object.values(endpoints).map((e) => e.path),
  ...Object.values(adminEndpoints).map((e) => e.path),
  METRICS_PATH,
]);

const STATUS_CODES = new Set<number>([400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503]);

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const logRequests = deps.log.enabled('info');
  const trusted = deps.config.trustProxy ? trustedProxies(deps.config.trustedProxies) : null;
  app.use('*', async (c, next) => {
    const requestId = requestIdOf(c.req.header('x-request-id'));
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('locale', resolveLocale(c.req.header(HEADER.locale)));
    c.set('currency', resolveCurrency(c.req.header(HEADER.currency)));
    c.set('ip', clientIpOf(c.req.header('x-forwarded-for'), peerOf(c), trusted));
    c.set('user', undefined);
    const log = deps.log.child({ requestId });
    c.set('log', log);
    const started = performance.now();
    const rawCurrency = c.req.header(HEADER.currency);
    if (c.req.path.startsWith('/api/') && unsupportedCurrency(rawCurrency)) {
      // only a code-shaped value is repeated back to the reader
      const code = rawCurrency?.trim().toUpperCase() ?? '';
      c.res = fail(c, 400, 'errors.unsupportedCurrency', {
        currency: /^[A-Z]{3}$/.test(code) ? code : '?',
      });
    } else await next();
    // Mail queued inside the request's transactions is committed now: deliver it.
    deps.mailer.flushIfQueued();
    if (!c.get('headersComplete')) {
      // On the answer's own headers: c.header() after the handler would first turn Node's
      // lightweight answer into a whole web Response and copy it, for every answer.
      const headers = c.res.headers;
      applySecurityHeaders(headers);
      headers.set('x-request-id', requestId);
    }
    closeIfBodyUnread(c);
    const labels = {
      route: routeLabel(c.req.path, KNOWN_ROUTES),
      method: c.req.method,
      status: String(c.res.status),
    };
    httpRequests.inc(labels);
    httpDuration.observe(labels, (performance.now() - started) / 1000);
    if (logRequests)
      log.info('request', {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        userId: c.get('user')?.id,
      });
  });

  const jsonLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: (c) => fail(c as Context<AppEnv>, 413, 'errors.payloadTooLarge'),
  });
  app.use('/api/*', (c, next) => {
    // GET and HEAD bodies are never read; checking them would build a whole web Request per call.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const upload = c.req.path === endpoints.upload.path;
    // Node's parser reads exactly content-length bytes: the declared length is the body's length.
    const declared = c.req.header('content-length');
    if (upload) {
      // Refused by its declared length before a byte is read; a body without one is counted as
      // the upload streams it (services/uploads.ts), never buffered here.
      if (declared !== undefined && Number.parseInt(declared, 10) > UPLOAD_BODY_LIMIT)
        return Promise.resolve(fail(c, 413, 'errors.uploadTooLarge'));
      return next();
    }
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number.parseInt(declared, 10) > JSON_BODY_LIMIT) return jsonLimit(c, next);
      return next();
    }
    return jsonLimit(c, next);
  });

  app.onError((err, c) => {
    if (err instanceof ApiError) {
      if (err.retryAfterSeconds !== undefined)
        c.header('retry-after', String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
      return fail(c, err.code, err.messageKey, err.vars);
    }
    if (err instanceof HTTPException) {
      const code = (STATUS_CODES.has(err.status) ? err.status : 500) as ApiCode;
      return fail(
        c,
        code,
        code === 413
          ? 'errors.payloadTooLarge'
          : code === 500
            ? 'errors.systemError'
            : 'errors.parameterError',
      );
    }
    (c.get('log') ?? deps.log).error('unhandled error', { err, path: c.req.path });
    return fail(c, 500, 'errors.systemError');
  });

  app.notFound((c) => fail(c, 404, 'errors.routeNotFound'));

  app.route('/', metricsRoutes());
  app.route('/', coreRoutes({ devTools: deps.config.devTools }));
  app.route('/', commerceRoutes);
  return app;
}
