import 'antd/dist/antd.css';
// The app's stylesheets in the app's cascade order (src/app/styles.ts).
import '../src/app/styles.ts';
import '../src/app/deferred-overrides.css';
import { createI18n } from '@gemlane/i18n';
import type { Decorator, Preview } from '@storybook/react-vite';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { AntdProvider } from '../src/adapters/antd-provider.tsx';

const controller = createI18n();
await controller.initI18n({ language: 'en', search: null, storage: null });

/** Every story gets a fresh jotai store, English texts, antd without motion and a router. */
const withProviders: Decorator = (Story, context) => {
  const route = (context.parameters.route as string | undefined) ?? '/home';
  return (
    <JotaiProvider store={createStore()}>
      <I18nextProvider i18n={controller.i18n}>
        <AntdProvider language="en" motion={false}>
          <MemoryRouter initialEntries={[route]}>
            <Story />
          </MemoryRouter>
        </AntdProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
  },
};

export default preview;
