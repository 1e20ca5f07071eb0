import type { Site } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import styles from './site-switch-link.module.css';

/** The visible "switch to desktop site" line: a plain <a> so the page reloads through the edge. */
export function SiteSwitchLink({ href, switchTo }: { href: string; switchTo: Site }) {
  const { t } = useTranslation();
  return (
    <p className={styles.line}>
      <a href={href} className={styles.link}>
        {switchTo === 'desktop' ? t('footer.switchToDesktop') : t('footer.switchToMobile')}
      </a>
    </p>
  );
}
