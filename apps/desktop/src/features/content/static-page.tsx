import type { ReactNode } from 'react';
import { PageLayout } from '../../components/page-layout.tsx';

/** A text page: title and paragraphs, an optional aside. */
export function StaticPage({
  title,
  paragraphs,
  children,
}: {
  title: string;
  paragraphs: readonly string[];
  children?: ReactNode;
}) {
  return (
    <PageLayout title={title}>
      <article className="card prose">
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {children}
      </article>
    </PageLayout>
  );
}
