import { useTranslation } from 'react-i18next';
import { HoverPopover } from '../../adapters/hover-popover.tsx';
import type {
  LanguageCurrencyPanelProps,
  LanguageCurrencyValue,
} from '../../components/language-currency-panel.tsx';
import {
  LanguageCurrencyPanel,
  loadLanguageCurrencyPanel,
  PopoverContent,
} from './popover-contents.tsx';

export interface LanguageCurrencySelectorProps extends LanguageCurrencyPanelProps {
  /** The choice in effect, shown on the navigation item. */
  current: LanguageCurrencyValue;
  /** The popover closed without Confirm: the draft is dropped. */
  onClose?: () => void;
}

/** The navigation item: language abbreviation plus currency symbol and code, opening the panel. */
export function LanguageCurrencySelector({
  current,
  onClose,
  ...panel
}: LanguageCurrencySelectorProps) {
  const { t } = useTranslation();
  const language = panel.languages.find((l) => l.value === current.language);
  const currency = panel.currencies.find((c) => c.value === current.currency);
  return (
    <HoverPopover
      content={
        <PopoverContent>
          <LanguageCurrencyPanel {...panel} />
        </PopoverContent>
      }
      placement="bottomRight"
      onOpenChange={(open) => {
        if (!open) onClose?.();
      }}
    >
      <button
        type="button"
        className="nav-item nav-button nav-lang"
        aria-haspopup="true"
        onPointerEnter={loadLanguageCurrencyPanel}
        onFocus={loadLanguageCurrencyPanel}
      >
        <span className="sr-only">{t('nav.languageAndCurrency')}: </span>
        <span>{language?.abbreviation ?? current.language.toUpperCase()}</span>
        <span className="nav-divider" aria-hidden>
          /
        </span>
        <span>
          {currency?.symbol ?? ''} {current.currency}
        </span>
      </button>
    </HoverPopover>
  );
}
