import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { ApiProvider, type Api } from '../adapters/api-context.tsx';
import { createMobileApi } from '../adapters/api-client.ts';
import { KitLocaleProvider } from '../adapters/kit-locale.tsx';
// The kit's global styles (its --adm-* variables) apply from the start, as on every page.
import '../adapters/kit.ts';
import { AppErrorBoundary } from './error-boundary.tsx';
import { i18n } from '../adapters/i18n.ts';
import { NavigationBridge, navigateFromOutside } from '@gemlane/stores/router';
import { AppRoutes } from './router.tsx';

export type AppStore = ReturnType<typeof createStore>;

let browserApp: { store: AppStore; api: Api } | null = null;

/** The browser's store and api client (one per page). */
export function browserAppState(): { store: AppStore; api: Api } {
  if (!browserApp) {
    const store = createStore();
    browserApp = { store, api: createMobileApi(store, navigateFromOutside) };
  }
  return browserApp;
}

export interface AppProps {
  /** A server render's own store, api and static router; the browser's by default. */
  store?: AppStore;
  api?: Api;
  /** Wraps the routes in a router (the browser's by default). */
  router?: (routes: ReactNode) => ReactNode;
}

const inBrowserRouter = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;

export function App({ store, api, router = inBrowserRouter }: AppProps) {
  const state = store && api ? { store, api } : browserAppState();
  return (
    <AppErrorBoundary>
      <JotaiProvider store={state.store}>
        <I18nextProvider i18n={i18n}>
          <KitLocaleProvider>
            <ApiProvider api={state.api}>
              {router(
                <>
                  <NavigationBridge />
                  <AppRoutes />
                </>,
              )}
            </ApiProvider>
          </KitLocaleProvider>
        </I18nextProvider>
      </JotaiProvider>
    </AppErrorBoundary>
  );
}
