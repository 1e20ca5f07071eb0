import type { CurrencyOption, InitInfo, LanguageOption } from '@gemlane/contract';
import { resolveCurrency, resolveLocale } from '@gemlane/api';
import { STORAGE_KEYS } from '@gemlane/stores';
import { useCallback, useState } from 'react';
import { useApi } from '../../adapters/api-client.tsx';
import type { LanguageCurrencyValue } from './language-currency-selector.tsx';

export interface LanguageSettingState {
  languages: readonly LanguageOption[];
  currencies: readonly CurrencyOption[];
  value: LanguageCurrencyValue;
  saving: boolean;
  /** Stores the choice, saves it to the server, then reloads the page (spec section 4). */
  confirm: (next: LanguageCurrencyValue) => Promise<void>;
}

function persist(value: LanguageCurrencyValue): void {
  localStorage.setItem(
    STORAGE_KEYS.languageSetting,
    JSON.stringify({ language: { value: value.language }, currency: { value: value.currency } }),
  );
  localStorage.setItem(STORAGE_KEYS.lang, value.language);
  localStorage.setItem(STORAGE_KEYS.currency, value.currency);
}

export function useLanguageSetting(
  init: InitInfo | null,
  reload: () => void = () => window.location.reload(),
): LanguageSettingState {
  const api = useApi();
  const [saving, setSaving] = useState(false);
  const value = { language: resolveLocale(), currency: resolveCurrency() };
  const confirm = useCallback(
    async (next: LanguageCurrencyValue) => {
      setSaving(true);
      persist(next);
      try {
        await api.selectReport({
          language: next.language as never,
          currency: next.currency as never,
        });
      } finally {
        setSaving(false);
        reload();
      }
    },
    [api, reload],
  );
  return {
    languages: init?.languageInfo.items ?? [],
    currencies: init?.currencyInfo.items ?? [],
    value,
    saving,
    confirm,
  };
}
