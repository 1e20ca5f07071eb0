import { useTranslation } from 'react-i18next';
import { StaticPage } from './static-page.tsx';
import styles from './content.module.css';

/** /aboutUs */
export default function AboutUsPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('common.aboutUs')}>
      <h2 className={styles.articleTitle}>Gemlane</h2>
      <p className={styles.p}>{t('mobile.content.about1')}</p>
      <p className={styles.p}>{t('mobile.content.about2')}</p>
      <ul className={styles.ul}>
        <li>{t('policies.delivery')}</li>
        <li>{t('policies.noFee')}</li>
        <li>{t('policies.support')}</li>
      </ul>
    </StaticPage>
  );
}
