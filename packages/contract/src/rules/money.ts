// Money: amounts are integer minor units of their currency (cents, whole yen), never floats; any
// share of an amount is rounded half up on the minor unit.
import type { CurrencyCode } from '../constants.ts';

/** 1 basis point = 0.01 %. */
export const BASIS_POINTS = 10_000;

export function assertMinor(amount: number, what = 'amount'): void {
  if (!Number.isSafeInteger(amount))
    throw new RangeError(`${what} must be an integer of minor units`);
}

/**
 * `amount * basisPoints / 10000`, rounded half up on the minor unit: 0.5 of a cent and more goes
 * up, less goes down. Done in BigInt so nothing is lost to floating point on large amounts.
 */
export function percentOfMinor(amount: number, basisPoints: number): number {
  assertMinor(amount);
  assertMinor(basisPoints, 'basisPoints');
  if (amount < 0 || basisPoints < 0)
    throw new RangeError('percentOfMinor takes non-negative values');
  const scaled = BigInt(amount) * BigInt(basisPoints);
  return Number((scaled + BigInt(BASIS_POINTS / 2)) / BigInt(BASIS_POINTS));
}

/** A whole percent (0-100, as coupons write it) in basis points. */
export const percentToBasisPoints = (percent: number): number =>
  Math.round(Math.min(100, Math.max(0, percent)) * 100);

/**
 * The least an order may cost the shopper once a coupon is taken off, in minor units of each
 * currency: about US$0.50, rounded to a plain figure of the currency. A coupon never brings the
 * total below it, so no order is ever free; an order whose subtotal is at or below it takes no
 * coupon at all.
 */
export const MINIMUM_PAYABLE: Readonly<Record<CurrencyCode, number>> = {
  USD: 50,
  EUR: 50,
  GBP: 40,
  JPY: 75,
  IDR: 8_000,
  VND: 13_000,
  THB: 1_800,
  MYR: 250,
  PHP: 2_800,
  RUB: 4_500,
  CNY: 350,
  BRL: 250,
  KRW: 700,
  SGD: 70,
};
