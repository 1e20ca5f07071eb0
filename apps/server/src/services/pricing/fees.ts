// Provider fees of spec section 9: the product charges no fee itself, the payment provider does.
import type { Money, PayMethod } from '@gemlane/contract';
import { formatFee } from '@gemlane/i18n/format';
import { percentOfMinor } from './money.ts';

export interface FeeRule {
  /** Percentage part in basis points (450 = 4.5 %). */
  basisPoints: number;
  /** Fixed part in US cents; converted to the order currency before use. */
  fixedUsdMinor: number;
}

/** Card 4.5 % + $0.20, wallet 3.9 % + $0.30 (spec section 9). */
export const PAYMENT_FEES: Readonly<Record<PayMethod, FeeRule>> = {
  card: { basisPoints: 450, fixedUsdMinor: 20 },
  wallet: { basisPoints: 390, fixedUsdMinor: 30 },
};

/** The fee as people read it, from its data: `4.5% + $0.20`, `4,5 % + 0,18 €` (fixed part converted). */
export function feeTextOf(method: PayMethod, fixed: Money, locale: string): string {
  return formatFee(PAYMENT_FEES[method].basisPoints, fixed.amount, fixed.currency, locale);
}

/**
 * The fee on `base` (the amount after the coupon, in minor units): the percentage rounded half up
 * on the minor unit, plus the fixed part already converted to the same currency. Nothing to pay,
 * no fee.
 */
export function providerFee(base: number, method: PayMethod, fixedMinor: number): number {
  if (base <= 0) return 0;
  return percentOfMinor(base, PAYMENT_FEES[method].basisPoints) + fixedMinor;
}
