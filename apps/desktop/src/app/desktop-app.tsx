import type { i18n as I18n } from 'i18next';
import { Provider as JotaiProvider, getDefaultStore } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import type { createBrowserRouter } from 'react-router';
import { AntdProvider } from '../adapters/antd-provider.tsx';
import { AppErrorBoundary } from './error-boundary.tsx';

function AntdFromI18n({ children }: { children: React.ReactNode }) {
  const { i18n } = useTranslation();
  return <AntdProvider language={i18n.resolvedLanguage ?? i18n.language}>{children}</AntdProvider>;
}

export type JotaiStore = ReturnType<typeof getDefaultStore>;

export type DesktopAppProps = {
  i18n: I18n;
  /** The store of a server render; the browser uses jotai's default store. */
  store?: JotaiStore;
} & (
  | { router: ReturnType<typeof createBrowserRouter>; routerElement?: undefined }
  /** A server render's StaticRouterProvider. */
  | { router?: undefined; routerElement: ReactNode }
);

/** Providers outside the router: error boundary, jotai (the store the api client also uses), i18n, antd. */
export function DesktopApp({ i18n, store, router, routerElement }: DesktopAppProps) {
  return (
    <AppErrorBoundary>
      <JotaiProvider store={store ?? getDefaultStore()}>
        <I18nextProvider i18n={i18n}>
          <AntdFromI18n>{router ? <RouterProvider router={router} /> : routerElement}</AntdFromI18n>
        </I18nextProvider>
      </JotaiProvider>
    </AppErrorBoundary>
  );
}
