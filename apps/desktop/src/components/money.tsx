import type { Money as MoneyValue } from '@gemlane/contract';
import { formatDiscount, formatMoney } from '@gemlane/i18n';
import { useTranslation } from 'react-i18next';

/** Formats money (integer minor units + currency) in the page language through Intl. */
export function useFormatMoney(): (money: MoneyValue) => string {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (money) => formatMoney(money.amount, money.currency, locale);
}

/** Formats an amount taken off (coupon discount) with the locale's minus sign: `-$2.00`, `-2,00 €`. */
export function useFormatDiscount(): (money: MoneyValue) => string {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (money) => formatDiscount(money.amount, money.currency, locale);
}

export function Money({ value, className }: { value: MoneyValue; className?: string }) {
  const format = useFormatMoney();
  return <span className={className ?? 'money'}>{format(value)}</span>;
}
