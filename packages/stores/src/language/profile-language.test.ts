import type { InitInfo } from '@gemlane/contract';
import { createStore } from 'jotai/vanilla';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storesApiAtom } from '../api.ts';
import { fakeApi } from '../testing/fake-api.ts';
import {
  currentCurrencyAtom,
  currentLanguageAtom,
  readLanguageSetting,
  restoreLanguageSettingAtom,
  writeLanguageSetting,
  applyInitInfoAtom,
} from './language-currency.ts';
import { applyProfileLanguageAtom, planLanguageSync } from './profile-language.ts';

beforeEach(() => localStorage.clear());

const signedIn = (language: 'ja' | 'en' | 'de', currency: 'JPY' | 'USD' | 'EUR'): InitInfo => ({
  languageInfo: {
    items: [
      { name: 'English', value: 'en', abbreviation: 'EN' },
      { name: 'Deutsch', value: 'de', abbreviation: 'DE' },
      { name: '日本語', value: 'ja', abbreviation: '日本語' },
    ],
    defaultSelected: language,
    suggest: null,
  },
  currencyInfo: {
    items: [
      { name: 'US Dollar', symbol: '$', value: 'USD' },
      { name: 'Euro', symbol: '€', value: 'EUR' },
      { name: 'Japanese Yen', symbol: '¥', value: 'JPY' },
    ],
    defaultSelected: currency,
  },
  loginCheck: { isLogin: true, user: null },
});

describe('planLanguageSync', () => {
  it('a device without a choice takes the profile pair and must reload into it', () => {
    expect(
      planLanguageSync({ language: null, currency: null }, { language: 'ja', currency: 'JPY' }),
    ).toEqual({ language: 'ja', currency: 'JPY', adopt: true, report: false });
  });

  it("the device's own choice wins and is saved to the profile", () => {
    expect(
      planLanguageSync({ language: 'de', currency: 'EUR' }, { language: 'ja', currency: 'JPY' }),
    ).toEqual({ language: 'de', currency: 'EUR', adopt: false, report: true });
  });

  it('fills what the device left open from the profile', () => {
    expect(
      planLanguageSync({ language: 'de', currency: null }, { language: 'ja', currency: 'JPY' }),
    ).toEqual({ language: 'de', currency: 'JPY', adopt: true, report: true });
  });

  it('does nothing when page and profile agree', () => {
    expect(
      planLanguageSync({ language: null, currency: null }, { language: 'en', currency: 'USD' }),
    ).toEqual({ language: 'en', currency: 'USD', adopt: false, report: false });
  });
});

describe('applyProfileLanguageAtom', () => {
  function setup() {
    const store = createStore();
    const api = fakeApi();
    api.selectReport.mockResolvedValue(null);
    store.set(storesApiAtom, api);
    return { store, api };
  }

  it('signing in where nothing is chosen: header, storage (x-locale/x-currency) and page all become ja/JPY', async () => {
    const { store, api } = setup();
    const reload = vi.fn();
    const info = signedIn('ja', 'JPY');
    store.set(applyInitInfoAtom, info);
    await store.set(applyProfileLanguageAtom, { info, reload });
    expect(store.get(currentLanguageAtom).value).toBe('ja');
    expect(store.get(currentCurrencyAtom).value).toBe('JPY');
    expect(readLanguageSetting()).toEqual({ language: 'ja', currency: 'JPY' });
    expect(localStorage.getItem('lang')).toBe('ja');
    expect(localStorage.getItem('currency')).toBe('JPY');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(api.selectReport).not.toHaveBeenCalled();
  });

  it('after that reload the state is settled: no second reload', async () => {
    writeLanguageSetting('ja', 'JPY');
    const { store } = setup();
    store.set(restoreLanguageSettingAtom);
    const reload = vi.fn();
    await store.set(applyProfileLanguageAtom, { info: signedIn('ja', 'JPY'), reload });
    expect(reload).not.toHaveBeenCalled();
  });

  it('a choice made on this device is kept and reported to the profile, without a reload', async () => {
    writeLanguageSetting('de', 'EUR');
    const { store, api } = setup();
    store.set(restoreLanguageSettingAtom);
    const reload = vi.fn();
    await store.set(applyProfileLanguageAtom, { info: signedIn('ja', 'JPY'), reload });
    expect(api.selectReport).toHaveBeenCalledWith(
      { language: 'de', currency: 'EUR' },
      { hideError: true },
    );
    expect(reload).not.toHaveBeenCalled();
    expect(readLanguageSetting()).toEqual({ language: 'de', currency: 'EUR' });
  });

  it('does nothing for a visitor', async () => {
    const { store, api } = setup();
    const reload = vi.fn();
    const info = { ...signedIn('ja', 'JPY'), loginCheck: { isLogin: false, user: null } };
    expect(await store.set(applyProfileLanguageAtom, { info, reload })).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    expect(api.selectReport).not.toHaveBeenCalled();
  });

  it('never reloads in a loop when storage refuses to keep the pair', async () => {
    const { store } = setup();
    const reload = vi.fn();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => undefined);
    try {
      await store.set(applyProfileLanguageAtom, { info: signedIn('ja', 'JPY'), reload });
    } finally {
      setItem.mockRestore();
    }
    expect(reload).not.toHaveBeenCalled();
  });
});
