import { HOME_PATH, loadPage } from '@gemlane/stores/router/core';
import { usePartnerNavigate } from '@gemlane/stores/router';
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';

// Loaded only when something failed: the error illustration is not part of a normal page load.
const ErrorView = lazy(async () => ({
  default: (await import('../components/error-view/error-view.tsx')).ErrorView,
}));

/** What a crashed or failed-to-load route (e.g. a chunk after a deploy) shows instead. */
export function RouteErrorPage() {
  const navigate = usePartnerNavigate();
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

interface RouteBoundaryProps {
  children: ReactNode;
  /** The page address: a navigation elsewhere clears the error. */
  resetKey: string;
}

/** The page's boundary inside the layout: the tab bar and banners stay usable when a page fails. */
class RouteBoundary extends Component<RouteBoundaryProps, State & { key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: RouteBoundaryProps, state: State & { key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[route error]', error);
  }

  override render() {
    return this.state.error ? <RouteErrorPage /> : this.props.children;
  }
}

/** Catches errors of the current route (render errors, a chunk that failed to load). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteBoundary resetKey={pathname}>{children}</RouteBoundary>;
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
          <ErrorView onRetry={() => window.location.reload()} onHome={() => loadPage(HOME_PATH)} />
        </Suspense>
      );
    }
    return this.props.children;
  }
}
