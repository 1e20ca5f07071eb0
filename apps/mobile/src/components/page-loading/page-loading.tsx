import { useTranslation } from 'react-i18next';
import styles from './page-loading.module.css';

/** Shown while a route's chunk or its first data loads (a CSS spinner: no animation library). */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap} role="status" aria-label={t('common.loading')}>
      <span className={styles.spinner} aria-hidden />
    </div>
  );
}
