import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../adapters/kit.ts';
import { InAppContext } from '../hooks/use-in-app.ts';
import { Page } from './page.tsx';

const meta = {
  title: 'Components/Page',
  component: Page,
  args: { title: 'Order details', children: <p style={{ padding: 16 }}>Content of the page.</p> },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InBrowser: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Order details' })).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
  },
};

export const InApp: Story = {
  decorators: [
    (Story) => (
      <InAppContext.Provider value={true}>
        <Story />
      </InAppContext.Provider>
    ),
  ],
  play: async ({ canvas }) => {
    // The native app draws the bar; the heading stays for screen readers only.
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Order details' })).toBeInTheDocument();
  },
};

export const WithFooter: Story = {
  args: {
    footer: (
      <Button block color="primary" size="large">
        Pay now
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pay now' })).toBeVisible();
  },
};
