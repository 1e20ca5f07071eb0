// The language suggestion popup (spec sections 2 and 3): shown to visitors 1 s after start when
// the server suggests another language than the current one.
import type { LanguageOption } from '@gemlane/contract';
import { atom } from 'jotai/vanilla';
import { isLoggedInAtom } from '../session/session.ts';
import { currentLanguageAtom } from './language-currency.ts';

/** Spec section 9: language popup delay. */
export const LANGUAGE_POPUP_DELAY_MS = 1000;
/** Spec section 9: the desktop popup sits beside the language item, this far from the right. */
export const DESKTOP_LANGUAGE_POPUP_OFFSET_PX = 100;

/** Spec section 3: language popup data. */
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

/** Builds the popup data, or null when nothing is suggested or the suggestion is the current language. */
export function buildLanguagePopup(
  suggest: LanguageOption | null | undefined,
  current: LanguageOption,
  t: PopupTranslate,
): LanguagePopupData | null {
  if (!suggest || suggest.value.toLowerCase() === current.value.toLowerCase()) return null;
  return {
    suggest,
    suggestTips: t(LANGUAGE_POPUP_KEYS.suggestTips, { language: suggest.name }),
    continueTips: t(LANGUAGE_POPUP_KEYS.continueTips, { language: current.name }),
    switchTips: t(LANGUAGE_POPUP_KEYS.switchTips, { language: suggest.name }),
  };
}

/** The server's suggestion (initInfo.languageInfo.suggest). */
export const suggestedLanguageAtom = atom<LanguageOption | null>(null);
/** Set when the delay has passed; cleared by either button. */
export const languagePopupOpenAtom = atom(false);

/** Whether the popup may show: a visitor, with a suggestion other than the current language. */
export const languagePopupEligibleAtom = atom((get) => {
  const suggest = get(suggestedLanguageAtom);
  return (
    !get(isLoggedInAtom) &&
    suggest !== null &&
    suggest.value.toLowerCase() !== get(currentLanguageAtom).value.toLowerCase()
  );
});

export const languagePopupVisibleAtom = atom(
  (get) => get(languagePopupOpenAtom) && get(languagePopupEligibleAtom),
);

export const dismissLanguagePopupAtom = atom(null, (_get, set) => {
  set(languagePopupOpenAtom, false);
  set(suggestedLanguageAtom, null);
});
