// The order currency: prices held in US cents, converted with core's rate table (services/currency.ts).
import { pricePoint, type CurrencyCode, type LanguageCode, type Money } from '@gemlane/contract';
import { formatMoney } from '@gemlane/i18n/format';
import type { Db } from '../../db/client.ts';
import { convertUsdCents, loadRates, RATE_SCALE } from '../currency.ts';

export interface Converter {
  currency: CurrencyCode;
  /** Units of `currency` per US dollar, times RATE_SCALE: the rate this converter uses. */
  rateMicros: number;
  /** US cents -> minor units of `currency`, rounded half up to its minor unit. */
  fromUsd(usdCents: number): number;
  /** A package's list price: converted, then snapped to the currency's local price point. */
  listPrice(usdCents: number): number;
  money(amount: number): Money;
}

/** A converter at one rate (units of `currency` per dollar, times RATE_SCALE). */
export function converterAt(currency: CurrencyCode, rateMicros: number): Converter {
  const rates = new Map([[currency, rateMicros]]);
  const fromUsd = (usdCents: number) =>
    currency === 'USD' ? usdCents : convertUsdCents(usdCents, currency, rates);
  return {
    currency,
    rateMicros,
    fromUsd,
    listPrice: (usdCents) => pricePoint(currency, fromUsd(usdCents)),
    money: (amount) => ({ amount, currency }),
  };
}

/** A currency without a rate falls back to USD, so a price is never silently wrong. */
export async function converterFor(db: Db, requested: CurrencyCode): Promise<Converter> {
  const rates = await loadRates(db);
  const rate = requested === 'USD' ? RATE_SCALE : rates.get(requested);
  return rate === undefined ? USD : converterAt(requested, rate);
}

/**
 * The converter of an existing order: its currency at the rate it was priced at, so the dollar
 * rules it is told about match the amounts it shows. An order from before the rate was kept uses
 * today's rate.
 */
export async function orderConverter(
  db: Db,
  order: { currency: string; rateMicros: number | null },
): Promise<Converter> {
  const currency = order.currency as CurrencyCode;
  return order.rateMicros === null
    ? converterFor(db, currency)
    : converterAt(currency, order.rateMicros);
}

/** Writes a US-cent amount (a dollar rule) in `cx`'s currency and `lng`'s way of writing money. */
export const usdIn =
  (cx: Converter, lng: LanguageCode) =>
  (usdCents: number): string =>
    formatMoney(cx.fromUsd(usdCents), cx.currency, lng);

export const USD: Converter = converterAt('USD', RATE_SCALE);
