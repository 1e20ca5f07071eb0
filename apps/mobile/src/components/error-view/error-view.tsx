import { Button, ErrorBlock } from '../../adapters/kit.ts';
import { useNotFoundStatus } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import styles from './error-view.module.css';

export interface ErrorViewProps {
  /** `notFound` for unknown content, `error` for a crash or a failed load. */
  kind?: 'error' | 'notFound';
  onRetry?: () => void;
  onHome: () => void;
}

/** What the error boundaries and missing content show: a message plus retry and home. */
export function ErrorView({ kind = 'error', onRetry, onHome }: ErrorViewProps) {
  const { t } = useTranslation();
  const notFound = kind === 'notFound';
  // A server render of missing content answers HTTP 404.
  useNotFoundStatus(notFound);
  return (
    <div className={styles.wrap} role="alert">
      <ErrorBlock
        status={notFound ? 'empty' : 'default'}
        title={notFound ? t('common.notFound.title') : t('common.errorBoundary.title')}
        description={
          notFound ? t('common.notFound.description') : t('common.errorBoundary.description')
        }
      />
      <div className={styles.actions}>
        {onRetry ? (
          <Button color="primary" size="large" onClick={onRetry}>
            {t('common.errorBoundary.reload')}
          </Button>
        ) : null}
        <Button size="large" onClick={onHome}>
          {t('common.backToHome')}
        </Button>
      </div>
    </div>
  );
}
