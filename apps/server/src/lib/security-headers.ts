// The security headers of every answer, as Hono's secureHeaders middleware computes them for our
// options, read once at start: the read-cache fast path sends them as a plain object.
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const secureHeadersMiddleware: MiddlewareHandler = secureHeaders({
  crossOriginResourcePolicy: 'same-site',
  crossOriginOpenerPolicy: false,
});

async function headersSetBy(middleware: MiddlewareHandler): Promise<Record<string, string>> {
  const probe = new Hono();
  probe.use(middleware);
  probe.get('/', (c) => c.body(null, 204));
  const res = await probe.request('/');
  return Object.fromEntries(res.headers);
}

/** Lower-case name -> value; static (no nonce), so one copy serves every request. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(
  await headersSetBy(secureHeadersMiddleware),
);
const ENTRIES = Object.entries(SECURITY_HEADERS);

/** What secureHeaders does after a handler: set (overwrite) each header, drop X-Powered-By. */
export function applySecurityHeaders(headers: Headers): void {
  for (const [name, value] of ENTRIES) headers.set(name, value);
  headers.delete('x-powered-by');
}
