import { useLoad } from '@gemlane/stores/react';
import type { HelpCategory } from '@gemlane/contract';
import { usePartnerNavigate } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-context.tsx';
import { Button } from '../../adapters/kit.ts';
import { DisclosureList } from '../../components/disclosure-list/disclosure-list.tsx';
import { ErrorView } from '../../components/error-view/error-view.tsx';
import { Page } from '../../components/page/page.tsx';
import { PageLoading } from '../../components/page-loading/page-loading.tsx';
import { Section } from '../../components/section/section.tsx';
import { Paragraphs } from './paragraphs.tsx';
import styles from './content.module.css';

/** /helpCenter: the articles by category; ?article=<slug> opens one. */
export default function HelpCenterPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = usePartnerNavigate();
  const [params, setParams] = useSearchParams();
  const open = params.get('article') ?? undefined;
  const help = useLoad<HelpCategory[]>(() => api.helpList(), [api]);
  const unknownArticle =
    open !== undefined &&
    help.data !== undefined &&
    !help.data.some((category) => category.articles.some((a) => a.slug === open));
  return (
    <Page title={t('common.helpCenter')}>
      {unknownArticle ? (
        <ErrorView kind="notFound" onHome={() => void navigate('/home')} />
      ) : help.data ? (
        <>
          {help.data.map((category) => (
            <Section key={category.code} title={category.title}>
              <DisclosureList
                openKey={category.articles.some((a) => a.slug === open) ? open : null}
                onChange={(key) => setParams(key ? { article: key } : {}, { replace: true })}
                items={category.articles.map((article) => ({
                  key: article.slug,
                  title: article.title,
                  content: <Paragraphs text={article.body} />,
                }))}
              />
            </Section>
          ))}
          <Section>
            <p className={styles.p}>{t('policies.support')}</p>
            <Button block color="primary" size="large" onClick={() => void navigate('/myCustomer')}>
              {t('common.customerService')}
            </Button>
          </Section>
        </>
      ) : help.loading ? (
        <PageLoading />
      ) : (
        <ErrorView onRetry={help.reload} onHome={() => void navigate('/home')} />
      )}
    </Page>
  );
}
