import { useLoad } from '@gemlane/stores/react';
import type { BlogSummary } from '@gemlane/contract';
import { formatDate } from '@gemlane/i18n';
import { Link } from '@gemlane/stores/router';
import { pictureLoading } from '@gemlane/stores/ssr';
import { Pagination, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-client.tsx';
import { AsyncView } from '../../components/async-view.tsx';
import { PageLayout } from '../../components/page-layout.tsx';

const PAGE_SIZE = 9;

/** `first`: the first card of the page, whose cover is its largest paint (it loads with the page). */
export function BlogCard({ post, first = false }: { post: BlogSummary; first?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <article className="blog-card card">
      <Link to={`/blog/${post.blogId}`} className="blog-card-link">
        <img src={post.cover} alt="" width={1200} height={400} {...pictureLoading(first)} />
        <h2 className="blog-card-title">{post.title}</h2>
      </Link>
      <p className="muted">{post.summary}</p>
      <p className="blog-meta">
        <span>{post.author}</span> ·{' '}
        <time dateTime={post.publishedAt}>
          {formatDate(post.publishedAt, i18n.resolvedLanguage ?? 'en')}
        </time>
      </p>
      <p>
        {post.tags.map((tag) => (
          <Tag key={tag}>{tag}</Tag>
        ))}
      </p>
    </article>
  );
}

export default function BlogListPage() {
  const api = useApi();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const posts = useLoad(() => api.blogList({ page, pageSize: PAGE_SIZE }), [api, page]);
  return (
    <PageLayout title={t('common.blog')}>
      <AsyncView
        {...posts}
        onRetry={posts.reload}
        isEmpty={(d) => d.list.length === 0}
        emptyText={t('common.empty.blog')}
      >
        {(d) => (
          <>
            <div className="blog-grid">
              {d.list.map((post, i) => (
                <BlogCard key={post.blogId} post={post} first={i === 0} />
              ))}
            </div>
            {d.total > PAGE_SIZE ? (
              <Pagination
                className="pager"
                current={d.page}
                pageSize={PAGE_SIZE}
                total={d.total}
                onChange={(n) => setParams({ page: String(n) })}
              />
            ) : null}
          </>
        )}
      </AsyncView>
    </PageLayout>
  );
}
