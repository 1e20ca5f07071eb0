// Pre-serialised answers of anonymous catalogue reads (catalogue, search, game zone). They differ
// only by currency, locale and input, and change only with the catalogue or the exchange rates:
// computing them once per key takes the database, i18n and JSON work off the hot path.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Db } from '../db/client.ts';

/** Entries per database; the oldest-used goes first beyond it. */
export const READ_CACHE_MAX_ENTRIES = 1000;
/** Bytes of answers per database (search keys come from the client: bound them). */
export const READ_CACHE_MAX_BYTES = 16 * 1024 * 1024;
/** An entry is recomputed after this long, the same bound as the catalogue cache: another
 *  instance's catalogue or rate change is seen here within it (plus one recomputation). */
export const READ_CACHE_TTL_MS = 10_000;

/** The content codings cached answers come in besides identity, most preferred first. */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];
/** Below this, compression costs more than it saves (as for the gateway's static files). */
export const MIN_COMPRESS_BYTES = 1024;
/** Brotli's fast end: the catalogue answer 13% larger than at its best, in a fiftieth of the time. */
const BROTLI_QUALITY = 5;

export interface CachedRead {
  /** The whole JSON envelope as UTF-8, ready to send (encoded once, not per request). */
  body: Buffer;
  /** Strong validator of `body`. */
  etag: string;
  /** `body` compressed, once per entry, for the codings that make it smaller (none when small). */
  encoded: Partial<Record<ContentCoding, Buffer>>;
  /** The answer's headers but the request id and length, by coding, built on first use
   *  (lib/cached-answer.ts; an entry answers one call, the method is part of its key). */
  headers?: Partial<Record<ContentCoding | 'identity', readonly string[]>>;
}

function encode(body: Buffer): Partial<Record<ContentCoding, Buffer>> {
  if (body.length < MIN_COMPRESS_BYTES) return {};
  const out: Partial<Record<ContentCoding, Buffer>> = {};
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  if (br.length < body.length) out.br = br;
  const gzip = gzipSync(body);
  if (gzip.length < body.length) out.gzip = gzip;
  return out;
}

/** Bytes an entry holds: the answer and its compressed forms. */
const sizeOf = (read: CachedRead): number =>
  read.body.length + (read.encoded.br?.length ?? 0) + (read.encoded.gzip?.length ?? 0);

/**
 * The cache key of a read: the call, the resolved currency and locale, and the raw input (the
 * query string of a GET, the body text of a POST). The Hono route and the node:http fast path
 * both key with it, so a hit on one is a hit on the other.
 */
export function readKey(
  method: string,
  path: string,
  currency: string,
  locale: string,
  rawInput: string,
): string {
  return `${method} ${path}\u0000${currency}\u0000${locale}\u0000${rawInput}`;
}

/** The paths of the calls answered from the read cache, by method (filled as routes are mounted). */
const cachedCalls = new Map<string, Set<string>>();

export function registerCachedCall(method: string, path: string): void {
  let paths = cachedCalls.get(method);
  if (!paths) cachedCalls.set(method, (paths = new Set()));
  paths.add(path);
}

/** Whether `method path` is a call answered from the read cache. */
export function isCachedCall(method: string, path: string): boolean {
  return cachedCalls.get(method)?.has(path) ?? false;
}

interface Entry extends CachedRead {
  generation: number;
  at: number;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<CachedRead>>();
  private bytes = 0;
  private generation = 0;

  constructor(
    private readonly maxEntries = READ_CACHE_MAX_ENTRIES,
    private readonly maxBytes = READ_CACHE_MAX_BYTES,
    private readonly ttlMs = READ_CACHE_TTL_MS,
  ) {}

  /** Drops every entry: the catalogue or the rates changed. Computations under way are not kept. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.inFlight.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The fresh entry of `key`, else undefined. */
  peek(key: string, now = Date.now()): CachedRead | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.generation !== this.generation || now - hit.at >= this.ttlMs) return undefined;
    this.touch(key, hit);
    return hit;
  }

  private touch(key: string, hit: Entry): void {
    // Map order is the eviction order: a hit moves the entry to the young end.
    this.entries.delete(key);
    this.entries.set(key, hit);
  }

  /**
   * The entry of `key`, computing it once when missing (concurrent misses share one computation).
   * An entry past its time to live is still served while its replacement is computed, so readers
   * never wait for the periodic refresh; an invalidated one never is.
   */
  async get(key: string, compute: () => Promise<string>, now = Date.now()): Promise<CachedRead> {
    const hit = this.entries.get(key);
    if (hit && hit.generation === this.generation) {
      this.touch(key, hit);
      if (now - hit.at >= this.ttlMs)
        // A refresh that fails (the game is gone) drops the old answer: the next reader gets the error.
        this.refresh(key, compute, now).catch(() => {
          if (this.entries.get(key) === hit) this.remove(key, hit);
        });
      return hit;
    }
    return this.refresh(key, compute, now);
  }

  private refresh(key: string, compute: () => Promise<string>, now: number): Promise<CachedRead> {
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const work = compute().then((body) => {
      const bytes = Buffer.from(body, 'utf8');
      const value: CachedRead = { body: bytes, etag: etagOf(bytes), encoded: encode(bytes) };
      // A change during the computation makes the answer stale: serve it to its callers only.
      if (generation === this.generation) this.store(key, { ...value, generation, at: now });
      return value;
    });
    this.inFlight.set(key, work);
    const forget = () => {
      if (this.inFlight.get(key) === work) this.inFlight.delete(key);
    };
    work.then(forget, forget);
    return work;
  }

  private store(key: string, entry: Entry): void {
    const size = sizeOf(entry);
    if (size > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [k, e] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(k, e);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= sizeOf(entry);
  }
}

export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

const caches = new WeakMap<Db, ReadCache>();

/** The read cache of a database (one per process and database, like the catalogue cache). */
export function readCacheOf(db: Db): ReadCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ReadCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Called by every change of the catalogue or the exchange rates. */
export function invalidateReads(db: Db): void {
  caches.get(db)?.invalidate();
}
