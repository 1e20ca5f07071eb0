import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '../constants.ts';
import { MINIMUM_PAYABLE, percentOfMinor, percentToBasisPoints } from './money.ts';

describe('percentOfMinor', () => {
  it('rounds half up on the minor unit', () => {
    // 4.5 % of 100 cents = 4.5 cents -> 5 (half up, not to even); of 99 = 4.455 -> 4
    expect(percentOfMinor(100, 450)).toBe(5);
    expect(percentOfMinor(99, 450)).toBe(4);
    expect(percentOfMinor(1000, 450)).toBe(45);
    expect(percentOfMinor(1499, 450)).toBe(67); // 67.455 -> 67
    expect(percentOfMinor(10, 450)).toBe(0); // 0.45 -> 0
    // 3.9 % of 1282 = 49.998 -> 50; of 1269 = 49.491 -> 49
    expect(percentOfMinor(1282, 390)).toBe(50);
    expect(percentOfMinor(1269, 390)).toBe(49);
    expect(percentOfMinor(999, percentToBasisPoints(10))).toBe(100); // 99.9 -> 100
  });

  it('keeps precision on large amounts (IDR has no minor unit)', () => {
    expect(percentOfMinor(9_007_199_254_740, 450)).toBe(405_323_966_463);
  });

  it('refuses floats and negatives', () => {
    expect(() => percentOfMinor(10.5, 450)).toThrow(RangeError);
    expect(() => percentOfMinor(-10, 450)).toThrow(RangeError);
  });
});

describe('percentToBasisPoints', () => {
  it('keeps a coupon percent within 0-100', () => {
    expect(percentToBasisPoints(10)).toBe(1000);
    expect(percentToBasisPoints(150)).toBe(10_000);
    expect(percentToBasisPoints(-5)).toBe(0);
  });
});

describe('MINIMUM_PAYABLE', () => {
  it('has a positive whole minimum for every currency', () => {
    for (const code of CURRENCY_CODES) {
      expect(Number.isSafeInteger(MINIMUM_PAYABLE[code])).toBe(true);
      expect(MINIMUM_PAYABLE[code]).toBeGreaterThan(0);
    }
  });
});
