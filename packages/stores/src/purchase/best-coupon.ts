// Coupons at checkout: what each available coupon takes off this subtotal (the server's rule:
// percent rounded half up on the minor unit, then the cap, never more than the subtotal), and the
// best applicable one chosen by default (the sign-up coupon included). The shopper may pick another
// or none; that choice is kept.
import type { Coupon, Money } from '@gemlane/contract';
import { percentOf } from './money.ts';

/** `auto`: the best applicable coupon; a number: that coupon; `none`: no coupon. */
export type CouponChoice = 'auto' | 'none' | number;

export type CouponFit =
  | { coupon: Coupon; applicable: true; discount: Money }
  | {
      coupon: Coupon;
      applicable: false;
      reason: 'belowMinimum' | 'otherCurrency' | 'notAvailable';
    };

export function couponDiscount(coupon: Coupon, subtotal: Money): number {
  const raw =
    coupon.kind === 'percent'
      ? percentOf(subtotal.amount, Math.min(100, Math.max(0, coupon.offPercent ?? 0)))
      : Math.max(0, coupon.offAmount?.amount ?? 0);
  const capped = coupon.cap === null ? raw : Math.min(raw, coupon.cap.amount);
  return Math.min(capped, subtotal.amount);
}

export function fitCoupon(coupon: Coupon, subtotal: Money, now: Date = new Date()): CouponFit {
  if (coupon.status !== 'available' || Date.parse(coupon.validUntil) <= now.getTime())
    return { coupon, applicable: false, reason: 'notAvailable' };
  if (coupon.minimumOrder.currency !== subtotal.currency)
    return { coupon, applicable: false, reason: 'otherCurrency' };
  if (subtotal.amount < coupon.minimumOrder.amount)
    return { coupon, applicable: false, reason: 'belowMinimum' };
  return {
    coupon,
    applicable: true,
    discount: { amount: couponDiscount(coupon, subtotal), currency: subtotal.currency },
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

/**
 * The coupon the order uses: the best one for `auto`; the chosen one while it applies (else the
 * best, so a coupon never silently stops saving); none for `none`.
 */
export function effectiveCoupon(
  coupons: readonly Coupon[],
  subtotal: Money | null,
  choice: CouponChoice,
  now: Date = new Date(),
): Coupon | null {
  if (choice === 'none' || !subtotal) return null;
  if (typeof choice === 'number') {
    const chosen = coupons.find((c) => c.id === choice);
    if (chosen && fitCoupon(chosen, subtotal, now).applicable) return chosen;
  }
  return bestCoupon(coupons, subtotal, now);
}
