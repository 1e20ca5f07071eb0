// How a read-cache entry goes on the wire, shared by the Hono route (lib/endpoint.ts) and the
// node:http fast path (lib/read-fast-path.ts), so the two cannot answer differently.
import { randomUUID } from 'node:crypto';
import { CURRENCY_CODES, HEADER, type CurrencyCode } from '@gemlane/contract';
import type { CachedRead } from './read-cache.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

/** Longest client-supplied request id kept (longer ones are cut, not refused). */
export const REQUEST_ID_MAX = 64;

/** The request id of an answer: the client's (cut to REQUEST_ID_MAX) or a fresh UUID. */
export function requestIdOf(raw: string | undefined): string {
  return raw?.slice(0, REQUEST_ID_MAX) || randomUUID();
}

/** `x-currency` value -> a supported currency, else USD. */
export function resolveCurrency(raw: string | undefined): CurrencyCode {
  const code = (raw ?? '').trim().toUpperCase();
  return (CURRENCY_CODES as readonly string[]).includes(code) ? (code as CurrencyCode) : 'USD';
}

/** Header name, value, name, value... as Node's writeHead takes them (no object to walk). */
export type HeaderList = string[];

const flat = (headers: Readonly<Record<string, string>>): HeaderList =>
  Object.entries(headers).flat();

const POST_HEADERS: HeaderList = flat({
  ...SECURITY_HEADERS,
  'content-type': 'application/json',
});
const GET_HEADERS: HeaderList = [
  ...POST_HEADERS,
  // Browsers revalidate each time (ETag); shared caches must key by the headers the answer uses.
  'cache-control',
  'no-cache',
  'vary',
  `${HEADER.currency}, ${HEADER.locale}`,
];

export interface CachedAnswer {
  status: 200 | 304;
  /** Every header Node does not add itself, in the order they are written. */
  headers: HeaderList;
  body: Buffer | null;
}

/**
 * The answer to a hit: 200 with the stored bytes, or 304 when a GET's If-None-Match is the entry's
 * ETag. The length is a header so Node writes no chunked framing and no computed length.
 */
export function cachedAnswer(
  entry: CachedRead,
  method: string,
  requestId: string,
  ifNoneMatch: string | undefined,
): CachedAnswer {
  entry.headers ??= method === 'GET' ? [...GET_HEADERS, 'etag', entry.etag] : POST_HEADERS;
  const headers = entry.headers.slice();
  if (method === 'GET' && ifNoneMatch === entry.etag) {
    headers.push('x-request-id', requestId);
    return { status: 304, headers, body: null };
  }
  headers.push('x-request-id', requestId, 'content-length', String(entry.body.length));
  return { status: 200, headers, body: entry.body };
}

/** A header list as a plain object (for a web Response), in the same order. */
export function headerObject(headers: HeaderList): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < headers.length; i += 2) out[headers[i]!] = headers[i + 1]!;
  return out;
}
