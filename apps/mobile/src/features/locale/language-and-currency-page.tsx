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
import { Button, CheckList } from '../../adapters/kit.ts';
import { Page } from '../../components/page/page.tsx';
import { Section } from '../../components/section/section.tsx';
import styles from './locale.module.css';

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
        <CheckList
          value={[language]}
          onChange={(v) => v[0] && setLanguage(String(v[0]))}
          className={styles.list}
          aria-label={t('common.language')}
        >
          {languages.map((l) => (
            <CheckList.Item key={l.value} value={l.value}>
              <span lang={l.value}>{l.name}</span>
            </CheckList.Item>
          ))}
        </CheckList>
      </Section>
      <Section title={t('common.currency')}>
        <CheckList
          value={[currency]}
          onChange={(v) => v[0] && setCurrency(String(v[0]))}
          className={styles.list}
          aria-label={t('common.currency')}
        >
          {currencies.map((c) => (
            <CheckList.Item key={c.value} value={c.value}>
              {c.symbol} {c.value} · {c.name}
            </CheckList.Item>
          ))}
        </CheckList>
      </Section>
    </Page>
  );
}
