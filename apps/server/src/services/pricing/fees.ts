// How a payment method's fee reads, from its data (the fee itself is the contract's rule:
// packages/contract/src/rules/fees.ts).
import { PAYMENT_FEES, type Money, type PayMethod } from '@gemlane/contract';
import { formatFee } from '@gemlane/i18n/format';

/** The fee as people read it: `4.5% + $0.20`, `4,5 % + 0,18 €` (fixed part converted). */
export function feeTextOf(method: PayMethod, fixed: Money, locale: string): string {
  return formatFee(PAYMENT_FEES[method].basisPoints, fixed.amount, fixed.currency, locale);
}
