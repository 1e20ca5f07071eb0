// Payment fees: the product charges no fee itself; the payment provider does, and the shopper
// pays it on top of what is left after the coupon.
import type { PayMethod } from '../orders.ts';
import { assertMinor, percentOfMinor } from './money.ts';

export interface FeeRule {
  /** Percentage part in basis points (450 = 4.5 %). */
  basisPoints: number;
  /** Fixed part in US cents; converted to the order currency before use. */
  fixedUsdMinor: number;
}

/** Card 4.5 % + $0.20, wallet 3.9 % + $0.30. */
export const PAYMENT_FEES: Readonly<Record<PayMethod, FeeRule>> = {
  card: { basisPoints: 450, fixedUsdMinor: 20 },
  wallet: { basisPoints: 390, fixedUsdMinor: 30 },
};

/**
 * The fee on `base` (the amount after the coupon, in minor units): the percentage rounded half up
 * on the minor unit, plus the fixed part already converted to the same currency. Nothing to pay,
 * no fee.
 */
export function providerFee(base: number, basisPoints: number, fixedMinor: number): number {
  if (base <= 0) return 0;
  return percentOfMinor(base, basisPoints) + fixedMinor;
}

/** What the shopper pays, in minor units of one currency. */
export interface Charge {
  subtotal: number;
  couponDiscount: number;
  providerFee: number;
  total: number;
}

/**
 * The one price rule of an order: the subtotal, less the coupon's discount, plus the provider's fee
 * on what is left. The shop shows it and the server charges it.
 */
export function chargeOf(input: {
  subtotal: number;
  couponDiscount: number;
  fee: { basisPoints: number; fixedMinor: number };
}): Charge {
  assertMinor(input.subtotal, 'subtotal');
  assertMinor(input.couponDiscount, 'couponDiscount');
  const base = input.subtotal - input.couponDiscount;
  const fee = providerFee(base, input.fee.basisPoints, input.fee.fixedMinor);
  return {
    subtotal: input.subtotal,
    couponDiscount: input.couponDiscount,
    providerFee: fee,
    total: base + fee,
  };
}
