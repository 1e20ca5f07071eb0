// Coupons at checkout: what each available coupon takes off this subtotal (the contract's rule the
// server prices with: percent rounded half up on the minor unit, then the cap, never below the
// currency's payable minimum), and the best applicable one chosen by default (the sign-up coupon
// included). The shopper may pick another or none; that choice is kept.
import {
  couponDiscountOf,
  couponReachesMinimum,
  type Coupon,
  type CouponRuleTerms,
  type Money,
} from '@gemlane/contract';

/** `auto`: the best applicable coupon; a number: that coupon; `none`: no coupon. */
export type CouponChoice = 'auto' | 'none' | number;

export type CouponFit =
  | { coupon: Coupon; applicable: true; discount: Money }
  | {
      coupon: Coupon;
      applicable: false;
      reason: 'belowMinimum' | 'otherCurrency' | 'notAvailable';
    };

/** A coupon's terms in minor units, as the contract's rule takes them. */
function termsOf(coupon: Coupon): CouponRuleTerms {
  return {
    kind: coupon.kind,
    offAmount: coupon.offAmount?.amount ?? null,
    offPercent: coupon.offPercent,
    minimumOrder: coupon.minimumOrder.amount,
    cap: coupon.cap?.amount ?? null,
  };
}

export function couponDiscount(coupon: Coupon, subtotal: Money): number {
  return couponDiscountOf(termsOf(coupon), subtotal.amount, subtotal.currency);
}

export function fitCoupon(coupon: Coupon, subtotal: Money, now: Date = new Date()): CouponFit {
  if (coupon.status !== 'available' || Date.parse(coupon.validUntil) <= now.getTime())
    return { coupon, applicable: false, reason: 'notAvailable' };
  if (coupon.minimumOrder.currency !== subtotal.currency)
    return { coupon, applicable: false, reason: 'otherCurrency' };
  if (!couponReachesMinimum(termsOf(coupon), subtotal.amount, subtotal.currency))
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
