import { Link, useNotFoundStatus } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';

export interface NotFoundViewProps {
  /** A way onward besides home (e.g. the blog for an unknown article). */
  onward?: { to: string; label: string };
}

/**
 * What an unknown game zone, article, order or short link shows: says so, and offers a way on.
 * A server render of it answers HTTP 404.
 */
export function NotFoundView({ onward }: NotFoundViewProps) {
  const { t } = useTranslation();
  useNotFoundStatus();
  return (
    <section className="card not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="page-title">
        {t('common.notFound.title')}
      </h1>
      <p>{t('common.notFound.description')}</p>
      <p className="not-found-links">
        {onward ? <Link to={onward.to}>{onward.label}</Link> : null}
        <Link to="/home">{t('common.backToHome')}</Link>
      </p>
    </section>
  );
}
