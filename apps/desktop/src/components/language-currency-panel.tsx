import type { CurrencyOption, LanguageOption } from '@gemlane/contract';
import { Button, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

export interface LanguageCurrencyValue {
  language: string;
  currency: string;
}

export interface LanguageCurrencyPanelProps {
  languages: readonly LanguageOption[];
  currencies: readonly CurrencyOption[];
  /** The pending choice. */
  value: LanguageCurrencyValue;
  onChange: (next: LanguageCurrencyValue) => void;
  /** Applies both choices (saved to the server, then the page reloads). */
  onConfirm: () => void;
  saving?: boolean;
}

/** The two lists and the Confirm button (also the body of /languageAndCurrency). */
export function LanguageCurrencyPanel({
  languages,
  currencies,
  value,
  onChange,
  onConfirm,
  saving,
}: LanguageCurrencyPanelProps) {
  const { t } = useTranslation();
  return (
    <div className="lang-panel">
      <fieldset>
        <legend className="menu-title">{t('common.language')}</legend>
        <Radio.Group
          className="option-grid"
          value={value.language}
          onChange={(e) => onChange({ ...value, language: String(e.target.value) })}
          options={languages.map((l) => ({ value: l.value, label: l.name }))}
        />
      </fieldset>
      <fieldset>
        <legend className="menu-title">{t('common.currency')}</legend>
        <Radio.Group
          className="option-grid"
          value={value.currency}
          onChange={(e) => onChange({ ...value, currency: String(e.target.value) })}
          options={currencies.map((c) => ({ value: c.value, label: `${c.symbol} ${c.value}` }))}
        />
      </fieldset>
      <Button type="primary" block loading={saving} onClick={onConfirm}>
        {t('common.confirm')}
      </Button>
    </div>
  );
}
