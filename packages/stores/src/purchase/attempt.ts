// Idempotent order creation: one key per purchase attempt, reused on every retry of that attempt
// (a double click, a timeout, a reload before the answer), so the server makes one order at most.
// A changed cart is a new attempt with a new key (the server answers a reused key with another
// cart by 409).

export interface Attempt {
  key: string;
  /** What was asked: the same fingerprint reuses the key. */
  fingerprint: string;
  /** The coupon the attempt's order holds (absent: none). */
  couponId?: number;
}

export function newIdempotencyKey(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A stable text of the request (keys sorted), minus the idempotency key itself. */
export function fingerprintOf(request: unknown): string {
  const norm = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(norm);
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      return Object.fromEntries(
        Object.keys(o)
          .filter((k) => k !== 'idempotencyKey' && o[k] !== undefined)
          .sort()
          .map((k) => [k, norm(o[k])]),
      );
    }
    return v;
  };
  return JSON.stringify(norm(request));
}

/**
 * The attempt for `request`: the previous one when nothing changed, else a fresh key.
 *
 * Back from the checkout without paying, the previous attempt's order still holds its coupon, so
 * the coupon list no longer offers it and the same press comes without a coupon. That press is
 * the same attempt: it resumes the unpaid order, coupon included (`requestOf` puts it back),
 * rather than making a second order that cannot use the coupon the first one holds.
 */
export function attemptFor(previous: Attempt | null, request: object): Attempt {
  const fingerprint = fingerprintOf(request);
  if (previous && previous.fingerprint === fingerprint) return previous;
  const couponId = couponOf(request);
  if (
    previous?.couponId !== undefined &&
    couponId === undefined &&
    previous.fingerprint === fingerprintOf({ ...request, couponId: previous.couponId })
  )
    return previous;
  return {
    key: newIdempotencyKey(),
    fingerprint,
    ...(couponId !== undefined ? { couponId } : {}),
  };
}

function couponOf(request: object): number | undefined {
  const id = (request as { couponId?: unknown }).couponId;
  return typeof id === 'number' ? id : undefined;
}

/** The request to send for `attempt`: with the coupon its order holds. */
export function requestOf<T extends { couponId?: number | undefined }>(
  attempt: Attempt,
  request: T,
): T {
  return attempt.couponId !== undefined && request.couponId === undefined
    ? { ...request, couponId: attempt.couponId }
    : request;
}

/** Failures worth retrying with the same key: transport (500 from the client), timeouts, 502-504. */
export function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 500 || code === 502 || code === 503 || code === 504;
}

/** Runs `call` with the attempt's key, retrying transport failures with the same key. */
export async function withRetries<T>(
  call: () => Promise<T>,
  options: { retries?: number; delayMs?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<T> {
  const retries = options.retries ?? 2;
  const sleep = options.sleep ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms)));
  for (let i = 0; ; i += 1) {
    try {
      return await call();
    } catch (error) {
      if (i >= retries || !isRetryable(error)) throw error;
      await sleep((options.delayMs ?? 800) * (i + 1));
    }
  }
}
