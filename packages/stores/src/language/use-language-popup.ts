// The language suggestion popup's behaviour: data, visibility, the two buttons.
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import {
  confirmLanguageCurrencyAtom,
  currentCurrencyAtom,
  currentLanguageAtom,
} from './language-currency.ts';
import {
  buildLanguagePopup,
  dismissLanguagePopupAtom,
  languagePopupVisibleAtom,
  suggestedLanguageAtom,
  type LanguagePopupData,
  type PopupTranslate,
} from './language-popup.ts';

export interface LanguagePopupView {
  visible: boolean;
  data: LanguagePopupData | null;
  /** Keeps the current language and closes the popup. */
  continueWithCurrent: () => void;
  /** Switches to the suggestion (stored, saved to the server, page reloaded). */
  switchToSuggested: () => Promise<void>;
}

export function useLanguagePopup({
  t,
  reload,
}: {
  t: PopupTranslate;
  reload?: () => void;
}): LanguagePopupView {
  const visible = useAtomValue(languagePopupVisibleAtom);
  const suggest = useAtomValue(suggestedLanguageAtom);
  const current = useAtomValue(currentLanguageAtom);
  const currency = useAtomValue(currentCurrencyAtom);
  const dismiss = useSetAtom(dismissLanguagePopupAtom);
  const confirm = useSetAtom(confirmLanguageCurrencyAtom);
  const data = useMemo(() => buildLanguagePopup(suggest, current, t), [suggest, current, t]);

  const switchToSuggested = useCallback(async () => {
    if (!suggest) return;
    dismiss();
    await confirm({
      language: suggest.value,
      currency: currency.value,
      ...(reload ? { reload } : {}),
    });
  }, [confirm, currency.value, dismiss, reload, suggest]);

  return {
    visible: visible && data !== null,
    data,
    continueWithCurrent: dismiss,
    switchToSuggested,
  };
}
