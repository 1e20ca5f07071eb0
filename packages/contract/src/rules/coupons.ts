// Coupons: when a coupon fits an order (not used, not expired, the subtotal reaches its minimum and
// the currency's payable minimum), what it takes off, and which of a shopper's coupons saves most.
import type { CurrencyCode } from '../constants.ts';
import type { Coupon, CouponStatus } from '../coupons.ts';
import type { Money } from '../common.ts';
import { MINIMUM_PAYABLE, percentOfMinor, percentToBasisPoints } from './money.ts';

/** The terms of a coupon in minor units of the order currency (percent as 0-100). */
export interface CouponRuleTerms {
  kind: 'amount' | 'percent';
  offAmount: number | null;
  offPercent: number | null;
  minimumOrder: number;
  cap: number | null;
}

/**
 * Whether a coupon with these terms applies to an order of `subtotal`: the subtotal reaches the
 * coupon's own minimum and is above the currency's payable minimum (below it nothing is left for
 * the coupon to take).
 */
export function couponReachesMinimum(
  terms: Pick<CouponRuleTerms, 'minimumOrder'>,
  subtotal: number,
  currency: CurrencyCode,
): boolean {
  return subtotal >= terms.minimumOrder && subtotal > MINIMUM_PAYABLE[currency];
}

/**
 * What a coupon takes off `subtotal` (minor units of `currency`): the percent rounded half up on
 * the minor unit, then the cap, and never so much that the subtotal falls below the currency's
 * payable minimum (an order at or below that minimum gets nothing off).
 */
export function couponDiscountOf(
  terms: CouponRuleTerms,
  subtotal: number,
  currency: CurrencyCode,
): number {
  const raw =
    terms.kind === 'percent'
      ? percentOfMinor(subtotal, percentToBasisPoints(terms.offPercent ?? 0))
      : Math.max(0, terms.offAmount ?? 0);
  const capped = terms.cap === null ? raw : Math.min(raw, terms.cap);
  return Math.max(0, Math.min(capped, subtotal - MINIMUM_PAYABLE[currency]));
}

/**
 * A coupon's state at `now`: used, expired (its validity ended, or the store withdrew the
 * coupon), or available.
 */
export function couponStatusAt(
  coupon: { used: boolean; validUntil: Date | string; withdrawn?: boolean },
  now: Date,
): CouponStatus {
  if (coupon.used) return 'used';
  if (coupon.withdrawn) return 'expired';
  return new Date(coupon.validUntil).getTime() <= now.getTime() ? 'expired' : 'available';
}

export type CouponCheck =
  { ok: true; discount: number } | { ok: false; reason: 'used' | 'expired' | 'belowMinimum' };

/** Whether a coupon with these terms (in the order currency) applies to `subtotal` at `now`. */
export function checkCouponTerms(
  coupon: CouponRuleTerms & { used: boolean; validUntil: Date | string },
  subtotal: number,
  currency: CurrencyCode,
  now: Date,
): CouponCheck {
  const status = couponStatusAt(coupon, now);
  if (status !== 'available') return { ok: false, reason: status };
  if (!couponReachesMinimum(coupon, subtotal, currency))
    return { ok: false, reason: 'belowMinimum' };
  return { ok: true, discount: couponDiscountOf(coupon, subtotal, currency) };
}

// ---------------------------------------------------------------- a shopper's coupons

export type CouponFit =
  | { coupon: Coupon; applicable: true; discount: Money }
  | {
      coupon: Coupon;
      applicable: false;
      reason: 'belowMinimum' | 'otherCurrency' | 'notAvailable';
    };

/** A coupon's terms in minor units, as the rules take them. */
function termsOf(coupon: Coupon): CouponRuleTerms {
  return {
    kind: coupon.kind,
    offAmount: coupon.offAmount?.amount ?? null,
    offPercent: coupon.offPercent,
    minimumOrder: coupon.minimumOrder.amount,
    cap: coupon.cap?.amount ?? null,
  };
}

/** What `coupon` takes off `subtotal` (minor units), were it to apply. */
export function couponDiscount(coupon: Coupon, subtotal: Money): number {
  return couponDiscountOf(termsOf(coupon), subtotal.amount, subtotal.currency);
}

export function fitCoupon(coupon: Coupon, subtotal: Money, now: Date = new Date()): CouponFit {
  const validUntil = coupon.validUntil;
  if (
    coupon.status !== 'available' ||
    couponStatusAt({ used: false, validUntil }, now) !== 'available'
  )
    return { coupon, applicable: false, reason: 'notAvailable' };
  if (coupon.minimumOrder.currency !== subtotal.currency)
    return { coupon, applicable: false, reason: 'otherCurrency' };
  const check = checkCouponTerms(
    { ...termsOf(coupon), used: false, validUntil },
    subtotal.amount,
    subtotal.currency,
    now,
  );
  if (!check.ok)
    return {
      coupon,
      applicable: false,
      reason: check.reason === 'belowMinimum' ? 'belowMinimum' : 'notAvailable',
    };
  return {
    coupon,
    applicable: true,
    discount: { amount: check.discount, currency: subtotal.currency },
  };
}

/** Every coupon with whether it fits, the applicable ones first, largest saving first. */
export function fitCoupons(
  coupons: readonly Coupon[],
  subtotal: Money,
  now: Date = new Date(),
): CouponFit[] {
  const fits = coupons.map((c) => fitCoupon(c, subtotal, now));
  return fits.sort((a, b) => {
    if (a.applicable !== b.applicable) return a.applicable ? -1 : 1;
    if (a.applicable && b.applicable && a.discount.amount !== b.discount.amount)
      return b.discount.amount - a.discount.amount;
    // Same saving: the one that expires first.
    return Date.parse(a.coupon.validUntil) - Date.parse(b.coupon.validUntil);
  });
}

/** The applicable coupon that takes most off (soonest expiry on a tie), or null. */
export function bestCoupon(
  coupons: readonly Coupon[],
  subtotal: Money,
  now: Date = new Date(),
): Coupon | null {
  const first = fitCoupons(coupons, subtotal, now)[0];
  return first?.applicable ? first.coupon : null;
}
