import { createStore, Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ApiProvider } from '../adapters/api-context.tsx';
import { createMobileApi } from '../adapters/api-client.ts';
import { KitProvider } from '../adapters/kit-provider.tsx';
import { AppErrorBoundary } from './error-boundary.tsx';
import { i18n } from '@gemlane/i18n';
import { createAppRouter } from './router.tsx';

const store = createStore();
const router = createAppRouter();
const api = createMobileApi(store, (to) => void router.navigate(to, { replace: true }));

export function App() {
  return (
    <AppErrorBoundary>
      <JotaiProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <KitProvider>
            <ApiProvider api={api}>
              <RouterProvider router={router} />
            </ApiProvider>
          </KitProvider>
        </I18nextProvider>
      </JotaiProvider>
    </AppErrorBoundary>
  );
}
