// Text the database holds (catalogue words, banners, activities, messages, payment channels) in
// the request's language, with its amounts in the request's currency.
//
// Fallback rule: a text is looked up in the language asked for; a text without a translation there
// (for example one edited in the database after seeding) is answered in English. Never another
// language, never a mix inside one text.
import type { CurrencyCode, LanguageCode } from '@gemlane/contract';
import { formatMoney, formatNumber } from '@gemlane/i18n/format';
import { SEED_TEXTS } from '../db/seed/content-translations/texts/index.ts';
import type { Db } from '../db/client.ts';
import { moneyIn } from './currency.ts';

/** `text` in `lng` when the seed translations have it, else the English text itself. */
export function translateText(lng: LanguageCode, text: string): string {
  if (lng === 'en') return text;
  return SEED_TEXTS[lng][text] ?? text;
}

/** True when `text` is one of the seed's translated texts (every language has the same set). */
export function isSeedText(text: string): boolean {
  return Object.hasOwn(SEED_TEXTS.de, text);
}

/**
 * Fills a text's placeholders: `{{usd:N}}` (N US cents, shown in `currency` through the rate
 * table), `{{n:N}}` (a number in the locale's digits) and `{{name}}` from `vars`.
 */
export function fillText(
  text: string,
  locale: LanguageCode,
  money: (usdCents: number) => string,
  vars: Readonly<Record<string, string>> = {},
): string {
  return text.replace(/\{\{(usd|n):(\d+)\}\}|\{\{(\w+)\}\}/g, (all, kind, n, name) => {
    if (kind === 'usd') return money(Number(n));
    if (kind === 'n') return formatNumber(Number(n), locale);
    return vars[name as string] ?? all;
  });
}

export type TextRenderer = (english: string, vars?: Readonly<Record<string, string>>) => string;

export interface RendererOf {
  /** The English text translated and filled. */
  text: TextRenderer;
  /** US cents as the request's currency and locale write them. */
  money: (usdCents: number) => string;
  locale: LanguageCode;
}

/** Renders seed texts for one request: its language, its currency (rate table read once). */
export async function textRenderer(
  db: Db,
  locale: LanguageCode,
  currency: CurrencyCode,
): Promise<RendererOf> {
  const toMoney = await moneyIn(db, currency);
  const money = (usdCents: number) => {
    const m = toMoney(usdCents);
    return formatMoney(m.amount, m.currency, locale);
  };
  return {
    locale,
    money,
    text: (english, vars) => fillText(translateText(locale, english), locale, money, vars),
  };
}

/** A package's display name: `6,480 + 1,600 Genesis Crystals` with the locale's digits and words. */
export function packageName(name: string, render: TextRenderer, locale: LanguageCode): string {
  const m = /^([\d,]+)(?: \+ ([\d,]+))? (.+)$/.exec(name);
  if (!m?.[1] || !m[3]) return render(name);
  const num = (s: string) => formatNumber(Number(s.replace(/,/g, '')), locale);
  const vars = { quantity: num(m[1]), item: render(m[3]) };
  return m[2]
    ? render('{{quantity}} + {{bonus}} {{item}}', { ...vars, bonus: num(m[2]) })
    : render('{{quantity}} {{item}}', vars);
}

/** A package name in `lng` where no amount is involved (order lines, quotes). */
export function packageNameIn(lng: LanguageCode, name: string): string {
  const render: TextRenderer = (english, vars) =>
    fillText(translateText(lng, english), lng, () => '', vars);
  return packageName(name, render, lng);
}
