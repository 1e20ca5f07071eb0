import { formatDate, formatDateTime, formatDiscount, formatMoney } from '@gemlane/i18n/format';
import { useTranslation } from 'react-i18next';

export interface MoneyLike {
  amount: number;
  currency: string;
}

/** Locale-aware formatters bound to the current language (money arrives in minor units). */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  return {
    money: (m: MoneyLike) => formatMoney(m.amount, m.currency, locale),
    /** An amount taken off, with the locale's minus sign (`-$2.00`, `-2,00 €`). */
    discount: (m: MoneyLike) => formatDiscount(m.amount, m.currency, locale),
    date: (iso: string) => formatDate(iso, locale),
    dateTime: (iso: string) => formatDateTime(iso, locale),
  };
}
