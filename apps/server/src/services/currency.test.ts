import { describe, expect, it } from 'vitest';
import { convertUsdCents, RATE_SCALE, toUsdCents } from './currency.ts';

const rates = new Map([
  ['EUR', 920_000],
  ['JPY', 149_500_000],
  ['IDR', 15_650 * RATE_SCALE],
  ['VND', 24_500 * RATE_SCALE],
]);

describe('convertUsdCents', () => {
  it('keeps USD as is', () => {
    expect(convertUsdCents(499, 'USD', rates)).toBe(499);
  });

  it('rounds half up to the cent for two-decimal currencies', () => {
    // 4.99 USD * 0.92 = 4.5908 EUR -> 459 cents
    expect(convertUsdCents(499, 'EUR', rates)).toBe(459);
    // 0.50 USD * 0.92 = 0.46 EUR exactly
    expect(convertUsdCents(50, 'EUR', rates)).toBe(46);
  });

  it('gives whole units for JPY, IDR and VND', () => {
    // 0.99 USD * 149.5 = 148.005 JPY -> 148
    expect(convertUsdCents(99, 'JPY', rates)).toBe(148);
    // 1.00 USD * 149.5 = 149.5 JPY -> 150 (half up)
    expect(convertUsdCents(100, 'JPY', rates)).toBe(150);
    expect(convertUsdCents(1999, 'IDR', rates)).toBe(312_844);
    expect(convertUsdCents(1999, 'VND', rates)).toBe(489_755);
  });

  it('refuses fractional input and unknown currencies', () => {
    expect(() => convertUsdCents(1.5, 'EUR', rates)).toThrow(RangeError);
    expect(() => convertUsdCents(100, 'GBP', rates)).toThrow(/GBP/);
  });

  it('converts limits back to USD cents', () => {
    expect(toUsdCents(46, 'EUR', rates)).toBe(50);
    expect(toUsdCents(1495, 'JPY', rates)).toBe(1000);
  });
});
