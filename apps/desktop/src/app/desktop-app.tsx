import type { i18n as I18n } from 'i18next';
import { Provider as JotaiProvider, getDefaultStore } from 'jotai';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import type { createBrowserRouter } from 'react-router';
import { AntdProvider } from '../adapters/antd-provider.tsx';
import { AppErrorBoundary } from './error-boundary.tsx';

function AntdFromI18n({ children }: { children: React.ReactNode }) {
  const { i18n } = useTranslation();
  return <AntdProvider language={i18n.resolvedLanguage ?? i18n.language}>{children}</AntdProvider>;
}

export interface DesktopAppProps {
  i18n: I18n;
  router: ReturnType<typeof createBrowserRouter>;
}

/** Providers outside the router: error boundary, jotai (the store the api client also uses), i18n, antd. */
export function DesktopApp({ i18n, router }: DesktopAppProps) {
  return (
    <AppErrorBoundary>
      <JotaiProvider store={getDefaultStore()}>
        <I18nextProvider i18n={i18n}>
          <AntdFromI18n>
            <RouterProvider router={router} />
          </AntdFromI18n>
        </I18nextProvider>
      </JotaiProvider>
    </AppErrorBoundary>
  );
}
