import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedCodings, cachedAnswer, headerObject } from './cached-answer.ts';
import { ReadCache } from './read-cache.ts';

describe('acceptedCodings', () => {
  it('takes what browsers send, Brotli first', () => {
    expect(acceptedCodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('gzip')).toEqual(['gzip']);
    expect(acceptedCodings(undefined)).toEqual([]);
    expect(acceptedCodings('')).toEqual([]);
    expect(acceptedCodings('identity')).toEqual([]);
  });

  it('honours q-values, q=0 and the wildcard', () => {
    expect(acceptedCodings('br;q=0.5, gzip;q=0.9')).toEqual(['gzip', 'br']);
    expect(acceptedCodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedCodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('*;q=0.1, gzip;q=0')).toEqual(['br']);
    expect(acceptedCodings('GZIP ; Q=1')).toEqual(['gzip']);
    expect(acceptedCodings('gzip;q=abc')).toEqual([]);
  });
});

describe('cachedAnswer', () => {
  const big = JSON.stringify({ code: 200, data: 'x'.repeat(5000), message: 'ok' });

  it('sends a large answer compressed when accepted, with its own ETag and Vary', async () => {
    const entry = await new ReadCache().get('k', async () => big);
    const plain = cachedAnswer(entry, 'GET', 'r', undefined, undefined);
    const br = cachedAnswer(entry, 'GET', 'r', undefined, 'gzip, br');
    const gzip = cachedAnswer(entry, 'GET', 'r', undefined, 'gzip');
    expect(plain.body?.toString()).toBe(big);
    expect(brotliDecompressSync(br.body!).toString()).toBe(big);
    expect(gunzipSync(gzip.body!).toString()).toBe(big);
    const [p, b, g] = [plain, br, gzip].map((a) => headerObject(a.headers));
    expect(p?.['content-encoding']).toBeUndefined();
    expect(b?.['content-encoding']).toBe('br');
    expect(g?.['content-encoding']).toBe('gzip');
    expect(b?.['content-length']).toBe(String(br.body!.length));
    for (const h of [p, b, g]) expect(h?.vary).toBe('x-currency, x-locale, accept-encoding');
    expect(new Set([p?.etag, b?.etag, g?.etag]).size).toBe(3);
    // Revalidation matches the representation the client holds.
    expect(cachedAnswer(entry, 'GET', 'r', b?.etag, 'br').status).toBe(304);
    expect(cachedAnswer(entry, 'GET', 'r', b?.etag, undefined).status).toBe(200);
  });

  it('sends a small answer as it is, without Vary on Accept-Encoding', async () => {
    const entry = await new ReadCache().get('k', async () => '{"code":200}');
    const answer = headerObject(cachedAnswer(entry, 'GET', 'r', undefined, 'br').headers);
    expect(answer['content-encoding']).toBeUndefined();
    expect(answer.vary).toBe('x-currency, x-locale');
    // An entry answers one call (the method is part of its key).
    const postEntry = await new ReadCache().get('p', async () => '{"code":200}');
    const post = headerObject(cachedAnswer(postEntry, 'POST', 'r', undefined, 'br').headers);
    expect(post.vary).toBeUndefined();
    expect(post.etag).toBeUndefined();
  });
});
