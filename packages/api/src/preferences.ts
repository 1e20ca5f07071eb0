import { isSupportedCurrency } from '@gemlane/contract/constants';
import { browserLocalStorage, browserLocation } from './browser.ts';

// Default sources of the x-locale and x-currency headers (docs/product.md §7); apps may override both.

/** Local-storage key of the language and currency setting: `{language:{value}, currency:{value}}`. */
export const LANGUAGE_SETTING_KEY = 'language_setting';
/** Plain local-storage keys written beside the setting. */
export const LANG_STORAGE_KEY = 'lang';
export const CURRENCY_STORAGE_KEY = 'currency';
/** URL query parameter that forces the language. */
export const LANG_QUERY_PARAM = 'lang';
export const DEFAULT_LOCALE = 'en';
export const DEFAULT_CURRENCY = 'USD';

// Language tags only (en, zh-CN, pt_BR): anything else could not travel in a header.
const LOCALE_PATTERN = /^[a-z]{2,3}(?:[-_][a-z0-9]{2,8})*$/i;
const CURRENCY_PATTERN = /^[a-z]{3}$/i;

function readStorage(key: string): string | null {
  try {
    return browserLocalStorage()?.getItem(key) ?? null;
  } catch {
    // Storage can throw (privacy mode, sandboxed iframe): treat as empty.
    return null;
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** A stored string, written plain (`de`) or JSON-encoded (`"de"`, as jotai's storage atoms do). */
function readStoredString(key: string): string | undefined {
  const raw = readStorage(key);
  if (raw === null) return undefined;
  const parsed = parseJson(raw);
  return typeof parsed === 'string' ? parsed : raw;
}

function settingValue(part: 'language' | 'currency'): string | undefined {
  const raw = readStorage(LANGUAGE_SETTING_KEY);
  if (raw === null) return undefined;
  const setting = parseJson(raw);
  if (typeof setting !== 'object' || setting === null) return undefined;
  const entry = (setting as Record<string, unknown>)[part];
  if (typeof entry !== 'object' || entry === null) return undefined;
  const value = (entry as Record<string, unknown>).value;
  return typeof value === 'string' ? value : undefined;
}

function queryLang(): string | undefined {
  const search = browserLocation()?.search;
  if (!search) return undefined;
  return new URLSearchParams(search).get(LANG_QUERY_PARAM) ?? undefined;
}

function firstValid(
  pattern: RegExp,
  candidates: Array<() => string | undefined>,
): string | undefined {
  for (const candidate of candidates) {
    const value = candidate()?.trim();
    if (value && pattern.test(value)) return value;
  }
  return undefined;
}

/** `lang` URL parameter, else the stored setting, else the plain `lang` key, else `en`. */
export function resolveLocale(): string {
  return (
    firstValid(LOCALE_PATTERN, [
      queryLang,
      () => settingValue('language'),
      () => readStoredString(LANG_STORAGE_KEY),
    ]) ?? DEFAULT_LOCALE
  );
}

/**
 * The stored setting, else the plain `currency` key, else `USD`. A stored code the storefront does
 * not price in (a setting from an older release) is skipped: the server refuses such a currency.
 */
export function resolveCurrency(): string {
  const stored = firstValid(CURRENCY_PATTERN, [
    () => supported(settingValue('currency')),
    () => supported(readStoredString(CURRENCY_STORAGE_KEY)),
  ]);
  return stored ? stored.toUpperCase() : DEFAULT_CURRENCY;
}

const supported = (code: string | undefined) =>
  code !== undefined && isSupportedCurrency(code) ? code : undefined;
