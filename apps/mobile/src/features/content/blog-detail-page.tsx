import { useLoad } from '@gemlane/stores/react';
import type { BlogDetail } from '@gemlane/contract';
import { buildPath, usePartnerNavigate } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useApi } from '../../adapters/api-context.tsx';
import { Button, Tag } from '../../adapters/kit.ts';
import { ErrorView } from '../../components/error-view/error-view.tsx';
import { useFormat } from '../../components/hooks/use-format.ts';
import { Page } from '../../components/page/page.tsx';
import { PageLoading } from '../../components/page-loading/page-loading.tsx';
import { Paragraphs } from './paragraphs.tsx';
import styles from './content.module.css';

/** /blog/:blogId: one post, with a top-up link when it is about a game. */
export default function BlogDetailPage() {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const navigate = usePartnerNavigate();
  const { blogId = '' } = useParams();
  const id = Number(blogId);
  const validId = Number.isInteger(id) && id > 0;
  const post = useLoad<BlogDetail | null>(
    // A slug that is no post number is not asked for: it is not found.
    () => (validId ? api.blogDetail({ blogId: id }, { hideError: true }) : Promise.resolve(null)),
    [api, id],
  );
  const notFound = !validId || (post.error as { code?: number } | undefined)?.code === 404;
  return (
    <Page title={post.data?.title ?? t('common.blog')} backTo="/blog-list">
      {post.data && validId ? (
        <article className={styles.article}>
          <img src={post.data.cover} alt="" className={styles.hero} />
          <h2 className={styles.articleTitle}>{post.data.title}</h2>
          <p className={styles.meta}>
            {post.data.author} · {format.date(post.data.publishedAt)}
          </p>
          <div className={styles.tags}>
            {post.data.tags.map((tag) => (
              <Tag key={tag} color="primary" fill="outline">
                {tag}
              </Tag>
            ))}
          </div>
          <Paragraphs text={post.data.body} />
          {post.data.gameZonePath ? (
            <Button
              block
              color="primary"
              size="large"
              onClick={() =>
                void navigate(buildPath('GameZone', { gameZonePath: post.data!.gameZonePath! }))
              }
            >
              {t('common.topUp')}
            </Button>
          ) : null}
        </article>
      ) : post.loading && validId ? (
        <PageLoading />
      ) : (
        <ErrorView
          kind={notFound ? 'notFound' : 'error'}
          onRetry={notFound ? undefined : post.reload}
          onHome={() => void navigate('/home')}
        />
      )}
    </Page>
  );
}
