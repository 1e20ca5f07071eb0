import 'antd/dist/antd.css';
import '../src/app/kit-overrides.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { AntdProvider } from '../src/adapters/antd-provider.tsx';

/** Every story gets antd without motion and a router. */
const withProviders: Decorator = (Story, context) => {
  const route = (context.parameters.route as string | undefined) ?? '/';
  return (
    <AntdProvider motion={false}>
      <MemoryRouter initialEntries={[route]}>
        <Story />
      </MemoryRouter>
    </AntdProvider>
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
