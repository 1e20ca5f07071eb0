import type { LanguageOption } from '@gemlane/contract';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../testing/fake-api.ts';
import { renderStoreHook } from '../testing/render.tsx';
import { applyInitInfoAtom } from './language-currency.ts';
import { languagePopupOpenAtom, suggestedLanguageAtom } from './language-popup.ts';
import { useLanguageCurrency } from './use-language-currency.ts';
import { useLanguagePopup } from './use-language-popup.ts';

const en: LanguageOption = { name: 'English', value: 'en', abbreviation: 'EN' };
const de: LanguageOption = { name: 'Deutsch', value: 'de', abbreviation: 'DE' };
const lists = {
  languageInfo: { items: [en, de], defaultSelected: 'en' as const, suggest: null },
  currencyInfo: {
    items: [
      { name: 'US Dollar', symbol: '$', value: 'USD' as const },
      { name: 'Euro', symbol: '€', value: 'EUR' as const },
    ],
    defaultSelected: 'USD' as const,
  },
};

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('useLanguageCurrency', () => {
  it('keeps a draft until Confirm applies both, saves them and reloads', async () => {
    const api = fakeApi();
    api.selectReport.mockResolvedValue(null);
    const reload = vi.fn();
    const { result, store } = renderStoreHook(() => useLanguageCurrency({ reload }), { api });
    act(() => store.set(applyInitInfoAtom, lists));
    expect(result.current.languages).toHaveLength(2);
    expect(result.current.draftLanguage).toBe('en');
    act(() => {
      result.current.setDraftLanguage('de');
      result.current.setDraftCurrency('EUR');
    });
    expect(result.current.currentLanguage).toEqual(en);
    expect(localStorage.getItem('lang')).toBeNull();
    await act(() => result.current.confirm());
    expect(api.selectReport).toHaveBeenCalledWith({ language: 'de', currency: 'EUR' });
    expect(result.current.currentLanguage).toEqual(de);
    expect(result.current.currentCurrency.symbol).toBe('€');
    expect(localStorage.getItem('currency')).toBe('EUR');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reset drops the draft', () => {
    const { result, store } = renderStoreHook(() => useLanguageCurrency(), { api: fakeApi() });
    act(() => store.set(applyInitInfoAtom, lists));
    act(() => result.current.setDraftLanguage('de'));
    act(() => result.current.reset());
    expect(result.current.draftLanguage).toBe('en');
  });
});

describe('useLanguagePopup', () => {
  const t = (key: string, vars: { language: string }) => `${key}:${vars.language}`;

  it('continue keeps the language and hides the popup', () => {
    const { result, store } = renderStoreHook(() => useLanguagePopup({ t }), { api: fakeApi() });
    act(() => {
      store.set(applyInitInfoAtom, lists);
      store.set(suggestedLanguageAtom, de);
      store.set(languagePopupOpenAtom, true);
    });
    expect(result.current.visible).toBe(true);
    expect(result.current.data?.switchTips).toBe('languagePopup.switchTips:Deutsch');
    act(() => result.current.continueWithCurrent());
    expect(result.current.visible).toBe(false);
    expect(localStorage.getItem('lang')).toBeNull();
  });

  it('switch stores the suggestion with the current currency, saves and reloads', async () => {
    const api = fakeApi();
    api.selectReport.mockResolvedValue(null);
    const reload = vi.fn();
    const { result, store } = renderStoreHook(() => useLanguagePopup({ t, reload }), { api });
    act(() => {
      store.set(applyInitInfoAtom, lists);
      store.set(suggestedLanguageAtom, de);
      store.set(languagePopupOpenAtom, true);
    });
    await act(() => result.current.switchToSuggested());
    expect(api.selectReport).toHaveBeenCalledWith({ language: 'de', currency: 'USD' });
    expect(localStorage.getItem('lang')).toBe('de');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(result.current.visible).toBe(false);
  });
});
