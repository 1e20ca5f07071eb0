import {
  buildLanguagePopup,
  confirmLanguageCurrencyAtom,
  currentCurrencyAtom,
  currentLanguageAtom,
  dismissLanguagePopupAtom,
  languagePopupVisibleAtom,
  suggestedLanguageAtom,
} from '@gemlane/stores';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { LanguagePopup } from '../../components/language-popup/language-popup.tsx';

/** The language suggestion sheet, 1 s after start for visitors (the timer is in useStartup). */
export default function LanguagePopupContainer() {
  const { t } = useTranslation();
  const visible = useAtomValue(languagePopupVisibleAtom);
  const suggest = useAtomValue(suggestedLanguageAtom);
  const current = useAtomValue(currentLanguageAtom);
  const currency = useAtomValue(currentCurrencyAtom);
  const dismiss = useSetAtom(dismissLanguagePopupAtom);
  const confirmChoice = useSetAtom(confirmLanguageCurrencyAtom);
  const data = buildLanguagePopup(suggest, current, (key, vars) =>
    String(t(key as never, vars as never)),
  );
  if (!data) return null;
  return (
    <LanguagePopup
      visible={visible}
      suggestTips={data.suggestTips}
      continueTips={data.continueTips}
      switchTips={data.switchTips}
      onContinue={() => dismiss()}
      onSwitch={() => {
        dismiss();
        void confirmChoice({ language: data.suggest.value, currency: currency.value }).catch(
          () => undefined,
        );
      }}
    />
  );
}
