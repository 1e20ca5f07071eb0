import { describe, expect, it } from 'vitest';
import { percentOfMinor } from './money.ts';

describe('percentOfMinor', () => {
  it('rounds half up on the minor unit', () => {
    // 4.5 % of 100 cents = 4.5 cents -> 5; of 99 cents = 4.455 -> 4; of 1000 = 45 exactly
    expect(percentOfMinor(100, 450)).toBe(5);
    expect(percentOfMinor(99, 450)).toBe(4);
    expect(percentOfMinor(1000, 450)).toBe(45);
    // 3.9 % of 1282 = 49.998 -> 50; of 1410 = 54.99 -> 55; of 1269 = 49.491 -> 49
    expect(percentOfMinor(1282, 390)).toBe(50);
    expect(percentOfMinor(1269, 390)).toBe(49);
  });

  it('keeps precision on large amounts (IDR has no minor unit)', () => {
    expect(percentOfMinor(9_007_199_254_740, 450)).toBe(405_323_966_463);
  });

  it('refuses floats and negatives', () => {
    expect(() => percentOfMinor(10.5, 450)).toThrow(RangeError);
    expect(() => percentOfMinor(-10, 450)).toThrow(RangeError);
  });
});
