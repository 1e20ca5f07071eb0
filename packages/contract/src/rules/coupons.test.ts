import { describe, expect, it } from 'vitest';
import type { Money } from '../common.ts';
import { CURRENCY_CODES } from '../constants.ts';
import type { Coupon } from '../coupons.ts';
import {
  bestCoupon,
  checkCouponTerms,
  couponDiscount,
  couponDiscountOf,
  couponReachesMinimum,
  couponStatusAt,
  fitCoupon,
  fitCoupons,
} from './coupons.ts';
import { MINIMUM_PAYABLE } from './money.ts';

describe('coupons leave the payable minimum', () => {
  const dollarOff = {
    kind: 'amount',
    offAmount: 100,
    offPercent: null,
    minimumOrder: 0,
    cap: null,
  } as const;

  it('has a minimum for every currency', () => {
    for (const code of CURRENCY_CODES) expect(MINIMUM_PAYABLE[code]).toBeGreaterThan(0);
  });

  it('takes off at most the subtotal less the minimum', () => {
    expect(couponDiscountOf(dollarOff, 99, 'USD')).toBe(49);
    expect(couponDiscountOf(dollarOff, 5000, 'USD')).toBe(100);
    expect(couponDiscountOf(dollarOff, 50, 'USD')).toBe(0);
    expect(couponDiscountOf({ ...dollarOff, offAmount: 100_000 }, 148, 'JPY')).toBe(73);
  });

  it('rounds a percentage half up, then caps it', () => {
    const tenPercent = {
      ...dollarOff,
      kind: 'percent',
      offAmount: null,
      offPercent: 10,
      cap: 300,
    } as const;
    expect(couponDiscountOf(tenPercent, 1005, 'USD')).toBe(101);
    expect(couponDiscountOf(tenPercent, 10_000, 'USD')).toBe(300);
  });

  it('fits an order above both the coupon minimum and the payable minimum', () => {
    expect(couponReachesMinimum(dollarOff, 51, 'USD')).toBe(true);
    expect(couponReachesMinimum(dollarOff, 50, 'USD')).toBe(false);
    expect(couponReachesMinimum({ minimumOrder: 1000 }, 999, 'USD')).toBe(false);
  });
});

const usd = (amount: number): Money => ({ amount, currency: 'USD' });
const coupon = (id: number, patch: Partial<Coupon> = {}): Coupon => ({
  id,
  name: `Coupon ${id}`,
  kind: 'amount',
  offAmount: usd(300),
  offPercent: null,
  minimumOrder: usd(1000),
  cap: null,
  currency: 'USD',
  validUntil: '2099-01-01T00:00:00.000Z',
  status: 'available',
  orderId: null,
  ...patch,
});
const now = new Date('2030-01-01T00:00:00Z');

describe('a coupon at a given time', () => {
  const terms = {
    kind: 'amount',
    offAmount: 300,
    offPercent: null,
    minimumOrder: 1000,
    cap: null,
  } as const;
  const until = new Date('2030-01-02T00:00:00Z');

  it('is used, expired at the end of its validity, or available', () => {
    expect(couponStatusAt({ used: true, validUntil: until }, now)).toBe('used');
    expect(couponStatusAt({ used: false, validUntil: until }, now)).toBe('available');
    expect(couponStatusAt({ used: false, validUntil: now }, now)).toBe('expired');
    expect(couponStatusAt({ used: false, validUntil: '2029-12-31T00:00:00Z' }, now)).toBe(
      'expired',
    );
  });

  it('is expired once the store withdraws it, unless it was already used', () => {
    expect(couponStatusAt({ used: false, validUntil: until, withdrawn: true }, now)).toBe(
      'expired',
    );
    expect(couponStatusAt({ used: true, validUntil: until, withdrawn: true }, now)).toBe('used');
  });

  it('applies with its discount only when available and above both minimums', () => {
    expect(
      checkCouponTerms({ ...terms, used: false, validUntil: until }, 1499, 'USD', now),
    ).toEqual({
      ok: true,
      discount: 300,
    });
    expect(checkCouponTerms({ ...terms, used: true, validUntil: until }, 1499, 'USD', now)).toEqual(
      {
        ok: false,
        reason: 'used',
      },
    );
    expect(checkCouponTerms({ ...terms, used: false, validUntil: now }, 1499, 'USD', now)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(checkCouponTerms({ ...terms, used: false, validUntil: until }, 999, 'USD', now)).toEqual(
      {
        ok: false,
        reason: 'belowMinimum',
      },
    );
  });
});

describe("a shopper's coupons", () => {
  const signUp = coupon(1); // $3 off orders of $10 or more
  const tenPercent = coupon(2, {
    kind: 'percent',
    offAmount: null,
    offPercent: 10,
    minimumOrder: usd(0),
    cap: usd(500),
  });

  it('takes off what the order rule takes (half up, cap, payable minimum left)', () => {
    expect(couponDiscount(tenPercent, usd(1499))).toBe(150);
    expect(couponDiscount(tenPercent, usd(90_000))).toBe(500);
    expect(couponDiscount(coupon(3, { offAmount: usd(5000), minimumOrder: usd(0) }), usd(99))).toBe(
      49,
    );
  });

  it('says why a coupon does not fit', () => {
    expect(fitCoupon(signUp, usd(999), now)).toMatchObject({
      applicable: false,
      reason: 'belowMinimum',
    });
    expect(fitCoupon(coupon(4, { status: 'used' }), usd(1499), now)).toMatchObject({
      applicable: false,
      reason: 'notAvailable',
    });
    expect(
      fitCoupon(coupon(5, { validUntil: '2029-01-01T00:00:00Z' }), usd(1499), now),
    ).toMatchObject({
      applicable: false,
      reason: 'notAvailable',
    });
    expect(fitCoupon(signUp, { amount: 1499, currency: 'EUR' }, now)).toMatchObject({
      applicable: false,
      reason: 'otherCurrency',
    });
    expect(fitCoupon(signUp, usd(1499), now)).toEqual({
      coupon: signUp,
      applicable: true,
      discount: usd(300),
    });
  });

  it('picks the largest saving, then the sooner expiry, and none when nothing fits', () => {
    expect(bestCoupon([tenPercent, signUp], usd(1499), now)?.id).toBe(1); // $3 > $1.50
    expect(bestCoupon([tenPercent, signUp], usd(5000), now)?.id).toBe(2); // $5 > $3
    const soon = coupon(6, { validUntil: '2098-01-01T00:00:00.000Z' });
    expect(bestCoupon([signUp, soon], usd(1499), now)?.id).toBe(6);
    expect(bestCoupon([signUp], usd(999), now)).toBeNull();
    expect(fitCoupons([signUp, tenPercent], usd(500), now).map((f) => f.coupon.id)).toEqual([2, 1]);
  });
});
