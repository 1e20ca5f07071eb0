// A coupon's name is written from its terms, in the reader's language and currency: the amounts
// are data ("$2 off orders from $20" in English, "2,00 € Rabatt ab 20,00 € Bestellwert" in German).
import type { LanguageCode, Money } from '@gemlane/contract';
import { formatMoney, formatPercent } from '@gemlane/i18n/format';
import { COMPOSED } from '../../db/seed/content-translations/texts/composed.ts';
import { fillText, isSeedText, translateText } from '../content-text.ts';

export interface NamedTerms {
  kind: 'amount' | 'percent';
  offAmount: Money | null;
  offPercent: number | null;
  minimumOrder: Money;
  cap: Money | null;
}

export function couponName(terms: NamedTerms, lng: LanguageCode): string {
  const money = (m: Money) => formatMoney(m.amount, m.currency, lng);
  const min = terms.minimumOrder.amount > 0 ? money(terms.minimumOrder) : undefined;
  const cap = terms.cap ? money(terms.cap) : undefined;
  const fill = (template: string, vars: Record<string, string>) =>
    fillText(translateText(lng, template), lng, () => '', vars);
  if (terms.kind === 'amount' && terms.offAmount) {
    const off = money(terms.offAmount);
    return min
      ? fill(COMPOSED.couponAmountMin, { off, min })
      : fill(COMPOSED.couponAmount, { off });
  }
  const percent = formatPercent((terms.offPercent ?? 0) * 100, lng);
  if (min && cap) return fill(COMPOSED.couponPercentMinCap, { percent, min, cap });
  if (min) return fill(COMPOSED.couponPercentMin, { percent, min });
  if (cap) return fill(COMPOSED.couponPercentCap, { percent, cap });
  return fill(COMPOSED.couponPercent, { percent });
}

/**
 * The same coupon (or template) with its name in `lng`: a named coupon ("New-user discount") by its
 * translated name, any other by its terms, so no hand-written amount ever reaches the reader.
 */
export const named = <T extends NamedTerms & { name: string }>(c: T, lng: LanguageCode): T => ({
  ...c,
  name: isSeedText(c.name) ? translateText(lng, c.name) : couponName(c, lng),
});
