// Amounts in Stripe's minor units. Ours follow each currency's own minor unit (IDR has none);
// Stripe's API has its own list: zero-decimal currencies (JPY, KRW, VND, ...), three-decimal ones
// (amounts a multiple of 10), and special cases it writes with two decimals although they have
// none in practice (ISK; HUF and TWD, kept whole here). Every other currency has two.
import { DECIMALS } from '../currency.ts';

/** Stripe's zero-decimal currencies (amount 100 is ¥100). */
export const STRIPE_ZERO_DECIMAL: ReadonlySet<string> = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
/** Three-decimal currencies: the last digit must be 0. */
export const STRIPE_THREE_DECIMAL: ReadonlySet<string> = new Set([
  'BHD',
  'JOD',
  'KWD',
  'OMR',
  'TND',
]);

/** Decimals of `currency` in Stripe's API amounts. */
export function stripeDecimals(currency: string): number {
  const c = currency.toUpperCase();
  if (STRIPE_ZERO_DECIMAL.has(c)) return 0;
  if (STRIPE_THREE_DECIMAL.has(c)) return 3;
  return 2;
}

/** Our decimals: the store's currency table, else the ISO minor unit Intl knows. */
export function ourDecimals(currency: string): number {
  const c = currency.toUpperCase();
  const known = (DECIMALS as Record<string, number | undefined>)[c];
  if (known !== undefined) return known;
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency: c }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/** Our minor units -> Stripe's (e.g. IDR 15000 -> 1500000, JPY 1500 -> 1500, USD 1234 -> 1234). */
export function stripeAmount(amount: number, currency: string): number {
  const shift = stripeDecimals(currency) - ourDecimals(currency);
  if (shift >= 0) return amount * 10 ** shift;
  const factor = 10 ** -shift;
  if (amount % factor !== 0) throw new Error(`${amount} ${currency} has no exact Stripe amount`);
  return amount / factor;
}

/** Stripe's minor units -> ours; null when it is not a whole amount of ours (never our order's). */
export function ourAmount(amount: number, currency: string): number | null {
  if (!Number.isInteger(amount) || amount < 0) return null;
  const shift = stripeDecimals(currency) - ourDecimals(currency);
  if (shift <= 0) return amount * 10 ** -shift;
  const factor = 10 ** shift;
  return amount % factor === 0 ? amount / factor : null;
}
