import { ExclamationCircleFilled } from '@ant-design/icons';
import { DECORATIVE } from '../adapters/icon-defaults.tsx';
import { isNotFoundError } from '@gemlane/api';
import { Button, Empty, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundView, type NotFoundViewProps } from './not-found-view.tsx';

export interface AsyncViewProps<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  onRetry?: () => void;
  /** When true for the loaded data, the empty state shows instead of `children`. */
  isEmpty?: (data: T) => boolean;
  emptyText?: ReactNode;
  skeletonRows?: number;
  /** Shown with the not-found state (the server said the thing does not exist). */
  notFoundOnward?: NotFoundViewProps['onward'];
  children: (data: T) => ReactNode;
}

// A failed load is rare: antd's Result (10 KB gzip with its status art) loads when one happens.
const Result = lazy(() => import('antd/es/result'));

/** The loading, error, empty and loaded states every data-driven block goes through. */
export function AsyncView<T>(props: AsyncViewProps<T>) {
  const { t } = useTranslation();
  const skeleton = <Skeleton title={false} active paragraph={{ rows: props.skeletonRows ?? 4 }} />;
  if (props.data === undefined) {
    if (isNotFoundError(props.error)) return <NotFoundView onward={props.notFoundOnward} />;
    if (props.error) {
      return (
        <Suspense fallback={skeleton}>
          <Result
            status="warning"
            icon={<ExclamationCircleFilled {...DECORATIVE} />}
            title={t('common.loadFailed')}
            extra={
              props.onRetry ? (
                <Button type="primary" onClick={props.onRetry}>
                  {t('common.retry')}
                </Button>
              ) : null
            }
          />
        </Suspense>
      );
    }
    return skeleton;
  }
  if (props.isEmpty?.(props.data)) {
    return <Empty description={props.emptyText ?? t('common.empty.default')} />;
  }
  return <>{props.children(props.data)}</>;
}
