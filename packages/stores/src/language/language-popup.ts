// The language suggestion popup (docs/product.md §2 and §3): shown to visitors 1 s after start when
// the server suggests another language than the current one and the visitor has neither chosen a
// language nor answered the popup before. "Continue" is remembered for good (local storage).
import { LANGUAGES, type LanguageOption } from '@gemlane/contract';
import { atom } from 'jotai/vanilla';
import { isLoggedInAtom } from '../session/session.ts';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { persistentAtom, stringStorage } from '../storage.ts';
import { currentLanguageAtom, languageAtom } from './language-currency.ts';

/** Language popup delay. */
export const LANGUAGE_POPUP_DELAY_MS = 1000;
/** The desktop popup sits beside the language item, this far from the right. */
export const DESKTOP_LANGUAGE_POPUP_OFFSET_PX = 100;

/** Language popup data. */
export interface LanguagePopupData {
  suggest: LanguageOption;
  suggestTips: string;
  continueTips: string;
  switchTips: string;
}

export type PopupTranslate = (key: string, vars: { language: string }) => string;

/** i18n keys of the popup texts (`{{language}}` is interpolated). */
export const LANGUAGE_POPUP_KEYS = {
  suggestTips: 'languagePopup.suggestTips',
  continueTips: 'languagePopup.continueTips',
  switchTips: 'languagePopup.switchTips',
} as const;

/**
 * A language's name in its own script ("Deutsch", "日本語", "ไทย"), whatever the page's language
 * and whatever name the server sent: the reader of a suggestion recognises their own language.
 */
export function languageEndonym(option: Pick<LanguageOption, 'value' | 'name'>): string {
  const code = option.value.toLowerCase();
  return LANGUAGES.find((l) => l.value === code)?.name ?? option.name;
}

/** Builds the popup data, or null when nothing is suggested or the suggestion is the current language. */
export function buildLanguagePopup(
  suggest: LanguageOption | null | undefined,
  current: LanguageOption,
  t: PopupTranslate,
): LanguagePopupData | null {
  if (!suggest || suggest.value.toLowerCase() === current.value.toLowerCase()) return null;
  return {
    suggest,
    suggestTips: t(LANGUAGE_POPUP_KEYS.suggestTips, { language: languageEndonym(suggest) }),
    continueTips: t(LANGUAGE_POPUP_KEYS.continueTips, { language: languageEndonym(current) }),
    switchTips: t(LANGUAGE_POPUP_KEYS.switchTips, { language: languageEndonym(suggest) }),
  };
}

/**
 * Local storage `languagePopupAnswered`: set when the visitor answers the popup (either button),
 * so it never comes back on a later load, in either app.
 */
export const languagePopupAnsweredAtom = persistentAtom<string | null>(
  STORAGE_KEYS.languagePopupAnswered,
  stringStorage,
  null,
);

/** The server's suggestion (initInfo.languageInfo.suggest). */
export const suggestedLanguageAtom = atom<LanguageOption | null>(null);
/** Set when the delay has passed; cleared by either button. */
export const languagePopupOpenAtom = atom(false);

/**
 * Whether the popup may show: a visitor who has not answered it before nor saved a language of
 * their own (saved setting or `lang` link), with a suggestion other than the current language.
 */
export const languagePopupEligibleAtom = atom((get) => {
  const suggest = get(suggestedLanguageAtom);
  return (
    !get(isLoggedInAtom) &&
    get(languagePopupAnsweredAtom) === null &&
    get(languageAtom) === null &&
    suggest !== null &&
    suggest.value.toLowerCase() !== get(currentLanguageAtom).value.toLowerCase()
  );
});

export const languagePopupVisibleAtom = atom(
  (get) => get(languagePopupOpenAtom) && get(languagePopupEligibleAtom),
);

/** Either button: closes the popup and remembers the answer for good. */
export const dismissLanguagePopupAtom = atom(null, (get, set) => {
  set(languagePopupAnsweredAtom, get(currentLanguageAtom).value);
  set(languagePopupOpenAtom, false);
  set(suggestedLanguageAtom, null);
});
