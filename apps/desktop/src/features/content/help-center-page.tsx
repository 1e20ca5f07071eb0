import { useLoad } from '@gemlane/stores/react';
import type { HelpCategory } from '@gemlane/contract';
import { Collapse, Menu } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-client.tsx';
import { AsyncView } from '../../components/async-view.tsx';
import { NotFoundView } from '../../components/not-found-view.tsx';
import { PageLayout } from '../../components/page-layout.tsx';

function paragraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export function HelpCenterView({
  categories,
  initialSlug,
}: {
  categories: readonly HelpCategory[];
  initialSlug?: string;
}) {
  const start =
    categories.find((c) => c.articles.some((a) => a.slug === initialSlug)) ?? categories[0];
  const [code, setCode] = useState(start?.code ?? '');
  const current = categories.find((c) => c.code === code) ?? categories[0];
  return (
    <div className="help-layout">
      <nav className="card help-nav">
        <Menu
          mode="inline"
          selectedKeys={[current?.code ?? '']}
          onClick={(e) => setCode(e.key)}
          items={categories.map((c) => ({ key: c.code, label: c.title }))}
        />
      </nav>
      {current ? (
        <section className="card help-articles" aria-labelledby="help-category">
          <h2 id="help-category" className="section-title small">
            {current.title}
          </h2>
          <Collapse
            defaultActiveKey={
              initialSlug ? [initialSlug] : current.articles[0] ? [current.articles[0].slug] : []
            }
            items={current.articles.map((a) => ({
              key: a.slug,
              label: a.title,
              children: paragraphs(a.body).map((p) => <p key={p}>{p}</p>),
            }))}
          />
        </section>
      ) : null}
    </div>
  );
}

export default function HelpCenterPage() {
  const api = useApi();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const help = useLoad(() => api.helpList(), [api]);
  return (
    <PageLayout title={t('common.helpCenter')}>
      <AsyncView {...help} onRetry={help.reload} isEmpty={(d) => d.length === 0}>
        {(categories) => {
          const slug = params.get('article') ?? undefined;
          // A link to an article that does not exist (any more) says so instead of opening another.
          if (slug && !categories.some((c) => c.articles.some((a) => a.slug === slug)))
            return <NotFoundView onward={{ to: '/helpCenter', label: t('common.helpCenter') }} />;
          return <HelpCenterView categories={categories} initialSlug={slug} />;
        }}
      </AsyncView>
    </PageLayout>
  );
}
