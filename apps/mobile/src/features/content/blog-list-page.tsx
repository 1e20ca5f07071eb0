import { useLoad } from '@gemlane/stores/react';
import type { BlogSummary } from '@gemlane/contract';
import { buildPath, usePartnerNavigate } from '@gemlane/stores/router';
import { pictureLoading } from '@gemlane/stores/ssr';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../adapters/api-context.tsx';
import { InfiniteScroll } from '../../adapters/kit.ts';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { useFormat } from '../../components/hooks/use-format.ts';
import { Page } from '../../components/page/page.tsx';
import styles from './content.module.css';

const PAGE_SIZE = 10;

/** /blog-list: posts, newest first, loaded page by page. */
export default function BlogListPage() {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const navigate = usePartnerNavigate();
  // The first page renders on the server; later pages load as the list scrolls.
  const first = useLoad(() => api.blogList({ page: 1, pageSize: PAGE_SIZE }), [api]);
  const [more, setMore] = useState<BlogSummary[]>([]);
  const [page, setPage] = useState(1);
  const [moreFailed, setMoreFailed] = useState(false);
  const posts = [...(first.data?.list ?? []), ...more];
  const hasMore = first.data !== undefined && !moreFailed && page * PAGE_SIZE < first.data.total;
  const loadMore = useCallback(async () => {
    const next = page + 1;
    try {
      const res = await api.blogList({ page: next, pageSize: PAGE_SIZE });
      setMore((list) => [...list, ...res.list]);
      setPage(next);
    } catch {
      setMoreFailed(true);
    }
  }, [api, page]);
  return (
    <Page title={t('common.blog')}>
      <ul className={styles.posts}>
        {posts.map((post, i) => (
          <li key={post.blogId}>
            <button
              type="button"
              className={styles.post}
              onClick={() => void navigate(buildPath('BlogDetail', { blogId: post.blogId }))}
            >
              {/* The first cover is the page's largest paint. */}
              <img src={post.cover} alt="" className={styles.cover} {...pictureLoading(i === 0)} />
              <span className={styles.postText}>
                <strong className={styles.postTitle}>{post.title}</strong>
                <span className={styles.postSummary}>{post.summary}</span>
                <span className={styles.meta}>
                  {post.author} · {format.date(post.publishedAt)}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {first.loading ? <p className={styles.meta}>{t('common.loading')}</p> : null}
      {!first.loading && posts.length === 0 ? <EmptyState title={t('common.empty.blog')} /> : null}
      {hasMore ? (
        <InfiniteScroll loadMore={loadMore} hasMore={hasMore}>
          {t('common.loading')}
        </InfiniteScroll>
      ) : null}
    </Page>
  );
}
