import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff.ts';

describe('retryDelayMs', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 100, 500))).toEqual([100, 200, 400, 500]);
    expect(retryDelayMs(1000)).toBe(5 * 60_000);
  });
});
