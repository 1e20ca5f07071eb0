// Prices are held in USD cents and converted to the x-currency currency with the rate table,
// in exact integer arithmetic, rounded half up to the currency's minor unit (JPY/IDR/VND: whole).
import { CURRENCIES, CURRENCY_DECIMALS, type CurrencyCode, type Money } from '@gemlane/contract';
import type { Db } from '../db/client.ts';
import { exchangeRates } from '../db/schema/index.ts';
import { invalidateReads } from '../lib/read-cache.ts';

export const RATE_SCALE = 1_000_000;
const CACHE_MS = 60_000;

export const DECIMALS = CURRENCY_DECIMALS;

export const SYMBOLS: Record<CurrencyCode, string> = Object.fromEntries(
  CURRENCIES.map((c) => [c.value, c.symbol]),
) as Record<CurrencyCode, string>;

/** Units of each currency per 1 USD, times RATE_SCALE. */
export type RateTable = ReadonlyMap<string, number>;

/** Half-up division of non-negative or negative BigInts (away from zero at .5). */
function divRound(n: bigint, d: bigint): bigint {
  const neg = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (an * 2n + ad) / (ad * 2n);
  return neg ? -q : q;
}

/** `usdCents` in minor units of `currency`. Throws when the table lacks the currency. */
export function convertUsdCents(
  usdCents: number,
  currency: CurrencyCode,
  rates: RateTable,
): number {
  if (!Number.isSafeInteger(usdCents)) throw new RangeError('usdCents must be an integer');
  if (currency === 'USD') return usdCents;
  const rate = rates.get(currency);
  if (rate === undefined) throw new Error(`no exchange rate for ${currency}`);
  const minorPerMajor = 10n ** BigInt(DECIMALS[currency]);
  return Number(
    divRound(BigInt(usdCents) * BigInt(rate) * minorPerMajor, 100n * BigInt(RATE_SCALE)),
  );
}

/** Minor units of `currency` back to USD cents (limits given in USD, e.g. card limits). */
export function toUsdCents(amount: number, currency: CurrencyCode, rates: RateTable): number {
  if (currency === 'USD') return amount;
  const rate = rates.get(currency);
  if (rate === undefined) throw new Error(`no exchange rate for ${currency}`);
  const minorPerMajor = 10n ** BigInt(DECIMALS[currency]);
  return Number(divRound(BigInt(amount) * 100n * BigInt(RATE_SCALE), BigInt(rate) * minorPerMajor));
}

const cache = new WeakMap<Db, { at: number; rates: RateTable }>();

/** The rate table, read at most once a minute per database. */
export async function loadRates(db: Db, now = Date.now()): Promise<RateTable> {
  const hit = cache.get(db);
  if (hit && now - hit.at < CACHE_MS) return hit.rates;
  const rows = await db.select().from(exchangeRates);
  const rates = new Map(rows.map((r) => [r.currency, r.rateMicros]));
  cache.set(db, { at: now, rates });
  return rates;
}

/** Call after any change of the rate table: the next read converts with the new rates. */
export function forgetRates(db: Db): void {
  cache.delete(db);
  invalidateReads(db);
}

/** A converter for one request's currency. Unknown rate -> USD, so a price is never wrong silently. */
export async function moneyIn(
  db: Db,
  currency: CurrencyCode,
): Promise<(usdCents: number) => Money> {
  const rates = await loadRates(db);
  const effective: CurrencyCode = currency === 'USD' || rates.has(currency) ? currency : 'USD';
  return (usdCents) => ({
    amount: convertUsdCents(usdCents, effective, rates),
    currency: effective,
  });
}
