import { useTranslation } from 'react-i18next';
import { StaticPage } from './static-page.tsx';
import styles from './content.module.css';

/** /terms: the storefront's stated policies (docs/product.md §1 and §9). */
export default function TermsPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('common.terms')}>
      <p className={styles.p}>{t('mobile.content.termsIntro')}</p>
      <h2 className={styles.h}>{t('policies.title')}</h2>
      <ol className={styles.ul}>
        <li>{t('policies.noFee')}</li>
        <li>{t('policies.delivery')}</li>
        <li>{t('policies.noCancellation')}</li>
        <li>{t('policies.wrongId')}</li>
        <li>{t('policies.failedRefund')}</li>
        <li>{t('policies.cancelledOrder')}</li>
        <li>{t('policies.cardLimits', { min: '$10', max: '$500' })}</li>
        <li>{t('policies.cardFrequency', { perDay: 10, perMonth: 50 })}</li>
        <li>{t('policies.cardAccounts', { maxCards: 5, maxAccounts: 2 })}</li>
        <li>{t('policies.cardholder')}</li>
        <li>{t('policies.cardFee', { percent: '4.5%', fixed: '$0.20' })}</li>
        <li>{t('policies.walletFee', { percent: '3.9%', fixed: '$0.30' })}</li>
        <li>{t('policies.support')}</li>
      </ol>
    </StaticPage>
  );
}
