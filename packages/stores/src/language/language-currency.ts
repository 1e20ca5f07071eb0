// The language and currency store (docs/product.md §3, §4 and §9): restore the saved setting, else the
// server default, else English and US dollar; selecting writes the store and local storage.
import type { CurrencyOption, InitInfo, LanguageOption } from '@gemlane/contract';
import { normalizeLanguage } from '@gemlane/contract/languages';
import { atom, type Getter } from 'jotai/vanilla';
import { atomWithLazy } from 'jotai/vanilla/utils';
import { requireApi } from '../api.ts';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { isRecord, localStorageOrNull } from '../storage.ts';
import { keepIfSame } from '../load/same-data.ts';

export const FALLBACK_LANGUAGE: LanguageOption = {
  name: 'English',
  value: 'en',
  abbreviation: 'EN',
};
export const FALLBACK_CURRENCY: CurrencyOption = { name: 'US Dollar', symbol: '$', value: 'USD' };

/** Lists arrive as `{items, defaultSelected}` (docs/product.md §3). */
export interface OptionList<T> {
  items: readonly T[];
  defaultSelected: string | null;
}

/** Local storage `language_setting`. */
export interface LanguageSetting {
  language: { value: string };
  currency: { value: string };
}

function valueOf(part: unknown): string | null {
  return isRecord(part) && typeof part.value === 'string' && part.value ? part.value : null;
}

/** The saved setting, or null when missing or malformed. */
export function readLanguageSetting(
  storage: Pick<Storage, 'getItem'> | null = localStorageOrNull(),
): { language: string | null; currency: string | null } | null {
  const raw = storage?.getItem(STORAGE_KEYS.languageSetting);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) return null;
    const language = valueOf(parsed.language);
    const currency = valueOf(parsed.currency);
    return language || currency ? { language, currency } : null;
  } catch {
    return null;
  }
}

/** Writes `language_setting` plus the plain `lang` and `currency` keys. */
export function writeLanguageSetting(
  language: string,
  currency: string,
  storage: Pick<Storage, 'setItem'> | null = localStorageOrNull(),
): void {
  if (!storage) return;
  const setting: LanguageSetting = { language: { value: language }, currency: { value: currency } };
  storage.setItem(STORAGE_KEYS.languageSetting, JSON.stringify(setting));
  storage.setItem(STORAGE_KEYS.lang, language);
  storage.setItem(STORAGE_KEYS.currency, currency);
  if (storage === localStorageOrNull()) mirrorLanguageSettingCookie();
}

/** The cookie that mirrors `language_setting`, so a server render picks the same language and currency. */
export const LANGUAGE_SETTING_COOKIE = 'gl_language_setting';

/**
 * Copies the stored setting into its cookie (or clears the cookie when nothing is stored). The
 * apps call it at start-up too, for settings saved before the cookie existed.
 */
export function mirrorLanguageSettingCookie(
  storage: Pick<Storage, 'getItem'> | null = localStorageOrNull(),
  doc: { cookie: string } | undefined = globalThis.document,
): void {
  if (!doc || !storage) return;
  const raw = storage.getItem(STORAGE_KEYS.languageSetting);
  doc.cookie = raw
    ? `${LANGUAGE_SETTING_COOKIE}=${encodeURIComponent(raw)}; Path=/; Max-Age=31536000; SameSite=Lax`
    : `${LANGUAGE_SETTING_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** A read-only storage holding what the mirror cookie carries (the server's view of the setting). */
export function storageFromCookieHeader(
  cookieHeader: string | null | undefined,
): Pick<Storage, 'getItem'> {
  let raw: string | null = null;
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== LANGUAGE_SETTING_COOKIE) continue;
    try {
      raw = decodeURIComponent(value.join('='));
    } catch {
      raw = null;
    }
  }
  const setting = raw ? readLanguageSetting({ getItem: () => raw }) : null;
  const values: Record<string, string> = {};
  if (raw && setting) values[STORAGE_KEYS.languageSetting] = raw;
  if (setting?.language) values[STORAGE_KEYS.lang] = setting.language;
  if (setting?.currency) values[STORAGE_KEYS.currency] = setting.currency;
  return { getItem: (key) => values[key] ?? null };
}

function sameCode(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * The option in effect: the explicit (saved or selected) code when the list allows it, else the
 * list's default, else the fallback. Before the list arrives, a saved code is trusted.
 */
export function resolveOption<T extends { value: string }>(
  chosen: string | null,
  list: OptionList<T>,
  fallback: T,
  synthesize: (code: string) => T,
): T {
  const find = (code: string | null) =>
    code ? list.items.find((item) => sameCode(item.value, code)) : undefined;
  if (chosen) {
    const hit = find(chosen);
    if (hit) return hit;
    if (list.items.length === 0)
      return sameCode(chosen, fallback.value) ? fallback : synthesize(chosen);
  }
  return find(list.defaultSelected) ?? find(fallback.value) ?? list.items[0] ?? fallback;
}

const EMPTY_LIST = { items: [], defaultSelected: null } as const;

export const languageInfoAtom = atom<OptionList<LanguageOption>>(EMPTY_LIST);
export const currencyInfoAtom = atom<OptionList<CurrencyOption>>(EMPTY_LIST);

/** The `lang` URL parameter, which wins over the stored setting (docs/product.md §2, as in i18n and x-locale). */
export const LANG_QUERY_PARAM = 'lang';

export function readUrlLanguage(
  search: string | undefined = globalThis.location?.search,
): string | null {
  if (!search) return null;
  return new URLSearchParams(search).get(LANG_QUERY_PARAM) || null;
}

/**
 * A `?lang=` link is a choice of language like one made in the menu: a supported language in the
 * URL is stored, so the API calls' x-locale, the pages reached from that link and a reload all
 * speak it. A saved currency stays; without one none is stored (the profile's or US dollar still
 * applies). An unsupported language changes nothing. The apps call it first thing at start-up,
 * before any call is made or any language is resolved.
 */
export function adoptUrlLanguage(
  search: string | undefined = globalThis.location?.search,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = localStorageOrNull(),
): void {
  const language = normalizeLanguage(readUrlLanguage(search ?? ''));
  if (!language || !storage) return;
  const saved = readLanguageSetting(storage);
  if (saved?.language === language) return;
  if (saved?.currency) return writeLanguageSetting(language, saved.currency, storage);
  try {
    storage.setItem(
      STORAGE_KEYS.languageSetting,
      JSON.stringify({ language: { value: language } }),
    );
    storage.setItem(STORAGE_KEYS.lang, language);
  } catch {
    return; // storage refused (privacy mode): the link still applies to this page
  }
  if (storage === localStorageOrNull()) mirrorLanguageSettingCookie();
}

// The explicit choice: the `lang` URL parameter or the saved setting when a store first reads it,
// then what the user selects.
export const languageAtom = atomWithLazy<string | null>(
  () => readUrlLanguage() ?? readLanguageSetting()?.language ?? null,
);
export const currencyAtom = atomWithLazy<string | null>(
  () => readLanguageSetting()?.currency ?? null,
);

export const currentLanguageAtom = atom<LanguageOption>((get) =>
  resolveOption(get(languageAtom), get(languageInfoAtom), FALLBACK_LANGUAGE, (code) => ({
    name: code,
    value: code as LanguageOption['value'],
    abbreviation: code.toUpperCase(),
  })),
);

export const currentCurrencyAtom = atom<CurrencyOption>((get) =>
  resolveOption(get(currencyAtom), get(currencyInfoAtom), FALLBACK_CURRENCY, (code) => ({
    name: code,
    symbol: code.toUpperCase(),
    value: code.toUpperCase() as CurrencyOption['value'],
  })),
);

/** Re-reads the saved setting (start-up, tests). */
export const restoreLanguageSettingAtom = atom(null, (_get, set) => {
  const setting = readLanguageSetting();
  set(languageAtom, setting?.language ?? null);
  set(currencyAtom, setting?.currency ?? null);
});

/** Updating a list replaces it and records its default selection. */
export const setLanguageListAtom = atom(null, (_get, set, list: OptionList<LanguageOption>) => {
  const next = { items: [...list.items], defaultSelected: list.defaultSelected ?? null };
  set(languageInfoAtom, (held) => keepIfSame(held, next));
});
export const setCurrencyListAtom = atom(null, (_get, set, list: OptionList<CurrencyOption>) => {
  const next = { items: [...list.items], defaultSelected: list.defaultSelected ?? null };
  set(currencyInfoAtom, (held) => keepIfSame(held, next));
});

function persist(get: Getter): void {
  writeLanguageSetting(get(currentLanguageAtom).value, get(currentCurrencyAtom).value);
}

/** Selecting stores the choice in the store and in local storage. */
export const selectLanguageAtom = atom(null, (get, set, code: string) => {
  set(languageAtom, code);
  persist(get);
});
export const selectCurrencyAtom = atom(null, (get, set, code: string) => {
  set(currencyAtom, code);
  persist(get);
});

export const applyInitInfoAtom = atom(
  null,
  (_get, set, info: Pick<InitInfo, 'languageInfo' | 'currencyInfo'>) => {
    set(setLanguageListAtom, info.languageInfo);
    set(setCurrencyListAtom, info.currencyInfo);
  },
);

export interface ConfirmLanguageCurrency {
  language: string;
  currency: string;
  /** Default: `location.reload()`. */
  reload?: () => void;
}

/**
 * Stores the choice, saves it to the server, then reloads.
 * A failed save (already reported by the api client) still reloads: the choice is stored locally.
 */
export const confirmLanguageCurrencyAtom = atom(
  null,
  async (
    get,
    set,
    { language, currency, reload = () => globalThis.location?.reload() }: ConfirmLanguageCurrency,
  ) => {
    set(languageAtom, language);
    set(currencyAtom, currency);
    persist(get);
    try {
      await requireApi(get).selectReport({
        language: get(currentLanguageAtom).value,
        currency: get(currentCurrencyAtom).value,
      });
    } finally {
      reload();
    }
  },
);
