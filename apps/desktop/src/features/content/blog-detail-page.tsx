import { useLoad } from '@gemlane/stores/react';
import { formatDate } from '@gemlane/i18n';
import { usePartnerLink, Link } from '@gemlane/stores/router';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useApi } from '../../adapters/api-client.tsx';
import { AsyncView } from '../../components/async-view.tsx';
import { NotFoundView } from '../../components/not-found-view.tsx';

export default function BlogDetailPage() {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const link = usePartnerLink();
  const blogId = Number(useParams().blogId);
  const validId = Number.isSafeInteger(blogId) && blogId > 0;
  const post = useLoad(validId ? () => api.blogDetail({ blogId }, { hideError: true }) : null, [
    api,
    blogId,
  ]);
  const toBlog = { to: '/blog-list', label: t('common.blog') };
  if (!validId)
    return (
      <div className="container page">
        <NotFoundView onward={toBlog} />
      </div>
    );
  return (
    <div className="container page">
      <AsyncView {...post} onRetry={post.reload} skeletonRows={10} notFoundOnward={toBlog}>
        {(p) => (
          <article className="card prose blog-article">
            <p>
              <Link to="/blog-list">← {t('common.blog')}</Link>
            </p>
            <h1 className="page-title">{p.title}</h1>
            <p className="blog-meta">
              <span>{p.author}</span> ·{' '}
              <time dateTime={p.publishedAt}>
                {formatDate(p.publishedAt, i18n.resolvedLanguage ?? 'en')}
              </time>
            </p>
            <img src={p.cover} alt="" width={1104} height={414} className="blog-cover" />
            {p.body
              .split(/\n\s*\n/)
              .map((para) => para.trim())
              .filter(Boolean)
              .map((para) => (
                <p key={para}>{para}</p>
              ))}
            {p.gameZonePath ? (
              <Button type="primary" size="large" href={link(`/gameZone/${p.gameZonePath}`)}>
                {t('common.topUp')}
              </Button>
            ) : null}
          </article>
        )}
      </AsyncView>
    </div>
  );
}
