import { LANGUAGES, CURRENCIES } from '@gemlane/contract';
import {
  confirmLanguageCurrencyAtom,
  currencyInfoAtom,
  currentCurrencyAtom,
  currentLanguageAtom,
  languageInfoAtom,
} from '@gemlane/stores';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../adapters/kit.ts';
import { ChoiceList } from '../../components/choice-list/choice-list.tsx';
import { Page } from '../../components/page/page.tsx';
import { Section } from '../../components/section/section.tsx';

/** /languageAndCurrency: pick both, Confirm stores them, saves them to the server and reloads. */
export default function LanguageAndCurrencyPage() {
  const { t } = useTranslation();
  const languageInfo = useAtomValue(languageInfoAtom);
  const currencyInfo = useAtomValue(currencyInfoAtom);
  const currentLanguage = useAtomValue(currentLanguageAtom);
  const currentCurrency = useAtomValue(currentCurrencyAtom);
  const confirmChoice = useSetAtom(confirmLanguageCurrencyAtom);
  const [language, setLanguage] = useState<string>(currentLanguage.value);
  const [currency, setCurrency] = useState<string>(currentCurrency.value);
  const [busy, setBusy] = useState(false);
  // The server's lists once initInfo has answered; the contract's lists until then.
  const languages = languageInfo.items.length ? languageInfo.items : LANGUAGES;
  const currencies = currencyInfo.items.length ? currencyInfo.items : CURRENCIES;

  return (
    <Page
      title={t('common.languageAndCurrency')}
      footer={
        <Button
          block
          color="primary"
          size="large"
          loading={busy}
          onClick={() => {
            setBusy(true);
            void confirmChoice({ language, currency }).catch(() => setBusy(false));
          }}
        >
          {t('common.confirm')}
        </Button>
      }
    >
      <Section title={t('common.language')}>
        <ChoiceList
          label={t('common.language')}
          name="language"
          value={language}
          onChange={setLanguage}
          choices={languages.map((l) => ({ value: l.value, label: l.name, lang: l.value }))}
        />
      </Section>
      <Section title={t('common.currency')}>
        <ChoiceList
          label={t('common.currency')}
          name="currency"
          value={currency}
          onChange={setCurrency}
          choices={currencies.map((c) => ({
            value: c.value,
            label: `${c.symbol} ${c.value} · ${c.name}`,
          }))}
        />
      </Section>
    </Page>
  );
}
