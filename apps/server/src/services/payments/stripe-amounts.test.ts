import { describe, expect, it } from 'vitest';
import { ourAmount, stripeAmount, stripeDecimals } from './stripe-amounts.ts';

describe("Stripe's minor units", () => {
  it('keeps two-decimal and zero-decimal currencies as they are', () => {
    expect(stripeAmount(1234, 'USD')).toBe(1234);
    expect(stripeAmount(1500, 'JPY')).toBe(1500);
    expect(stripeAmount(25_000, 'KRW')).toBe(25_000);
    expect(stripeAmount(500_000, 'VND')).toBe(500_000);
    expect(ourAmount(1500, 'JPY')).toBe(1500);
  });

  it('writes IDR, which has no minor unit for us, with the two decimals Stripe expects', () => {
    expect(stripeDecimals('IDR')).toBe(2);
    expect(stripeAmount(15_000, 'IDR')).toBe(1_500_000);
    expect(ourAmount(1_500_000, 'IDR')).toBe(15_000);
    // Not a whole rupiah: never our order's amount.
    expect(ourAmount(1_500_050, 'IDR')).toBeNull();
  });

  it('knows the three-decimal currencies and refuses amounts that are not whole', () => {
    expect(stripeDecimals('KWD')).toBe(3);
    expect(stripeAmount(1234, 'KWD')).toBe(1234);
    expect(stripeDecimals('usd')).toBe(2);
    expect(ourAmount(-1, 'USD')).toBeNull();
    expect(ourAmount(12.5, 'USD')).toBeNull();
  });
});
