import type { LanguageOption } from '@gemlane/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_POPUP_RIGHT_PX } from '../../config/ui.ts';

export interface LanguageSuggestPopupProps {
  current: LanguageOption;
  suggest: LanguageOption;
  onContinue: () => void;
  onSwitch: () => void;
}

/** Suggests the browser's language; sits beside the language item, 100 px from the right (spec section 2). */
export function LanguageSuggestPopup({
  current,
  suggest,
  onContinue,
  onSwitch,
}: LanguageSuggestPopupProps) {
  const { t } = useTranslation();
  return (
    <div
      className="language-suggest"
      role="dialog"
      aria-labelledby="language-suggest-text"
      style={{ right: LANGUAGE_POPUP_RIGHT_PX }}
    >
      <p id="language-suggest-text">{t('languagePopup.suggestTips', { language: suggest.name })}</p>
      <div className="language-suggest-actions">
        <Button onClick={onContinue}>
          {t('languagePopup.continueTips', { language: current.name })}
        </Button>
        <Button type="primary" onClick={onSwitch} autoFocus>
          {t('languagePopup.switchTips', { language: suggest.name })}
        </Button>
      </div>
    </div>
  );
}
