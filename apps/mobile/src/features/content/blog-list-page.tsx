import type { BlogSummary } from '@gemlane/contract';
import { buildPath, usePartnerNavigate } from '@gemlane/stores/router';
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
  const [posts, setPosts] = useState<BlogSummary[]>([]);
  const [page, setPage] = useState(0);
  const [hasMore, setHasMore] = useState(true);
  const loadMore = useCallback(async () => {
    const next = page + 1;
    try {
      const res = await api.blogList({ page: next, pageSize: PAGE_SIZE });
      setPosts((list) => [...list, ...res.list]);
      setPage(next);
      setHasMore(next * PAGE_SIZE < res.total);
    } catch {
      setHasMore(false);
    }
  }, [api, page]);
  return (
    <Page title={t('common.blog')}>
      <ul className={styles.posts}>
        {posts.map((post) => (
          <li key={post.blogId}>
            <button
              type="button"
              className={styles.post}
              onClick={() => void navigate(buildPath('BlogDetail', { blogId: post.blogId }))}
            >
              <img src={post.cover} alt="" className={styles.cover} loading="lazy" />
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
      {!hasMore && posts.length === 0 ? <EmptyState title={t('common.empty.blog')} /> : null}
      <InfiniteScroll loadMore={loadMore} hasMore={hasMore}>
        {hasMore ? t('common.loading') : ''}
      </InfiniteScroll>
    </Page>
  );
}
