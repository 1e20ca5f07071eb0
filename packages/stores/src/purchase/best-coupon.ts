// Coupons at checkout: the best applicable coupon chosen by default (the sign-up coupon included);
// the shopper may pick another or none, and that choice is kept. When a coupon fits and what it
// takes off are the contract's rules (packages/contract/src/rules/coupons.ts), the server's too.
import { bestCoupon, fitCoupon, type Coupon, type Money } from '@gemlane/contract';

export {
  bestCoupon,
  couponDiscount,
  fitCoupon,
  fitCoupons,
  type CouponFit,
} from '@gemlane/contract';

/** `auto`: the best applicable coupon; a number: that coupon; `none`: no coupon. */
export type CouponChoice = 'auto' | 'none' | number;

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
