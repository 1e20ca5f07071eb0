// The order currency: prices held in US cents, converted with core's rate table (services/currency.ts).
import { pricePoint, type CurrencyCode, type Money } from '@gemlane/contract';
import type { Db } from '../../db/client.ts';
import { convertUsdCents, loadRates } from '../currency.ts';

export interface Converter {
  currency: CurrencyCode;
  /** US cents -> minor units of `currency`, rounded half up to its minor unit. */
  fromUsd(usdCents: number): number;
  /** A package's list price: converted, then snapped to the currency's local price point. */
  listPrice(usdCents: number): number;
  money(amount: number): Money;
}

/** A currency without a rate falls back to USD, so a price is never silently wrong. */
export async function converterFor(db: Db, requested: CurrencyCode): Promise<Converter> {
  const rates = await loadRates(db);
  const currency: CurrencyCode = requested === 'USD' || rates.has(requested) ? requested : 'USD';
  return {
    currency,
    fromUsd: (usdCents) => convertUsdCents(usdCents, currency, rates),
    listPrice: (usdCents) => pricePoint(currency, convertUsdCents(usdCents, currency, rates)),
    money: (amount) => ({ amount, currency }),
  };
}

export const USD: Converter = {
  currency: 'USD',
  fromUsd: (usdCents) => usdCents,
  listPrice: (usdCents) => pricePoint('USD', usdCents),
  money: (amount) => ({ amount, currency: 'USD' }),
};
