import type { CurrencyCode } from '@gemlane/contract';

/** Seeded units per 1 USD (mid-market, late 2025); a rates job or an admin would update them. */
export const SEED_RATES: Record<Exclude<CurrencyCode, 'USD'>, number> = {
  EUR: 0.92,
  GBP: 0.79,
  JPY: 149.5,
  IDR: 15650,
  VND: 24500,
  THB: 35.8,
  MYR: 4.68,
  PHP: 56.2,
  RUB: 92.5,
  CNY: 7.24,
  BRL: 5.02,
  KRW: 1335,
  SGD: 1.35,
};
