import { Component, lazy, Suspense } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

// antd's Result loads only when something failed; until it arrives (or if it cannot) plain text says it.
const LazyErrorView = lazy(() =>
  import('./error-view.tsx').then((m) => ({ default: m.ErrorView })),
);

function PlainErrorView({ detail }: { detail?: string }) {
  const { t } = useTranslation();
  return (
    <div className="plain-error" role="alert">
      <h1>{t('common.errorBoundary.title')}</h1>
      <p>{detail ?? t('common.errorBoundary.description')}</p>
      <a href="/home">{t('common.backToHome')}</a>
    </div>
  );
}

class ErrorViewLoader extends Component<{ detail?: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    const plain = <PlainErrorView detail={this.props.detail} />;
    if (this.state.failed) return plain;
    return (
      <Suspense fallback={plain}>
        <LazyErrorView detail={this.props.detail} />
      </Suspense>
    );
  }
}

function ErrorView({ detail }: { detail?: string }) {
  return <ErrorViewLoader detail={detail} />;
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
