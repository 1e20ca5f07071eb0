// Money and time as staff read them: the order's own currency, UTC timestamps.
import { CURRENCIES } from '@gemlane/contract/constants';

export function formatMoney(m: { amount: number; currency: string }): string {
  const decimals = CURRENCIES.find((c) => c.value === m.currency)?.decimals ?? 2;
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency: m.currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(m.amount / 10 ** decimals);
}

/** `2026-11-28 10:45:00 UTC`: one clock for every staff member, whatever their zone. */
export function formatTime(iso: string): string {
  return `${iso.slice(0, 19).replace('T', ' ')} UTC`;
}
