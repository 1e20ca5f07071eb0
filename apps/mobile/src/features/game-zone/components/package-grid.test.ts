import { describe, expect, it } from 'vitest';
import { discountPercent } from './package-grid.tsx';

const usd = (amount: number) => ({ amount, currency: 'USD' as const });

describe('package discount tag', () => {
  it('is the share saved against the crossed-out price, rounded down', () => {
    expect(discountPercent({ price: usd(899), originalPrice: usd(999) })).toBe(10);
    expect(discountPercent({ price: usd(1999), originalPrice: usd(2999) })).toBe(33);
  });

  it('is absent without a higher original price', () => {
    expect(discountPercent({ price: usd(999), originalPrice: null })).toBeNull();
    expect(discountPercent({ price: usd(999), originalPrice: usd(999) })).toBeNull();
  });
});
