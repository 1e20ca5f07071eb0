// The language and currency selector's behaviour: lists, current choice, a draft, Confirm.
import type { CurrencyOption, LanguageOption } from '@gemlane/contract';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import {
  confirmLanguageCurrencyAtom,
  currencyInfoAtom,
  currentCurrencyAtom,
  currentLanguageAtom,
  languageInfoAtom,
} from './language-currency.ts';

export interface LanguageCurrencyView {
  languages: readonly LanguageOption[];
  currencies: readonly CurrencyOption[];
  currentLanguage: LanguageOption;
  currentCurrency: CurrencyOption;
  /** The popover's pending choice (starts at the current one). */
  draftLanguage: string;
  draftCurrency: string;
  setDraftLanguage: (code: string) => void;
  setDraftCurrency: (code: string) => void;
  /** Confirm applies both: stores, saves to the server, reloads. */
  confirm: () => Promise<void>;
  /** Resets the draft to the current choice (popover closed without confirming). */
  reset: () => void;
}

export function useLanguageCurrency(options: { reload?: () => void } = {}): LanguageCurrencyView {
  const languageInfo = useAtomValue(languageInfoAtom);
  const currencyInfo = useAtomValue(currencyInfoAtom);
  const currentLanguage = useAtomValue(currentLanguageAtom);
  const currentCurrency = useAtomValue(currentCurrencyAtom);
  const confirmAtom = useSetAtom(confirmLanguageCurrencyAtom);
  const [draftLanguage, setDraftLanguage] = useState<string | null>(null);
  const [draftCurrency, setDraftCurrency] = useState<string | null>(null);
  const language = draftLanguage ?? currentLanguage.value;
  const currency = draftCurrency ?? currentCurrency.value;
  const { reload } = options;

  const confirm = useCallback(
    () => confirmAtom({ language, currency, ...(reload ? { reload } : {}) }),
    [confirmAtom, language, currency, reload],
  );
  const reset = useCallback(() => {
    setDraftLanguage(null);
    setDraftCurrency(null);
  }, []);

  return {
    languages: languageInfo.items,
    currencies: currencyInfo.items,
    currentLanguage,
    currentCurrency,
    draftLanguage: language,
    draftCurrency: currency,
    setDraftLanguage,
    setDraftCurrency,
    confirm,
    reset,
  };
}
