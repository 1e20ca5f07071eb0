import type { ReactNode } from 'react';
import styles from './section.module.css';

export interface SectionProps {
  title?: string;
  /** Step number shown before the title (game zone steps). */
  step?: number;
  extra?: ReactNode;
  children: ReactNode;
  id?: string;
}

/** A white card block with an optional heading: the building block of every page. */
export function Section({ title, step, extra, children, id }: SectionProps) {
  return (
    <section className={styles.section} id={id} aria-label={title}>
      {title ? (
        <div className={styles.head}>
          <h2 className={styles.title}>
            {step ? (
              <span className={styles.step} aria-hidden>
                {step}
              </span>
            ) : null}
            {title}
          </h2>
          {extra}
        </div>
      ) : null}
      {children}
    </section>
  );
}
