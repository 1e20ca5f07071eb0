import { Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface AsyncViewProps<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  onRetry?: () => void;
  /** When true for the loaded data, the empty state shows instead of `children`. */
  isEmpty?: (data: T) => boolean;
  emptyText?: ReactNode;
  skeletonRows?: number;
  children: (data: T) => ReactNode;
}

/** The loading, error, empty and loaded states every data-driven block goes through. */
export function AsyncView<T>(props: AsyncViewProps<T>) {
  const { t } = useTranslation();
  if (props.data === undefined) {
    if (props.error) {
      return (
        <Result
          status="warning"
          title={t('common.loadFailed')}
          extra={
            props.onRetry ? (
              <Button type="primary" onClick={props.onRetry}>
                {t('common.retry')}
              </Button>
            ) : null
          }
        />
      );
    }
    return <Skeleton title={false} active paragraph={{ rows: props.skeletonRows ?? 4 }} />;
  }
  if (props.isEmpty?.(props.data)) {
    return <Empty description={props.emptyText ?? t('common.empty.default')} />;
  }
  return <>{props.children(props.data)}</>;
}
