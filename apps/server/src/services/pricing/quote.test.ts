import { describe, expect, it } from 'vitest';
import type { HeldCoupon } from '../coupons/rules.ts';
import { quoteCart } from './quote.ts';

const now = new Date('2026-11-21T12:00:00Z');
const lines = [
  { packageId: 1, quantity: 2, unitPrice: 499 },
  { packageId: 2, quantity: 1, unitPrice: 1999 },
];
const coupon: HeldCoupon = {
  id: 7,
  userId: 1,
  kind: 'amount',
  offAmount: 300,
  offPercent: null,
  minimumOrder: 2000,
  cap: null,
  validUntil: new Date('2026-12-01T00:00:00Z'),
  usedAt: null,
};

describe('quoteCart', () => {
  it('adds lines, takes the coupon off, then charges the fee on the rest', () => {
    const q = quoteCart({
      lines,
      method: 'card',
      currency: 'USD',
      feeFixed: 20,
      coupon: { id: 7, held: coupon, userId: 1 },
      now,
    });
    expect(q.subtotal).toBe(2997);
    expect(q.couponDiscount).toBe(300);
    // 4.5 % of 2697 = 121.365 -> 121, + 20
    expect(q.providerFee).toBe(141);
    expect(q.total).toBe(2997 - 300 + 141);
    expect(q.coupon).toEqual({ id: 7, applied: true, reason: null });
    expect(q.lines[0]?.lineTotal).toBe(998);
  });

  it('reports a coupon that does not apply and prices without it', () => {
    const q = quoteCart({
      lines: [{ packageId: 1, quantity: 1, unitPrice: 499 }],
      method: 'wallet',
      currency: 'USD',
      feeFixed: 30,
      coupon: { id: 7, held: coupon, userId: 1 },
      now,
    });
    expect(q.coupon).toEqual({ id: 7, applied: false, reason: 'below_minimum' });
    expect(q.couponDiscount).toBe(0);
    expect(q.total).toBe(499 + 19 + 30);
  });

  it('refuses zero and negative quantities', () => {
    expect(() =>
      quoteCart({
        lines: [{ packageId: 1, quantity: -1, unitPrice: 499 }],
        method: 'card',
        currency: 'USD',
        feeFixed: 20,
        now,
      }),
    ).toThrow(RangeError);
    expect(() =>
      quoteCart({
        lines: [{ packageId: 1, quantity: 0, unitPrice: 499 }],
        method: 'card',
        currency: 'USD',
        feeFixed: 20,
        now,
      }),
    ).toThrow(RangeError);
  });
});
