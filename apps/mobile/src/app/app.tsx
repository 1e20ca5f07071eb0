import { createStore, Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { ApiProvider } from '../adapters/api-context.tsx';
import { createMobileApi } from '../adapters/api-client.ts';
import { KitLocaleProvider } from '../adapters/kit-locale.tsx';
// The kit's global styles (its --adm-* variables) apply from the start, as on every page.
import '../adapters/kit.ts';
import { AppErrorBoundary } from './error-boundary.tsx';
import { i18n } from '../adapters/i18n.ts';
import { NavigationBridge, navigateFromOutside } from '@gemlane/stores/router';
import { AppRoutes } from './router.tsx';

const store = createStore();
const api = createMobileApi(store, navigateFromOutside);

export function App() {
  return (
    <AppErrorBoundary>
      <JotaiProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <KitLocaleProvider>
            <ApiProvider api={api}>
              <BrowserRouter>
                <NavigationBridge />
                <AppRoutes />
              </BrowserRouter>
            </ApiProvider>
          </KitLocaleProvider>
        </I18nextProvider>
      </JotaiProvider>
    </AppErrorBoundary>
  );
}
