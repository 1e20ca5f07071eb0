import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '../constants.ts';
import { PRICE_POINT_STEP, pricePoint } from './price-points.ts';

describe('pricePoint', () => {
  it('rupiah and dong: whole thousands', () => {
    expect(pricePoint('IDR', 15_494)).toBe(15_000);
    expect(pricePoint('IDR', 15_500)).toBe(16_000); // half up
    expect(pricePoint('IDR', 78_093)).toBe(78_000);
    expect(pricePoint('VND', 122_255)).toBe(122_000);
    expect(pricePoint('VND', 24_500)).toBe(25_000);
  });

  it('roubles, baht and pesos: whole units', () => {
    expect(pricePoint('RUB', 9_158)).toBe(9_200); // 91,58 ₽ -> 92 ₽
    expect(pricePoint('RUB', 46_149)).toBe(46_100);
    expect(pricePoint('THB', 17_450)).toBe(17_500);
    expect(pricePoint('PHP', 28_149)).toBe(28_100);
  });

  it('won: hundreds', () => {
    expect(pricePoint('KRW', 7_182)).toBe(7_200);
  });

  it('yen: whole yen, unchanged', () => {
    expect(pricePoint('JPY', 746)).toBe(746);
    expect(pricePoint('JPY', 2_372)).toBe(2_372);
  });

  it('cent currencies keep their cents (.99 stays .99)', () => {
    expect(pricePoint('USD', 499)).toBe(499);
    expect(pricePoint('EUR', 459)).toBe(459);
    expect(pricePoint('GBP', 399)).toBe(399);
  });

  it('a positive price is never rounded to nothing; zero stays zero', () => {
    expect(pricePoint('IDR', 300)).toBe(1_000);
    expect(pricePoint('RUB', 10)).toBe(100);
    expect(pricePoint('IDR', 0)).toBe(0);
  });

  it('refuses fractions and negatives', () => {
    expect(() => pricePoint('USD', 4.5)).toThrow(RangeError);
    expect(() => pricePoint('USD', -1)).toThrow(RangeError);
  });

  it('has a positive whole step for every currency', () => {
    for (const code of CURRENCY_CODES) {
      expect(Number.isSafeInteger(PRICE_POINT_STEP[code])).toBe(true);
      expect(PRICE_POINT_STEP[code]).toBeGreaterThan(0);
      expect(pricePoint(code, PRICE_POINT_STEP[code] * 7)).toBe(PRICE_POINT_STEP[code] * 7);
    }
  });
});
