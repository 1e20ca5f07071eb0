import type { ReactNode } from 'react';
import { Page } from '../../components/page/page.tsx';
import styles from './content.module.css';

/** About us, terms and privacy: a titled page of paragraphs and lists. */
export function StaticPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page title={title}>
      <article className={styles.article}>{children}</article>
    </Page>
  );
}
