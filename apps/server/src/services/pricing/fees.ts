// Provider fees of spec section 9: the product charges no fee itself, the payment provider does.
import type { PayMethod } from '@gemlane/contract';
import { percentOfMinor } from './money.ts';

export interface FeeRule {
  /** Percentage part in basis points (450 = 4.5 %). */
  basisPoints: number;
  /** Fixed part in US cents; converted to the order currency before use. */
  fixedUsdMinor: number;
  /** The fee as the help text states it. */
  text: string;
}

/** Card 4.5 % + $0.20, wallet 3.9 % + $0.30 (spec section 9). */
export const PAYMENT_FEES: Readonly<Record<PayMethod, FeeRule>> = {
  card: { basisPoints: 450, fixedUsdMinor: 20, text: '4.5% + $0.20' },
  wallet: { basisPoints: 390, fixedUsdMinor: 30, text: '3.9% + $0.30' },
};

/**
 * The fee on `base` (the amount after the coupon, in minor units): the percentage rounded half up
 * on the minor unit, plus the fixed part already converted to the same currency. Nothing to pay,
 * no fee.
 */
export function providerFee(base: number, method: PayMethod, fixedMinor: number): number {
  if (base <= 0) return 0;
  return percentOfMinor(base, PAYMENT_FEES[method].basisPoints) + fixedMinor;
}
