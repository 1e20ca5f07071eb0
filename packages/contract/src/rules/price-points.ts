// Local price points: a package's list price, converted from US dollars, is shown and charged at a
// figure shoppers of that currency expect (Rp 15.000, not Rp 15.494; 92 ₽, not 91,58 ₽). Only the
// list price snaps; fees, coupon discounts and limits convert exactly.
import type { CurrencyCode } from '../constants.ts';
import { assertMinor } from './money.ts';

/**
 * The step of each currency's price points, in its minor units: the price is rounded half up to a
 * multiple of it. Currencies priced in cents keep the converted cents (USD $4.99 stays $4.99);
 * whole-unit currencies round to a figure of the local notes and coins.
 */
export const PRICE_POINT_STEP: Readonly<Record<CurrencyCode, number>> = {
  USD: 1,
  EUR: 1,
  GBP: 1,
  SGD: 1,
  MYR: 1,
  CNY: 1,
  BRL: 1,
  /** Whole yen (the yen has no minor unit). */
  JPY: 1,
  /** Whole thousands of rupiah and dong. */
  IDR: 1_000,
  VND: 1_000,
  /** Hundreds of won. */
  KRW: 100,
  /** Whole roubles, baht and pesos (100 kopecks, satang, centavos). */
  RUB: 100,
  THB: 100,
  PHP: 100,
};

/**
 * The local price point of `minorAmount` in `currency`: the nearest multiple of the currency's step
 * (half up), never below one step for a positive price, so nothing priced is ever free. Zero stays
 * zero.
 */
export function pricePoint(currency: CurrencyCode, minorAmount: number): number {
  assertMinor(minorAmount);
  if (minorAmount < 0) throw new RangeError('pricePoint takes a non-negative price');
  if (minorAmount === 0) return 0;
  const step = PRICE_POINT_STEP[currency] ?? 1;
  const snapped = Math.floor((minorAmount + Math.floor(step / 2)) / step) * step;
  return Math.max(step, snapped);
}
