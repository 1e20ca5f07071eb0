// Money as the shop shows it: amounts are integer minor units of their currency; the arithmetic
// of prices (shares, fees, coupons) is the contract's (packages/contract/src/rules/).
import type { Money } from '@gemlane/contract';

export function sameCurrency(a: Money, b: Money): boolean {
  return a.currency === b.currency;
}

/**
 * The whole percent a discounted package saves, rounded down so a badge never claims more than
 * the real saving (null when it is not discounted).
 */
export function discountPercent(price: Money, originalPrice: Money | null): number | null {
  if (!originalPrice || originalPrice.amount <= price.amount || originalPrice.amount <= 0) {
    return null;
  }
  return Math.floor(((originalPrice.amount - price.amount) * 100) / originalPrice.amount);
}

/** A quantity the contract takes: a whole number in 1..max (the fraction is dropped). */
export function clampQuantity(quantity: number, max: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(max, Math.max(1, Math.trunc(quantity)));
}
