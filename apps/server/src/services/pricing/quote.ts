// Prices a cart: lines -> subtotal -> coupon discount -> provider fee -> total, all in minor units.
import {
  assertMinor,
  chargeOf,
  PAYMENT_FEES,
  type CurrencyCode,
  type PayMethod,
} from '@gemlane/contract';
import { checkCoupon, type CouponRejection, type HeldCoupon } from '../coupons/rules.ts';

export interface PricedLine {
  packageId: number;
  quantity: number;
  /** Unit price in minor units of the order currency. */
  unitPrice: number;
}

export interface CartQuote<L extends PricedLine> {
  lines: (L & { lineTotal: number })[];
  subtotal: number;
  couponDiscount: number;
  providerFee: number;
  total: number;
  coupon: { id: number; applied: boolean; reason: CouponRejection | null } | null;
}

export interface QuoteInput<L extends PricedLine> {
  lines: L[];
  method: PayMethod;
  /** The order currency (the payable minimum a coupon leaves is per currency). */
  currency: CurrencyCode;
  /** The fixed part of the fee, converted to the order currency. */
  feeFixed: number;
  /** The coupon the client named (undefined: no such coupon) and who asks. */
  coupon?: { id: number; held: HeldCoupon | undefined; userId: number };
  now: Date;
}

export function quoteCart<L extends PricedLine>(input: QuoteInput<L>): CartQuote<L> {
  const lines = input.lines.map((line) => {
    if (!Number.isInteger(line.quantity) || line.quantity < 1)
      throw new RangeError('quantity must be a positive integer');
    assertMinor(line.unitPrice, 'unitPrice');
    return { ...line, lineTotal: line.unitPrice * line.quantity };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);

  let couponDiscount = 0;
  let coupon: CartQuote<L>['coupon'] = null;
  if (input.coupon) {
    const check = checkCoupon(
      input.coupon.held,
      input.coupon.userId,
      subtotal,
      input.currency,
      input.now,
    );
    if (check.ok) couponDiscount = check.discount;
    coupon = { id: input.coupon.id, applied: check.ok, reason: check.ok ? null : check.reason };
  }

  const charge = chargeOf({
    subtotal,
    couponDiscount,
    fee: { basisPoints: PAYMENT_FEES[input.method].basisPoints, fixedMinor: input.feeFixed },
  });
  return { lines, ...charge, coupon };
}
