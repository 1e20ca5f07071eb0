// Display formatting through Intl. Money arrives as integer minor units with a currency code
// (never floats, CONTRIBUTING.md); the number of minor digits per currency comes from the contract's table.
// A server-rendered page also carries the texts its render formatted and how its currency and
// percentages are written (recordFormats, seedFormats): the browser then writes them without Intl.
import { CURRENCIES, CURRENCY_DECIMALS } from '@gemlane/contract/constants';
import { PRICE_POINT_STEP } from '@gemlane/contract/rules';

/** Currencies the storefront prices in whole units: the contract's table (JPY, IDR, VND, KRW have no minor unit). */
export const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(
  CURRENCIES.filter((c) => c.decimals === 0).map((c) => c.value),
);

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Minor digits of every currency the contract prices in, and of others once Intl was asked. */
const minorDigits = new Map<string, number>(Object.entries(CURRENCY_DECIMALS));

/**
 * Minor digits of a currency: the contract's table, else what Intl knows (KWD 3). The table comes
 * first: a phone's first Intl.NumberFormat loads ICU's number data, 25-45 ms of its main thread.
 */
export function currencyMinorDigits(currency: string): number {
  const code = currency.toUpperCase();
  let digits = minorDigits.get(code);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits as number;
    minorDigits.set(code, digits);
  }
  return digits;
}

/**
 * Texts of the server render of the page, answered in the browser without Intl. A phone's first
 * Intl.NumberFormat loads ICU's number data (25-45 ms of its main thread, 100-190 ms at Lighthouse's
 * 4x): paid while the page hydrates, it was one long task. Keyed by all that decides the text.
 */
const rendered = new Map<string, string>();
/** The texts the running server render formats (renders run one at a time), or null. */
let recording: Map<string, string> | null = null;

function remembered(key: string, format: () => string): string {
  const known = rendered.get(key);
  if (known !== undefined) return known;
  const text = format();
  recording?.set(key, text);
  return text;
}

/**
 * Runs a server render and gives every money and number text it formatted, for `seedFormats`,
 * with the way each money formatter it used writes any amount; `page` names the page's language
 * and currency, whose formatters are described even when the render wrote no amount in them.
 */
export async function recordFormats<T>(
  render: () => Promise<T>,
  page?: { locale: string; currency: string | null },
): Promise<{ result: T; formats: Record<string, string> }> {
  const texts = new Map<string, string>();
  if (page) recordPercent(texts, page.locale);
  if (page?.currency) recordCurrency(texts, page.locale, page.currency.toUpperCase());
  recording = texts;
  try {
    const result = await render();
    return { result, formats: Object.fromEntries(texts) };
  } finally {
    if (recording === texts) recording = null;
  }
}

/** The texts a server render recorded: the page hydrates with them, as it was rendered. */
export function seedFormats(formats: Record<string, unknown> | null | undefined): void {
  for (const [key, text] of Object.entries(formats ?? {})) {
    if (typeof text !== 'string') continue;
    if (!key.startsWith(PATTERN_KEY)) rendered.set(key, text);
    else {
      const pattern = readPattern(text);
      if (pattern) patterns.set(key.slice(PATTERN_KEY.length), pattern);
    }
  }
}

/**
 * How one money formatter (a locale, a currency, a number of fraction digits) or one percent
 * formatter (a locale) writes any amount,
 * read from Intl on the server and sent with the page like its texts: the browser writes the
 * amounts the page learns after it hydrates (an offer, a quote, a list asked again) in the page's
 * currency without building an Intl.NumberFormat either. Only a formatter whose output this
 * describes exactly gets one (ASCII digits, plain grouping); the test compares both ways of
 * writing for every language and currency of the store.
 */
export interface NumberPattern {
  /** Text before and after the digits of a positive amount (the currency and its spacing). */
  pos: [string, string];
  /** The same for a negative amount (with the locale's minus sign). */
  neg: [string, string];
  group: string;
  decimal: string;
  /** Digits in the last group, and in each group before it (3 and 3; 3 and 2 in India). */
  primary: number;
  secondary: number;
  /** Integer digits from which groups are written (5 where 1234 stays ungrouped). */
  groupFrom: number;
}

const PATTERN_KEY = 'pattern|';
const patterns = new Map<string, NumberPattern>();
const derived = new Map<string, NumberPattern | null>();

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

/** The text before the digits, the number's parts and the text after, of one formatted sample;
 *  null when something else sits among the digits. */
function split(parts: Intl.NumberFormatPart[]) {
  const first = parts.findIndex((p) => NUMBER_PARTS.has(p.type));
  const last = parts.findLastIndex((p) => NUMBER_PARTS.has(p.type));
  if (first < 0) return null;
  const middle = parts.slice(first, last + 1);
  if (middle.some((p) => !NUMBER_PARTS.has(p.type))) return null;
  const text = (list: Intl.NumberFormatPart[]) => list.map((p) => p.value).join('');
  return { prefix: text(parts.slice(0, first)), middle, suffix: text(parts.slice(last + 1)) };
}

/** The pattern of `formatter`, which writes `digits` fraction digits; null when none describes it. */
export function moneyPatternOf(formatter: Intl.NumberFormat, digits: number): NumberPattern | null {
  const fraction = digits > 0 ? 0.25 : 0;
  const pos = split(formatter.formatToParts(1234567 + fraction));
  const neg = split(formatter.formatToParts(-(1234567 + fraction)));
  if (!pos || !neg) return null;
  const integers = pos.middle.filter((p) => p.type === 'integer').map((p) => p.value);
  if (integers.join('') !== '1234567') return null;
  const groups = new Set(pos.middle.filter((p) => p.type === 'group').map((p) => p.value));
  const decimal = pos.middle.find((p) => p.type === 'decimal')?.value ?? '';
  const written = pos.middle.find((p) => p.type === 'fraction')?.value ?? '';
  if (groups.size > 1 || written !== (digits > 0 ? '25'.padEnd(digits, '0') : '')) return null;
  const sizes = integers.map((i) => i.length);
  const primary = sizes.at(-1) ?? 7;
  const secondary = sizes.length > 2 ? (sizes.at(-2) ?? primary) : primary;
  let groupFrom = primary + 1;
  while (
    groupFrom < 8 &&
    !formatter.formatToParts(10 ** (groupFrom - 1)).some((p) => p.type === 'group')
  )
    groupFrom += 1;
  return {
    pos: [pos.prefix, pos.suffix],
    neg: [neg.prefix, neg.suffix],
    group: [...groups][0] ?? '',
    decimal,
    primary,
    secondary,
    groupFrom,
  };
}

function readPattern(json: string): NumberPattern | null {
  try {
    const p = JSON.parse(json) as NumberPattern;
    const texts = [...p.pos, ...p.neg, p.group, p.decimal];
    const counts = [p.primary, p.secondary, p.groupFrom];
    if (
      texts.every((t) => typeof t === 'string') &&
      counts.every((n) => Number.isInteger(n) && n > 0)
    )
      return p;
  } catch {
    // Not a pattern: the amount goes through Intl.
  }
  return null;
}

/** `minorUnits` written with `pattern`, `minor` digits in the currency, `digits` of them shown. */
export function writeWithPattern(
  pattern: NumberPattern,
  minorUnits: number,
  minor: number,
  digits: number,
): string {
  const abs = Math.abs(minorUnits);
  const unit = 10 ** minor;
  const fraction = abs % unit;
  let integer = String((abs - fraction) / unit);
  if (integer.length >= pattern.groupFrom) {
    const groups = [integer.slice(-pattern.primary)];
    let rest = integer.slice(0, -pattern.primary);
    while (rest.length > pattern.secondary) {
      groups.unshift(rest.slice(-pattern.secondary));
      rest = rest.slice(0, -pattern.secondary);
    }
    if (rest) groups.unshift(rest);
    integer = groups.join(pattern.group);
  }
  const shown = digits > 0 ? `${pattern.decimal}${String(fraction).padStart(minor, '0')}` : '';
  const [before, after] = minorUnits < 0 ? pattern.neg : pattern.pos;
  return `${before}${integer}${shown}${after}`;
}

/** Integer minor units to the major amount, e.g. 1999 USD -> 19.99, 1500 JPY -> 1500. */
export function minorToMajor(minorUnits: number, currency: string): number {
  return minorUnits / 10 ** currencyMinorDigits(currency);
}

/**
 * Whether `code` is priced at whole units although it has a minor unit (roubles, baht, pesos: the
 * contract's price points): a whole amount is then written without its zero fraction.
 */
function pricedInWholeUnits(code: string, digits: number): boolean {
  const step = PRICE_POINT_STEP[code as keyof typeof PRICE_POINT_STEP];
  return digits > 0 && step !== undefined && step % 10 ** digits === 0;
}

/**
 * `formatMoney(1999, 'USD', 'de')` -> `19,99 $`; `formatMoney(150000, 'IDR', 'id')` -> `Rp 150.000`;
 * `formatMoney(9200, 'RUB', 'ru')` -> `92 ₽` (a whole price point), `formatMoney(9250, 'RUB', 'ru')`
 * -> `92,50 ₽`.
 */
export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  if (!Number.isInteger(minorUnits)) {
    throw new RangeError(`formatMoney expects integer minor units, got ${minorUnits}`);
  }
  const code = currency.toUpperCase();
  return remembered(`money|${locale}|${code}|${minorUnits}`, () => {
    const minor = currencyMinorDigits(code);
    const digits = minorUnits % 10 ** minor === 0 && pricedInWholeUnits(code, minor) ? 0 : minor;
    const pattern = patterns.get(moneyKind(locale, code, digits));
    if (pattern) return writeWithPattern(pattern, minorUnits, minor, digits);
    if (recording) recordCurrency(recording, locale, code);
    return moneyFormatter(locale, code, digits).format(minorUnits / 10 ** minor);
  });
}

const moneyKind = (locale: string, code: string, digits: number) =>
  `money|${locale}|${code}|${digits}`;

const moneyFormatter = (locale: string, code: string, digits: number) =>
  cached(
    moneyKind(locale, code, digits),
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: code,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  );

/**
 * Puts both ways `code` is written (a whole price point, and one with its fraction) into a render's
 * record: an amount the page learns later may need the other.
 */
function recordCurrency(into: Map<string, string>, locale: string, code: string) {
  const minor = currencyMinorDigits(code);
  recordPattern(into, locale, code, minor);
  if (minor > 0 && pricedInWholeUnits(code, minor)) recordPattern(into, locale, code, 0);
}

/** Puts the pattern of a money formatter into the render's record (once per render). */
function recordPattern(into: Map<string, string>, locale: string, code: string, digits: number) {
  const kind = moneyKind(locale, code, digits);
  if (into.has(`${PATTERN_KEY}${kind}`)) return;
  if (!derived.has(kind))
    derived.set(kind, moneyPatternOf(moneyFormatter(locale, code, digits), digits));
  const described = derived.get(kind);
  if (described) into.set(`${PATTERN_KEY}${kind}`, JSON.stringify(described));
}

export function formatNumber(
  value: number | bigint,
  locale: string,
  options?: Intl.NumberFormatOptions,
): string {
  const kind = `number|${locale}|${JSON.stringify(options ?? {})}`;
  return remembered(`${kind}|${String(value)}`, () =>
    cached(kind, () => new Intl.NumberFormat(locale, options)).format(value),
  );
}

export type DateInput = Date | number | string;

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

/** Date only, medium style by default (`Mar 14, 2025`, `14.03.2025`, `2025年3月14日`). */
export function formatDate(
  value: DateInput,
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): string {
  const merged: Intl.DateTimeFormatOptions = { dateStyle: 'medium', ...options };
  const formatter = cached(
    `date|${locale}|${JSON.stringify(merged)}`,
    () => new Intl.DateTimeFormat(locale, merged),
  );
  return formatter.format(toDate(value));
}

/** Date and time, medium date and short time by default. */
export function formatDateTime(
  value: DateInput,
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): string {
  const merged: Intl.DateTimeFormatOptions = {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...options,
  };
  const formatter = cached(
    `datetime|${locale}|${JSON.stringify(merged)}`,
    () => new Intl.DateTimeFormat(locale, merged),
  );
  return formatter.format(toDate(value));
}

const PERCENT_OPTIONS: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 2 };

/** A share in basis points as the locale writes a percentage: 450 -> `4.5%`, `4,5 %` (de). */
export function formatPercent(basisPoints: number, locale: string): string {
  const pattern = patterns.get(percentKind(locale));
  if (pattern && Number.isInteger(basisPoints) && basisPoints >= 0 && basisPoints < 100_000)
    return writePercent(pattern, basisPoints);
  if (recording) recordPercent(recording, locale);
  return formatNumber(basisPoints / 10_000, locale, PERCENT_OPTIONS);
}

const percentKind = (locale: string) => `percent|${locale}`;

/**
 * How `formatter` (percent, up to 2 fraction digits) writes a share under 1000 %, from 12.34 %:
 * the text around the digits and the decimal sign. Null when that sample is not plain.
 */
export function percentPatternOf(formatter: Intl.NumberFormat): NumberPattern | null {
  const parts = split(formatter.formatToParts(0.1234));
  if (!parts) return null;
  const text = parts.middle.map((p) => `${p.type}:${p.value}`);
  const decimal = parts.middle.find((p) => p.type === 'decimal')?.value ?? '';
  if (text.join('|') !== `integer:12|decimal:${decimal}|fraction:34`) return null;
  const affixes: [string, string] = [parts.prefix, parts.suffix];
  return { pos: affixes, neg: affixes, group: '', decimal, primary: 3, secondary: 3, groupFrom: 4 };
}

/** `basisPoints` (0 to 99,999) written with a percent pattern: 450 -> `4.5%`, 400 -> `4%`. */
export function writePercent(pattern: NumberPattern, basisPoints: number): string {
  const hundredths = basisPoints % 100;
  const fraction = hundredths === 0 ? '' : String(hundredths).padStart(2, '0').replace(/0$/, '');
  const integer = (basisPoints - hundredths) / 100;
  const [before, after] = pattern.pos;
  return `${before}${integer}${fraction ? `${pattern.decimal}${fraction}` : ''}${after}`;
}

function recordPercent(into: Map<string, string>, locale: string) {
  const kind = percentKind(locale);
  if (into.has(`${PATTERN_KEY}${kind}`)) return;
  if (!derived.has(kind))
    derived.set(
      kind,
      percentPatternOf(
        cached(
          `number|${locale}|${JSON.stringify(PERCENT_OPTIONS)}`,
          () => new Intl.NumberFormat(locale, PERCENT_OPTIONS),
        ) as Intl.NumberFormat,
      ),
    );
  const described = derived.get(kind);
  if (described) into.set(`${PATTERN_KEY}${kind}`, JSON.stringify(described));
}

/** A provider fee from its data: `formatFee(450, 20, 'EUR', 'de')` -> `4,5 % + 0,20 €`. */
export function formatFee(
  basisPoints: number,
  fixedMinorUnits: number,
  currency: string,
  locale: string,
): string {
  const percent = formatPercent(basisPoints, locale);
  if (fixedMinorUnits === 0) return percent;
  return `${percent} + ${formatMoney(fixedMinorUnits, currency, locale)}`;
}

/**
 * An amount taken off, always with the locale's minus sign (`-$2.00`, `-2,00 €`); zero stays
 * unsigned. The sign of the input does not matter: a discount is a reduction.
 */
export function formatDiscount(minorUnits: number, currency: string, locale: string): string {
  const off = Math.abs(minorUnits);
  return off === 0 ? formatMoney(0, currency, locale) : formatMoney(-off, currency, locale);
}

const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * A currency's name in the reader's language from Intl (`USD` -> `US-Dollar` in German,
 * `米ドル` in Japanese), first letter capitalised for lists; the code itself when Intl has none.
 */
export function currencyDisplayName(currency: string, locale: string): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: 'currency', fallback: 'code' });
    displayNames.set(locale, names);
  }
  const name = names.of(currency.toUpperCase()) ?? currency;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
