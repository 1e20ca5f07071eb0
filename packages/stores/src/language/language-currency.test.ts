import type { CurrencyOption, LanguageOption } from '@gemlane/contract';
import {
  LANG_STORAGE_KEY,
  CURRENCY_STORAGE_KEY,
  LANGUAGE_SETTING_KEY,
  resolveCurrency,
  resolveLocale,
} from '@gemlane/api';
import { createStore } from 'jotai/vanilla';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { storeWithApi } from '../testing/fake-api.ts';
import {
  adoptUrlLanguage,
  applyInitInfoAtom,
  confirmLanguageCurrencyAtom,
  currencyInfoAtom,
  currentCurrencyAtom,
  currentLanguageAtom,
  FALLBACK_CURRENCY,
  FALLBACK_LANGUAGE,
  LANGUAGE_SETTING_COOKIE,
  languageInfoAtom,
  readLanguageSetting,
  readUrlLanguage,
  selectCurrencyAtom,
  selectLanguageAtom,
  setLanguageListAtom,
  storageFromCookieHeader,
  writeLanguageSetting,
} from './language-currency.ts';

const de: LanguageOption = { name: 'Deutsch', value: 'de', abbreviation: 'DE' };
const en: LanguageOption = { name: 'English', value: 'en', abbreviation: 'EN' };
const ja: LanguageOption = { name: '日本語', value: 'ja', abbreviation: '日本語' };
const usd: CurrencyOption = { name: 'US Dollar', symbol: '$', value: 'USD' };
const eur: CurrencyOption = { name: 'Euro', symbol: '€', value: 'EUR' };
const jpy: CurrencyOption = { name: 'Yen', symbol: '¥', value: 'JPY' };

const lists = {
  languageInfo: { items: [en, de, ja], defaultSelected: 'ja' as const, suggest: null },
  currencyInfo: { items: [usd, eur, jpy], defaultSelected: 'JPY' as const },
};

function save(language: string, currency: string) {
  localStorage.setItem(
    'language_setting',
    JSON.stringify({ language: { value: language }, currency: { value: currency } }),
  );
}

beforeEach(() => localStorage.clear());

describe('storage keys', () => {
  it('are the ones the api client reads for x-locale and x-currency', () => {
    expect(STORAGE_KEYS.languageSetting).toBe(LANGUAGE_SETTING_KEY);
    expect(STORAGE_KEYS.lang).toBe(LANG_STORAGE_KEY);
    expect(STORAGE_KEYS.currency).toBe(CURRENCY_STORAGE_KEY);
  });
});

describe('restore order', () => {
  it('falls back to English (en, EN) and Dollar ($, USD) with nothing saved and no lists', () => {
    const store = createStore();
    expect(store.get(currentLanguageAtom)).toEqual(FALLBACK_LANGUAGE);
    expect(store.get(currentCurrencyAtom)).toEqual(FALLBACK_CURRENCY);
    expect(FALLBACK_LANGUAGE).toMatchObject({ value: 'en', abbreviation: 'EN' });
    expect(FALLBACK_CURRENCY).toMatchObject({ value: 'USD', symbol: '$' });
  });

  it('chooses the server default when nothing is saved', () => {
    const store = createStore();
    store.set(applyInitInfoAtom, lists);
    expect(store.get(currentLanguageAtom)).toEqual(ja);
    expect(store.get(currentCurrencyAtom)).toEqual(jpy);
  });

  it('restores a saved setting over the server default', () => {
    save('de', 'EUR');
    const store = createStore();
    expect(store.get(currentLanguageAtom).value).toBe('de');
    store.set(applyInitInfoAtom, lists);
    expect(store.get(currentLanguageAtom)).toEqual(de);
    expect(store.get(currentCurrencyAtom)).toEqual(eur);
  });

  it('lets the lang URL parameter win over the saved setting', () => {
    save('de', 'EUR');
    window.history.replaceState(null, '', '/home?lang=ja');
    try {
      expect(readUrlLanguage()).toBe('ja');
      const store = createStore();
      store.set(applyInitInfoAtom, lists);
      expect(store.get(currentLanguageAtom)).toEqual(ja);
      expect(store.get(currentCurrencyAtom)).toEqual(eur);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('ignores a saved value the server does not offer', () => {
    save('xx', 'ZZZ');
    const store = createStore();
    store.set(applyInitInfoAtom, lists);
    expect(store.get(currentLanguageAtom)).toEqual(ja);
    expect(store.get(currentCurrencyAtom)).toEqual(jpy);
  });

  it('falls back to en/USD when the server default is not in its list', () => {
    const store = createStore();
    store.set(applyInitInfoAtom, {
      languageInfo: { items: [de, en], defaultSelected: 'zh', suggest: null },
      currencyInfo: { items: [eur, usd], defaultSelected: 'CNY' },
    });
    expect(store.get(currentLanguageAtom)).toEqual(en);
    expect(store.get(currentCurrencyAtom)).toEqual(usd);
  });

  it('reads a malformed saved setting as nothing', () => {
    localStorage.setItem('language_setting', '{not json');
    expect(readLanguageSetting()).toBeNull();
    localStorage.setItem('language_setting', JSON.stringify({ language: 'de' }));
    expect(readLanguageSetting()).toBeNull();
  });
});

describe('lists', () => {
  it('updating a list replaces it and records the default selection', () => {
    const store = createStore();
    store.set(applyInitInfoAtom, lists);
    store.set(setLanguageListAtom, { items: [de], defaultSelected: 'de' });
    expect(store.get(languageInfoAtom)).toEqual({ items: [de], defaultSelected: 'de' });
    expect(store.get(currencyInfoAtom).items).toHaveLength(3);
  });
});

describe('selecting', () => {
  it('stores the choice in the store and in language_setting, lang and currency', () => {
    const store = createStore();
    store.set(applyInitInfoAtom, lists);
    store.set(selectLanguageAtom, 'de');
    store.set(selectCurrencyAtom, 'EUR');
    expect(store.get(currentLanguageAtom)).toEqual(de);
    expect(store.get(currentCurrencyAtom)).toEqual(eur);
    expect(JSON.parse(localStorage.getItem('language_setting') ?? '')).toEqual({
      language: { value: 'de' },
      currency: { value: 'EUR' },
    });
    expect(localStorage.getItem('lang')).toBe('de');
    expect(localStorage.getItem('currency')).toBe('EUR');
    // A new store (the reloaded page) restores it.
    const reloaded = createStore();
    reloaded.set(applyInitInfoAtom, lists);
    expect(reloaded.get(currentLanguageAtom)).toEqual(de);
  });
});

describe('confirm (language switch)', () => {
  it('stores, saves to the server, then reloads', async () => {
    const { store, api } = storeWithApi();
    store.set(applyInitInfoAtom, lists);
    const order: string[] = [];
    api.selectReport.mockImplementation(async () => {
      order.push(`save:${localStorage.getItem('lang')}`);
      return null;
    });
    const reload = vi.fn(() => order.push('reload'));
    await store.set(confirmLanguageCurrencyAtom, { language: 'de', currency: 'EUR', reload });
    expect(api.selectReport).toHaveBeenCalledWith({ language: 'de', currency: 'EUR' });
    expect(order).toEqual(['save:de', 'reload']);
  });

  it('still reloads with the stored choice when the save fails', async () => {
    const { store, api } = storeWithApi();
    api.selectReport.mockRejectedValue({ code: 500, message: 'System Exception' });
    const reload = vi.fn();
    await expect(
      store.set(confirmLanguageCurrencyAtom, { language: 'ja', currency: 'JPY', reload }),
    ).rejects.toEqual({
      code: 500,
      message: 'System Exception',
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('lang')).toBe('ja');
  });
});

describe('the language setting cookie', () => {
  it('mirrors what is stored, and the server reads the same setting back from it', () => {
    writeLanguageSetting('de', 'EUR');
    const cookie = document.cookie;
    expect(cookie).toContain(`${LANGUAGE_SETTING_COOKIE}=`);
    const serverStorage = storageFromCookieHeader(`other=1; ${cookie}`);
    expect(readLanguageSetting(serverStorage)).toEqual({ language: 'de', currency: 'EUR' });
    expect(serverStorage.getItem(STORAGE_KEYS.lang)).toBe('de');
  });

  it('ignores a missing or corrupt cookie', () => {
    expect(readLanguageSetting(storageFromCookieHeader(null))).toBeNull();
    expect(
      readLanguageSetting(storageFromCookieHeader(`${LANGUAGE_SETTING_COOKIE}=%E0%A4%A`)),
    ).toBeNull();
  });
});

describe('a ?lang= link', () => {
  it('is stored like a menu choice: x-locale, later pages and a reload follow it', () => {
    adoptUrlLanguage('?lang=ja');
    // the next page has no ?lang= any more: the API header and the restored setting still say ja
    expect(resolveLocale()).toBe('ja');
    expect(readLanguageSetting()).toEqual({ language: 'ja', currency: null });
    expect(document.cookie).toContain(`${LANGUAGE_SETTING_COOKIE}=`);
    // no currency was chosen, so none is stored: the profile's or US dollar still applies
    expect(resolveCurrency()).toBe('USD');
  });

  it('keeps a saved currency, normalises the tag and ignores an unsupported language', () => {
    save('de', 'JPY');
    adoptUrlLanguage('?lang=th-TH');
    expect(readLanguageSetting()).toEqual({ language: 'th', currency: 'JPY' });
    adoptUrlLanguage('?lang=pt');
    adoptUrlLanguage('');
    expect(readLanguageSetting()).toEqual({ language: 'th', currency: 'JPY' });
    expect(resolveLocale()).toBe('th');
  });
});
