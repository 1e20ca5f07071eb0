import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useNavigate, useRouteError } from 'react-router';

// Loaded only when something failed: the error illustration is not part of a normal page load.
const ErrorView = lazy(async () => ({
  default: (await import('../components/error-view/error-view.tsx')).ErrorView,
}));

/** The router's boundary: a crashed or failed-to-load route (e.g. a chunk after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  console.error('[route error]', error);
  return (
    <Suspense fallback={null}>
      <ErrorView
        onRetry={() => window.location.reload()}
        onHome={() => void navigate('/home', { replace: true })}
      />
    </Suspense>
  );
}

interface State {
  error: unknown;
}

/** The outer boundary around providers, where the router's boundary cannot reach. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[app error]', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <Suspense fallback={null}>
          <ErrorView
            onRetry={() => window.location.reload()}
            onHome={() => window.location.assign('/home')}
          />
        </Suspense>
      );
    }
    return this.props.children;
  }
}
