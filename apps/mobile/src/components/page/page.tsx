import { usePartnerNavigate } from '@gemlane/stores/router';
import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInApp } from '../hooks/use-in-app.ts';
import styles from './page.module.css';

export interface PageProps {
  title: string;
  children: ReactNode;
  /** Extra actions on the right of the navigation bar. */
  right?: ReactNode;
  /** A bar fixed to the bottom (checkout, forms). */
  footer?: ReactNode;
  /** Where back goes without browser history; default home. */
  backTo?: string;
}

/**
 * A full-screen page with a back bar. In the native app the bar is left out: the app draws its
 * own title and back button, and a second one would duplicate it.
 */
export function Page({ title, children, right, footer, backTo = '/home' }: PageProps) {
  const inApp = useInApp();
  const navigate = usePartnerNavigate();
  const { t } = useTranslation();
  const onBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(backTo, { replace: true });
  };
  return (
    <div className={styles.page} style={inApp ? { ['--gl-header' as string]: '0px' } : undefined}>
      {inApp ? (
        <h1 className="gl-visually-hidden">{title}</h1>
      ) : (
        <header className={styles.header}>
          <button
            type="button"
            className={styles.back}
            onClick={onBack}
            aria-label={t('common.back')}
          >
            <LeftOutline aria-hidden />
          </button>
          <h1 className={styles.title}>{title}</h1>
          <div className={styles.right}>{right}</div>
        </header>
      )}
      <main className={footer ? `${styles.main} ${styles.withFooter}` : styles.main}>
        {children}
      </main>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
