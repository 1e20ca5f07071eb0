import { useTranslation } from 'react-i18next';
import { StaticPage } from './static-page.tsx';

/** Terms: the store's stated policies (docs/product.md §1) around the purchase terms. */
export default function TermsPage() {
  const { t } = useTranslation();
  return (
    <StaticPage
      title={t('legal.termsTitle')}
      paragraphs={[
        t('legal.termsIntro'),
        t('policies.noFee'),
        t('policies.delivery'),
        t('policies.noCancellation'),
        t('policies.wrongId'),
        t('policies.cancelledOrder'),
        t('legal.termsAccount'),
        t('legal.termsPayment'),
        t('policies.cardholder'),
        t('policies.support'),
        t('legal.termsChanges'),
        t('legal.updated'),
      ]}
    />
  );
}
