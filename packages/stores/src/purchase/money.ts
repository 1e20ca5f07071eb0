// The one money rule of the storefront: amounts are integer minor units of their currency (cents,
// whole yen), and any share of an amount is rounded half up on the minor unit, the rule the server
// prices with (contract: the provider fee "rounded half up on the minor unit").
import type { Money } from '@gemlane/contract';

/** `amount * basisPoints / 10000`, rounded half up on the minor unit (amounts are never negative). */
export function shareOf(amount: number, basisPoints: number): number {
  return Math.floor((amount * basisPoints + 5000) / 10000);
}

/** `percent`% of an amount, rounded half up on the minor unit. */
export function percentOf(amount: number, percent: number): number {
  return shareOf(amount, percent * 100);
}

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
