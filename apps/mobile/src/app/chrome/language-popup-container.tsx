import { useLanguagePopup } from '@gemlane/stores/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguagePopup } from '../../components/language-popup/language-popup.tsx';

/** The language suggestion sheet, 1 s after start for visitors (the timer is in useAppStartup). */
export default function LanguagePopupContainer() {
  const { t } = useTranslation();
  const translate = useCallback(
    (key: string, vars: { language: string }) => String(t(key as never, vars as never)),
    [t],
  );
  const popup = useLanguagePopup({ t: translate });
  if (!popup.data) return null;
  return (
    <LanguagePopup
      visible={popup.visible}
      suggestTips={popup.data.suggestTips}
      continueTips={popup.data.continueTips}
      switchTips={popup.data.switchTips}
      onContinue={popup.continueWithCurrent}
      onSwitch={() => void popup.switchToSuggested().catch(() => undefined)}
    />
  );
}
