import type { CurrencyOption, LanguageOption } from '@gemlane/contract';
import { Button, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HoverPopover } from '../../adapters/hover-popover.tsx';

export interface LanguageCurrencyValue {
  language: string;
  currency: string;
}

export interface LanguageCurrencyPanelProps {
  languages: readonly LanguageOption[];
  currencies: readonly CurrencyOption[];
  value: LanguageCurrencyValue;
  /** Applies both choices (saved to the server, then the page reloads). */
  onConfirm: (next: LanguageCurrencyValue) => void;
  saving?: boolean;
}

/** The two lists and the Confirm button (also the body of /languageAndCurrency). */
export function LanguageCurrencyPanel({
  languages,
  currencies,
  value,
  onConfirm,
  saving,
}: LanguageCurrencyPanelProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <div className="lang-panel">
      <fieldset>
        <legend className="menu-title">{t('common.language')}</legend>
        <Radio.Group
          className="option-grid"
          value={draft.language}
          onChange={(e) => setDraft((d) => ({ ...d, language: String(e.target.value) }))}
          options={languages.map((l) => ({ value: l.value, label: l.name }))}
        />
      </fieldset>
      <fieldset>
        <legend className="menu-title">{t('common.currency')}</legend>
        <Radio.Group
          className="option-grid"
          value={draft.currency}
          onChange={(e) => setDraft((d) => ({ ...d, currency: String(e.target.value) }))}
          options={currencies.map((c) => ({ value: c.value, label: `${c.symbol} ${c.value}` }))}
        />
      </fieldset>
      <Button type="primary" block loading={saving} onClick={() => onConfirm(draft)}>
        {t('common.confirm')}
      </Button>
    </div>
  );
}

export interface LanguageCurrencySelectorProps extends LanguageCurrencyPanelProps {
  /** The element the language suggestion popup anchors to. */
  anchorId?: string;
}

/** The navigation item: language abbreviation plus currency symbol and code, opening the panel. */
export function LanguageCurrencySelector(props: LanguageCurrencySelectorProps) {
  const { t } = useTranslation();
  const language = props.languages.find((l) => l.value === props.value.language);
  const currency = props.currencies.find((c) => c.value === props.value.currency);
  return (
    <HoverPopover content={<LanguageCurrencyPanel {...props} />} placement="bottomRight">
      <button type="button" className="nav-item nav-button" id={props.anchorId}>
        <span className="sr-only">{t('nav.languageAndCurrency')}: </span>
        <span>{language?.abbreviation ?? props.value.language.toUpperCase()}</span>
        <span className="nav-divider" aria-hidden>
          /
        </span>
        <span>
          {currency?.symbol ?? ''} {props.value.currency}
        </span>
      </button>
    </HoverPopover>
  );
}
