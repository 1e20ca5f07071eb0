// The API answers a server render used, handed to the browser so that its first render (the
// hydration) reads the very same data synchronously instead of showing loading states.
//
// Server: the api functions are wrapped with a cache that starts every call a render asks for;
// the renderer waits for them and renders again until no new call appears (a few passes).
// Browser: the same wrapper is seeded with the answers the page carried; while the app hydrates,
// `peekRequest` reads them synchronously. After hydration the cache is closed and the api
// functions reach the network as usual.

import { ApiError, isApiError, isNotFoundError } from './errors.ts';

/** Calls answered from (or recorded into) a cache, by name and request. */
export interface SsrCache {
  /** Successful answers by key (see `ssrCacheKey`). */
  readonly answers: Map<string, unknown>;
  /** "Does not exist" answers by key: the page shows its not-found state on both sides. */
  readonly notFound: Map<string, { code: number; message: string }>;
  /** Calls still under way (server only). */
  readonly pending: Map<string, Promise<unknown>>;
  /** Server: a call not yet answered is started; browser: it goes to the network as usual. */
  readonly fetchMissing: boolean;
  /** Closed caches pass every call through. */
  open: boolean;
}

export function createSsrCache(options: {
  answers?: Record<string, unknown>;
  notFound?: Record<string, { code: number; message: string }>;
  fetchMissing: boolean;
}): SsrCache {
  return {
    answers: new Map(Object.entries(options.answers ?? {})),
    notFound: new Map(Object.entries(options.notFound ?? {})),
    pending: new Map(),
    fetchMissing: options.fetchMissing,
    open: true,
  };
}

/** A call's key: its name and its request with the object keys sorted. */
export function ssrCacheKey(name: string, request: unknown): string {
  return `${name}:${JSON.stringify(request ?? null, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : value,
  )}`;
}

/** A thenable already rejected, whose `then` runs at once. */
interface Rejected extends PromiseLike<never> {
  status: 'rejected';
  reason: unknown;
}

function isRejected(value: unknown): value is Rejected {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { status?: unknown }).status === 'rejected'
  );
}

function rejected(reason: unknown): Rejected {
  const self: Rejected & { catch(onRejected?: (e: unknown) => unknown): unknown } = {
    status: 'rejected',
    reason,
    then<R1 = never, R2 = never>(
      _onFulfilled?: unknown,
      onRejected?: ((e: unknown) => R2 | PromiseLike<R2>) | null,
    ) {
      if (!onRejected) return self as unknown as PromiseLike<R1 | R2>;
      const next = onRejected(reason);
      return (isFulfilled(next) || isRejected(next) ? next : fulfilled(next)) as PromiseLike<R2>;
    },
    catch(onRejected) {
      return onRejected ? fulfilled(onRejected(reason)) : self;
    },
  };
  return self;
}

/** A thenable already fulfilled, whose `then` runs at once (React reads `status`/`value` too). */
interface Fulfilled<T> extends PromiseLike<T> {
  status: 'fulfilled';
  value: T;
}

function isFulfilled(value: unknown): value is Fulfilled<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { status?: unknown }).status === 'fulfilled' &&
    'value' in value
  );
}

function fulfilled<T>(value: T): Fulfilled<T> {
  const self: Fulfilled<T> & { catch(): Fulfilled<T>; finally(f?: () => void): Fulfilled<T> } = {
    status: 'fulfilled',
    value,
    then<R1 = T, R2 = never>(onFulfilled?: ((v: T) => R1 | PromiseLike<R1>) | null) {
      if (!onFulfilled) return self as unknown as PromiseLike<R1 | R2>;
      const next = onFulfilled(value);
      if (isFulfilled(next) || isRejected(next)) return next as PromiseLike<R1>;
      if (next && typeof (next as PromiseLike<R1>).then === 'function')
        return next as PromiseLike<R1>;
      return fulfilled(next as R1);
    },
    catch: () => self,
    finally(f) {
      f?.();
      return self;
    },
  };
  return self;
}

const NEVER = new Promise<never>(() => undefined);
let peeking = false;

/**
 * Runs `load` in peek mode: when every api call it makes is answered by an open cache, its result
 * comes back at once; otherwise null (and a server cache starts the missing calls). `load` must
 * call the api functions synchronously and chain with `.then` (not `await`) to be peeked.
 */
export function peekRequest<T>(
  load: () => PromiseLike<T>,
): { value: T; error?: undefined } | { value?: undefined; error: unknown } | null {
  // Outside a server render or a hydration, nothing is peeked (and `load` is not called).
  if (!currentSsrCache()) return null;
  peeking = true;
  try {
    const result = load();
    if (isFulfilled(result)) return { value: result.value as T };
    if (isRejected(result)) return { error: result.reason };
    return null;
  } catch {
    return null;
  } finally {
    peeking = false;
  }
}

/** The api functions answered from `cache` while it is open. */
export function withSsrCache<A extends object>(api: A, cache: SsrCache): A {
  return new Proxy(api, {
    get(target, property, receiver) {
      const call: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || typeof call !== 'function') return call;
      return (request?: unknown, ...rest: unknown[]) => {
        const run = () => (call as (...args: unknown[]) => Promise<unknown>)(request, ...rest);
        if (!cache.open) return run();
        const key = ssrCacheKey(property, request);
        if (cache.answers.has(key)) {
          const answer = cache.answers.get(key);
          return peeking ? fulfilled(answer) : Promise.resolve(answer);
        }
        const missing = cache.notFound.get(key);
        if (missing) {
          const error = new ApiError(missing.code, missing.message);
          return peeking ? rejected(error) : Promise.reject(error);
        }
        if (!cache.fetchMissing) return peeking ? NEVER : run();
        let started = cache.pending.get(key);
        if (!started) {
          started = run().then(
            (answer) => {
              cache.answers.set(key, answer);
              return answer;
            },
            (error: unknown) => {
              if (isNotFoundError(error) && isApiError(error))
                cache.notFound.set(key, { code: error.code, message: error.message });
              throw error;
            },
          );
          // Another failed call is left out: the browser asks again and shows its error state.
          started.catch(() => undefined).finally(() => cache.pending.delete(key));
          cache.pending.set(key, started);
        }
        return peeking ? NEVER : started;
      };
    },
  });
}

/** Waits for the calls under way; resolves to whether there were any. */
export async function settleSsrCache(cache: SsrCache): Promise<boolean> {
  if (cache.pending.size === 0) return false;
  await Promise.allSettled([...cache.pending.values()]);
  return true;
}

/** What a page carries: the answers and the not-found answers of its render. */
export interface SsrCalls {
  answers: Record<string, unknown>;
  notFound: Record<string, { code: number; message: string }>;
}

/** The calls as JSON (`SsrCalls`) that is safe inside a `<script type="application/json">` element. */
export function serializeSsrCache(cache: SsrCache): string {
  const calls: SsrCalls = {
    answers: Object.fromEntries(cache.answers),
    notFound: Object.fromEntries(cache.notFound),
  };
  return JSON.stringify(calls).replace(/</g, '\\u003c');
}

let current: SsrCache | null = null;

/** The cache of the render under way (server) or of the page being hydrated (browser). */
export function currentSsrCache(): SsrCache | null {
  return current?.open ? current : null;
}

export function setCurrentSsrCache(cache: SsrCache | null): void {
  current = cache;
}

/** Ends hydration: later calls reach the network. */
export function closeSsrCache(): void {
  if (current) current.open = false;
  current = null;
}
