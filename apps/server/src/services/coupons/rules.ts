// Coupon rules: minimum order, cap, expiry, one coupon per order, only the owner's unused coupon.
import {
  checkCouponTerms,
  couponStatusAt,
  type CouponRuleTerms,
  type CouponStatus,
  type CurrencyCode,
} from '@gemlane/contract';

/** A coupon's terms in minor units of the order currency. */
export type CouponTerms = CouponRuleTerms;

export interface HeldCoupon extends CouponTerms {
  id: number;
  userId: number;
  validUntil: Date;
  usedAt: Date | null;
}

export type CouponRejection = 'not_found' | 'used' | 'expired' | 'below_minimum';

/** Message keys (server.json) of the rejections, translated by x-locale. */
export const COUPON_REJECTION_KEYS: Record<CouponRejection, string> = {
  not_found: 'commerce.couponNotAvailable',
  used: 'commerce.couponUsed',
  expired: 'commerce.couponExpired',
  below_minimum: 'commerce.couponBelowMinimum',
};

export function couponStatusOf(
  coupon: Pick<HeldCoupon, 'usedAt' | 'validUntil'>,
  now: Date,
  withdrawn = false,
): CouponStatus {
  return couponStatusAt(
    { used: coupon.usedAt !== null, validUntil: coupon.validUntil, withdrawn },
    now,
  );
}

export type CouponCheck = { ok: true; discount: number } | { ok: false; reason: CouponRejection };

/**
 * Whether `coupon` (looked up by the id the client sent; undefined when no such coupon exists)
 * applies to an order of `userId` with `subtotal`. A coupon of another user counts as forged.
 */
export function checkCoupon(
  coupon: HeldCoupon | undefined,
  userId: number,
  subtotal: number,
  currency: CurrencyCode,
  now: Date,
): CouponCheck {
  if (!coupon || coupon.userId !== userId) return { ok: false, reason: 'not_found' };
  // Not used, not expired, the coupon's own minimum and the payable minimum every order keeps.
  const check = checkCouponTerms(
    { ...coupon, used: coupon.usedAt !== null },
    subtotal,
    currency,
    now,
  );
  if (check.ok) return check;
  return { ok: false, reason: check.reason === 'belowMinimum' ? 'below_minimum' : check.reason };
}
