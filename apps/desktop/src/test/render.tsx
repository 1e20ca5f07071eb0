import { createI18n } from '@gemlane/i18n';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { AntdProvider } from '../adapters/antd-provider.tsx';

const controller = createI18n();
const ready = controller.initI18n({ language: 'en', search: null, storage: null });

/** Renders with English texts, antd without motion, a fresh jotai store and a memory router. */
export async function renderWithProviders(ui: ReactElement, route = '/home') {
  await ready;
  const store = createStore();
  // A wrapper (not inline providers) so that `rerender` keeps them.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={controller.i18n}>
        <AntdProvider language="en" motion={false}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </AntdProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
  return render(ui, { wrapper });
}
