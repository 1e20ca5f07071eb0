import type { Preview } from '@storybook/react-vite';
import enUS from 'antd-mobile/es/locales/en-US';
import { ConfigProvider } from '../src/adapters/kit.ts';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { installAntdMobileRender } from '../src/adapters/antd-mobile-render.ts';
import { storyI18n } from '../src/test/story-i18n.ts';
import { remScript } from '../src/config/rem.ts';
import '../src/app/global.css';

installAntdMobileRender();
// The same root font size as the app, so rem-scaled components look as on a phone.
new Function(remScript())();

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile2' },
    a11y: { test: 'error' },
  },
  loaders: [async () => ({ i18n: await storyI18n() })],
  decorators: [
    (Story, context) => (
      <JotaiProvider store={createStore()}>
        <I18nextProvider
          i18n={(context.loaded as { i18n: Awaited<ReturnType<typeof storyI18n>> }).i18n}
        >
          <ConfigProvider locale={enUS}>
            <MemoryRouter
              initialEntries={[(context.parameters.route as string | undefined) ?? '/home']}
            >
              <Story />
            </MemoryRouter>
          </ConfigProvider>
        </I18nextProvider>
      </JotaiProvider>
    ),
  ],
};

export default preview;
