import { useLanguageCurrency } from '@gemlane/stores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { LanguageCurrencyPanel } from '../../components/language-currency-panel.tsx';

/** LanguageAndCurrency: both lists and Confirm (stored, saved to the server, page reloaded). */
export default function LanguageCurrencyPage() {
  const { t } = useTranslation();
  const language = useLanguageCurrency();
  const [saving, setSaving] = useState(false);
  return (
    <PageLayout title={t('common.languageAndCurrency')}>
      <div className="card narrow-form">
        <LanguageCurrencyPanel
          languages={language.languages}
          currencies={language.currencies}
          value={{ language: language.draftLanguage, currency: language.draftCurrency }}
          onChange={(next) => {
            language.setDraftLanguage(next.language);
            language.setDraftCurrency(next.currency);
          }}
          onConfirm={() => {
            setSaving(true);
            void language.confirm().finally(() => setSaving(false));
          }}
          saving={saving}
        />
      </div>
    </PageLayout>
  );
}
