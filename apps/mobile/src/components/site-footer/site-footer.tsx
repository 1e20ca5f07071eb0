import { Link } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import styles from './site-footer.module.css';

/** Links to the content pages, the policies in short and the copyright line. */
export function SiteFooter() {
  const { t } = useTranslation();
  const links = [
    ['/helpCenter', t('common.helpCenter')],
    ['/blog-list', t('common.blog')],
    ['/aboutUs', t('common.aboutUs')],
    ['/terms', t('common.terms')],
    ['/privacy', t('common.privacy')],
    ['/myCustomer', t('common.customerService')],
  ] as const;
  return (
    <footer className={styles.footer}>
      <nav className={styles.links} aria-label={t('mobile.footer.label')}>
        {links.map(([to, label]) => (
          <Link key={to} to={to} className={styles.link}>
            {label}
          </Link>
        ))}
      </nav>
      <p className={styles.policy}>{t('policies.noFee')}</p>
      <p className={styles.policy}>{t('policies.support')}</p>
      <p className={styles.copy}>{t('mobile.footer.copyright', { year: 2025 })}</p>
    </footer>
  );
}
