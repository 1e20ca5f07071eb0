import { describe, expect, it } from 'vitest';
import { couponDiscountOf } from '@gemlane/contract';
import { checkCoupon, couponStatusOf, type HeldCoupon } from './rules.ts';

const now = new Date('2026-11-21T12:00:00Z');
const base: HeldCoupon = {
  id: 1,
  userId: 10,
  kind: 'percent',
  offAmount: null,
  offPercent: 10,
  minimumOrder: 1000,
  cap: 300,
  validUntil: new Date('2026-11-22T00:00:00Z'),
  usedAt: null,
};

describe('coupon rules', () => {
  it('takes a percentage, rounded half up, never more than the cap', () => {
    expect(couponDiscountOf(base, 1005, 'USD')).toBe(101); // 100.5 -> 101
    expect(couponDiscountOf(base, 10_000, 'USD')).toBe(300); // 1000 capped at 300
  });

  it('always leaves the payable minimum of the currency', () => {
    const big = { ...base, kind: 'amount' as const, offAmount: 5000, cap: null };
    expect(couponDiscountOf(big, 1200, 'USD')).toBe(1150);
    expect(couponDiscountOf(big, 1200, 'JPY')).toBe(1125);
    expect(
      couponDiscountOf({ ...base, kind: 'amount', offAmount: 100, cap: null }, 99, 'USD'),
    ).toBe(49);
  });

  it('applies only to the owner, unused, unexpired, above the minimum', () => {
    expect(checkCoupon(base, 10, 2000, 'USD', now)).toEqual({ ok: true, discount: 200 });
    expect(checkCoupon(undefined, 10, 2000, 'USD', now)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(checkCoupon(base, 11, 2000, 'USD', now)).toEqual({ ok: false, reason: 'not_found' });
    expect(checkCoupon({ ...base, usedAt: now }, 10, 2000, 'USD', now)).toEqual({
      ok: false,
      reason: 'used',
    });
    expect(checkCoupon(base, 10, 999, 'USD', now)).toEqual({ ok: false, reason: 'below_minimum' });
    const noMinimum = { ...base, kind: 'amount' as const, offAmount: 100, minimumOrder: 0 };
    expect(checkCoupon(noMinimum, 10, 50, 'USD', now)).toEqual({
      ok: false,
      reason: 'below_minimum',
    });
    expect(checkCoupon(noMinimum, 10, 99, 'USD', now)).toEqual({ ok: true, discount: 49 });
    const expired = { ...base, validUntil: new Date('2026-11-21T11:59:59Z') };
    expect(checkCoupon(expired, 10, 2000, 'USD', now)).toEqual({ ok: false, reason: 'expired' });
  });

  it('sorts coupons into the Available, Used and Expired tabs', () => {
    expect(couponStatusOf(base, now)).toBe('available');
    expect(couponStatusOf({ ...base, usedAt: now }, now)).toBe('used');
    expect(couponStatusOf({ ...base, validUntil: now }, now)).toBe('expired');
  });
});
