import { useTranslation } from 'react-i18next';
import { StaticPage } from './static-page.tsx';
import styles from './content.module.css';

/** /privacy */
export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('common.privacy')}>
      <p className={styles.p}>{t('mobile.content.privacy1')}</p>
      <p className={styles.p}>{t('mobile.content.privacy2')}</p>
      <p className={styles.p}>{t('emailSubscribe.privacyTip')}</p>
      <p className={styles.p}>{t('mobile.content.privacy3')}</p>
    </StaticPage>
  );
}
