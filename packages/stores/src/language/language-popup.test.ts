import type { LanguageOption } from '@gemlane/contract';
import { createStore } from 'jotai/vanilla';
import { beforeEach, describe, expect, it } from 'vitest';
import { authTokenAtom } from '../session/session.ts';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { selectLanguageAtom } from './language-currency.ts';
import {
  buildLanguagePopup,
  dismissLanguagePopupAtom,
  LANGUAGE_POPUP_DELAY_MS,
  languageEndonym,
  languagePopupOpenAtom,
  languagePopupVisibleAtom,
  suggestedLanguageAtom,
} from './language-popup.ts';

const en: LanguageOption = { name: 'English', value: 'en', abbreviation: 'EN' };
const de: LanguageOption = { name: 'Deutsch', value: 'de', abbreviation: 'DE' };
const t = (key: string, vars: { language: string }) => `${key}(${vars.language})`;

beforeEach(() => localStorage.clear());

describe('buildLanguagePopup', () => {
  it('fills suggest, suggestTips, continueTips and switchTips', () => {
    expect(buildLanguagePopup(de, en, t)).toEqual({
      suggest: de,
      suggestTips: 'languagePopup.suggestTips(Deutsch)',
      continueTips: 'languagePopup.continueTips(English)',
      switchTips: 'languagePopup.switchTips(Deutsch)',
    });
  });

  it('names each language in its own script, whatever name the server sent', () => {
    const deInEnglish: LanguageOption = { name: 'German', value: 'de', abbreviation: 'DE' };
    const th: LanguageOption = { name: 'Thai', value: 'th', abbreviation: 'TH' };
    expect(buildLanguagePopup(deInEnglish, en, t)?.suggestTips).toBe(
      'languagePopup.suggestTips(Deutsch)',
    );
    expect(buildLanguagePopup(th, deInEnglish, t)).toMatchObject({
      suggestTips: 'languagePopup.suggestTips(ไทย)',
      continueTips: 'languagePopup.continueTips(Deutsch)',
      switchTips: 'languagePopup.switchTips(ไทย)',
    });
    expect(languageEndonym({ value: 'ja', name: 'Japanese' })).toBe('日本語');
  });

  it('is null without a suggestion or when it is the current language', () => {
    expect(buildLanguagePopup(null, en, t)).toBeNull();
    expect(buildLanguagePopup(en, en, t)).toBeNull();
  });
});

describe('visibility', () => {
  it('waits 1 s (the app opens it after LANGUAGE_POPUP_DELAY_MS)', () => {
    expect(LANGUAGE_POPUP_DELAY_MS).toBe(1000);
  });

  it('shows to a visitor once opened, with a suggestion other than the current language', () => {
    const store = createStore();
    store.set(suggestedLanguageAtom, de);
    expect(store.get(languagePopupVisibleAtom)).toBe(false);
    store.set(languagePopupOpenAtom, true);
    expect(store.get(languagePopupVisibleAtom)).toBe(true);
    store.set(selectLanguageAtom, 'de');
    expect(store.get(languagePopupVisibleAtom)).toBe(false);
  });

  it('never shows to a logged-in user', () => {
    const store = createStore();
    store.set(authTokenAtom, 'tok');
    store.set(suggestedLanguageAtom, de);
    store.set(languagePopupOpenAtom, true);
    expect(store.get(languagePopupVisibleAtom)).toBe(false);
  });

  it('closes for good when dismissed', () => {
    const store = createStore();
    store.set(suggestedLanguageAtom, de);
    store.set(languagePopupOpenAtom, true);
    store.set(dismissLanguagePopupAtom);
    expect(store.get(languagePopupVisibleAtom)).toBe(false);
    store.set(languagePopupOpenAtom, true);
    expect(store.get(languagePopupVisibleAtom)).toBe(false);
  });

  it('"continue" is remembered for good: a later load (a new store) does not show it again', () => {
    const first = createStore();
    first.set(suggestedLanguageAtom, de);
    first.set(languagePopupOpenAtom, true);
    expect(first.get(languagePopupVisibleAtom)).toBe(true);
    first.set(dismissLanguagePopupAtom);
    expect(localStorage.getItem(STORAGE_KEYS.languagePopupAnswered)).toBe('en');

    const reloaded = createStore();
    reloaded.set(suggestedLanguageAtom, de);
    reloaded.set(languagePopupOpenAtom, true);
    expect(reloaded.get(languagePopupVisibleAtom)).toBe(false);
  });

  it('does not suggest to a visitor who already saved a language of their own', () => {
    localStorage.setItem(
      STORAGE_KEYS.languageSetting,
      JSON.stringify({ language: { value: 'en' }, currency: { value: 'USD' } }),
    );
    const store = createStore();
    store.set(suggestedLanguageAtom, de);
    store.set(languagePopupOpenAtom, true);
    expect(store.get(languagePopupVisibleAtom)).toBe(false);
  });
});
