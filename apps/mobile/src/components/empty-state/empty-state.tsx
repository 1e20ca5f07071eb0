import type { ReactNode } from 'react';
import { Button, ErrorBlock } from '../../adapters/kit.ts';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: string;
  description?: string;
  actionLabel?: string;
  onAction?: () => void;
  children?: ReactNode;
}

/** An empty list with an optional call to action (Shop now, Log in...). */
export function EmptyState({
  title,
  description,
  actionLabel,
  onAction,
  children,
}: EmptyStateProps) {
  return (
    <div className={styles.wrap}>
      <ErrorBlock status="empty" title={title} description={description ?? ''} />
      {actionLabel && onAction ? (
        <Button color="primary" size="large" onClick={onAction}>
          {actionLabel}
        </Button>
      ) : null}
      {children}
    </div>
  );
}
