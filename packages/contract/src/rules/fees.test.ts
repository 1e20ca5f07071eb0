import { describe, expect, it } from 'vitest';
import { chargeOf, PAYMENT_FEES, providerFee } from './fees.ts';

describe('providerFee', () => {
  it('charges card 4.5 % + $0.20 and wallet 3.9 % + $0.30', () => {
    expect(PAYMENT_FEES.card).toEqual({ basisPoints: 450, fixedUsdMinor: 20 });
    expect(PAYMENT_FEES.wallet).toEqual({ basisPoints: 390, fixedUsdMinor: 30 });
    // $19.99: card 89.955 -> 90 + 20 = 110; wallet 77.961 -> 78 + 30 = 108
    expect(providerFee(1999, 450, 20)).toBe(110);
    expect(providerFee(1999, 390, 30)).toBe(108);
  });

  it('takes the fixed part in the order currency', () => {
    // 1500 JPY by card: 67.5 -> 68, plus a fixed part of 30 yen
    expect(providerFee(1500, 450, 30)).toBe(98);
  });

  it('charges nothing when nothing is paid', () => {
    expect(providerFee(0, 450, 20)).toBe(0);
  });
});

describe('chargeOf', () => {
  it('takes the coupon off, then charges the fee on the rest', () => {
    // $29.97 - $3 = $26.97; 4.5 % = 121.365 -> 121, + 20
    expect(
      chargeOf({ subtotal: 2997, couponDiscount: 300, fee: { basisPoints: 450, fixedMinor: 20 } }),
    ).toEqual({
      subtotal: 2997,
      couponDiscount: 300,
      providerFee: 141,
      total: 2997 - 300 + 141,
    });
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() =>
      chargeOf({ subtotal: 10.5, couponDiscount: 0, fee: { basisPoints: 450, fixedMinor: 20 } }),
    ).toThrow(RangeError);
  });
});
