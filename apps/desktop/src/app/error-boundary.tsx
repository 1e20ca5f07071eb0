import { Button, Result } from 'antd';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function ErrorView({ detail }: { detail?: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('common.errorBoundary.title')}
      subTitle={detail ?? t('common.errorBoundary.description')}
      extra={
        <Button type="primary" onClick={() => window.location.assign('/home')}>
          {t('common.backToHome')}
        </Button>
      }
    />
  );
}

/** Route-level error element: a failed lazy chunk or a thrown render error. */
export function RouteErrorView() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return <ErrorView detail={detail} />;
}

/** Last-resort boundary around the whole app (providers included). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorView /> : this.props.children;
  }
}
