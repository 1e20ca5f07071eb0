// Coupon rules: minimum order, cap, expiry, one coupon per order, only the owner's unused coupon.
import type { CouponStatus } from '@gemlane/contract';
import { percentOfMinor } from '../pricing/money.ts';

/** A coupon's terms in minor units of the order currency. */
export interface CouponTerms {
  kind: 'amount' | 'percent';
  offAmount: number | null;
  offPercent: number | null;
  minimumOrder: number;
  cap: number | null;
}

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
): CouponStatus {
  if (coupon.usedAt) return 'used';
  return coupon.validUntil.getTime() <= now.getTime() ? 'expired' : 'available';
}

/** What the terms take off `subtotal`: percent rounded half up on the minor unit, then the cap. */
export function discountOf(terms: CouponTerms, subtotal: number): number {
  const raw =
    terms.kind === 'percent'
      ? percentOfMinor(subtotal, Math.min(100, Math.max(0, terms.offPercent ?? 0)) * 100)
      : Math.max(0, terms.offAmount ?? 0);
  const capped = terms.cap === null ? raw : Math.min(raw, terms.cap);
  return Math.min(capped, subtotal);
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
  now: Date,
): CouponCheck {
  if (!coupon || coupon.userId !== userId) return { ok: false, reason: 'not_found' };
  const status = couponStatusOf(coupon, now);
  if (status === 'used') return { ok: false, reason: 'used' };
  if (status === 'expired') return { ok: false, reason: 'expired' };
  if (subtotal < coupon.minimumOrder) return { ok: false, reason: 'below_minimum' };
  return { ok: true, discount: discountOf(coupon, subtotal) };
}
