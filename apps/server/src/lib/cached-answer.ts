// How a read-cache entry goes on the wire, shared by the Hono route (routes/endpoint.ts) and the
// node:http fast path (lib/read-fast-path.ts), so the two cannot answer differently.
import { randomUUID } from 'node:crypto';
import { CURRENCY_CODES, HEADER, isSupportedCurrency, type CurrencyCode } from '@gemlane/contract';
import { CONTENT_CODINGS, type CachedRead, type ContentCoding } from './read-cache.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

/** Longest client-supplied request id kept (longer ones are cut, not refused). */
export const REQUEST_ID_MAX = 64;

/** The request id of an answer: the client's (cut to REQUEST_ID_MAX) or a fresh UUID. */
export function requestIdOf(raw: string | undefined): string {
  return raw?.slice(0, REQUEST_ID_MAX) || randomUUID();
}

/**
 * True when the request names a currency the storefront does not price in: such a request is
 * refused with a translated message (never answered in USD as if nothing happened). A missing or
 * empty header means USD, the default currency.
 */
export function unsupportedCurrency(raw: string | undefined): boolean {
  return Boolean(raw?.trim()) && !isSupportedCurrency(raw ?? '');
}

/** `x-currency` value -> a supported currency, else USD (callers refuse unsupported ones first). */
export function resolveCurrency(raw: string | undefined): CurrencyCode {
  const code = (raw ?? '').trim().toUpperCase();
  return (CURRENCY_CODES as readonly string[]).includes(code) ? (code as CurrencyCode) : 'USD';
}

/** Header name, value, name, value... as Node's writeHead takes them (no object to walk). */
export type HeaderList = string[];

const flat = (headers: Readonly<Record<string, string>>): HeaderList =>
  Object.entries(headers).flat();

const VARY_CODING = 'accept-encoding';
const POST_HEADERS: HeaderList = flat({
  ...SECURITY_HEADERS,
  'content-type': 'application/json',
});
// Browsers revalidate each time (ETag); shared caches must key by the headers the answer uses.
const GET_HEADERS: HeaderList = [...POST_HEADERS, 'cache-control', 'no-cache'];
const GET_VARY = `${HEADER.currency}, ${HEADER.locale}`;

/** The q-value of each coding an Accept-Encoding value names (`*` included). */
function qualities(acceptEncoding: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';');
    let q = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=');
      if (key.trim().toLowerCase() === 'q') q = Number(value.trim());
    }
    const coding = name.trim().toLowerCase();
    if (coding) out.set(coding, Number.isFinite(q) ? q : 0);
  }
  return out;
}

/** Clients send a handful of distinct Accept-Encoding values: each is parsed once. */
const codingsByHeader = new Map<string, readonly ContentCoding[]>();
const CODINGS_REMEMBERED = 64;

/** The codings the client accepts (q > 0), best first; equal weights in CONTENT_CODINGS order. */
export function acceptedCodings(acceptEncoding: string | undefined): readonly ContentCoding[] {
  if (!acceptEncoding) return [];
  let known = codingsByHeader.get(acceptEncoding);
  if (!known) {
    const q = qualities(acceptEncoding);
    const weight = (c: ContentCoding) => q.get(c) ?? q.get('*') ?? 0;
    known = CONTENT_CODINGS.filter((c) => weight(c) > 0).sort((a, b) => weight(b) - weight(a));
    if (codingsByHeader.size >= CODINGS_REMEMBERED) codingsByHeader.clear();
    codingsByHeader.set(acceptEncoding, known);
  }
  return known;
}

/** The headers of one representation of an entry, but the request id and length. */
function headersOf(
  entry: CachedRead,
  method: string,
  coding: ContentCoding | undefined,
): HeaderList {
  // Only an answer that comes compressed varies with Accept-Encoding.
  const varies = entry.encoded.br !== undefined || entry.encoded.gzip !== undefined;
  const out =
    method === 'GET'
      ? [
          ...GET_HEADERS,
          'vary',
          varies ? `${GET_VARY}, ${VARY_CODING}` : GET_VARY,
          'etag',
          etagOf(entry, coding),
        ]
      : varies
        ? [...POST_HEADERS, 'vary', VARY_CODING]
        : [...POST_HEADERS];
  if (coding) out.push('content-encoding', coding);
  return out;
}

/** A strong validator per representation: the compressed bytes differ from the plain ones. */
const etagOf = (entry: CachedRead, coding: ContentCoding | undefined): string =>
  coding ? `${entry.etag.slice(0, -1)}-${coding}"` : entry.etag;

export interface CachedAnswer {
  status: 200 | 304;
  /** Every header Node does not add itself, in the order they are written. */
  headers: HeaderList;
  body: Buffer | null;
}

/**
 * The answer to a hit: 200 with the stored bytes (compressed when the client accepts a coding the
 * entry has), or 304 when a GET's If-None-Match is that representation's ETag. The length is a
 * header so Node writes no chunked framing and no computed length.
 */
export function cachedAnswer(
  entry: CachedRead,
  method: string,
  requestId: string,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): CachedAnswer {
  const coding = acceptedCodings(acceptEncoding).find((c) => entry.encoded[c] !== undefined);
  const body = coding ? entry.encoded[coding]! : entry.body;
  const cached = (entry.headers ??= {});
  const headers = (cached[coding ?? 'identity'] ??= headersOf(entry, method, coding)).slice();
  if (method === 'GET' && ifNoneMatch === etagOf(entry, coding)) {
    headers.push('x-request-id', requestId);
    return { status: 304, headers, body: null };
  }
  headers.push('x-request-id', requestId, 'content-length', String(body.length));
  return { status: 200, headers, body };
}

/** A header list as a plain object (for a web Response), in the same order. */
export function headerObject(headers: HeaderList): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < headers.length; i += 2) out[headers[i]!] = headers[i + 1]!;
  return out;
}
