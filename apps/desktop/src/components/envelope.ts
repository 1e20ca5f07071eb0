import type { Envelope } from '@gemlane/contract';

/**
 * The "full response" calls of docs/product.md §7 resolve with `{code, data, message}`; this reads
 * either shape so a page never depends on how the client's types describe them.
 */
export function envelopeOf<T>(result: unknown): Envelope<T> {
  if (
    typeof result === 'object' &&
    result !== null &&
    typeof (result as { code?: unknown }).code === 'number'
  ) {
    const r = result as { code: number; data?: T | null; message?: string };
    return { code: r.code, data: r.data ?? null, message: r.message ?? '' };
  }
  return { code: 200, data: (result ?? null) as T | null, message: '' };
}
