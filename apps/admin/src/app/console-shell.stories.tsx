import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConsoleShell } from './console-shell.tsx';

const meta = {
  title: 'App/ConsoleShell',
  component: ConsoleShell,
  parameters: { layout: 'fullscreen', route: '/orders' },
  args: {
    staff: { email: 'support@staff.gemlane.test', name: 'Dev support', role: 'support' },
    onSignOut: fn(),
    children: <p>Page</p>,
  },
} satisfies Meta<typeof ConsoleShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Support: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('link', { name: 'Orders' })).toBeInTheDocument();
    await expect(page.queryByRole('link', { name: 'Audit trail' })).toBeNull();
  },
};

export const Admin: Story = {
  args: { staff: { email: 'admin@staff.gemlane.test', name: 'Dev admin', role: 'admin' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Audit trail' }),
    ).toBeInTheDocument();
  },
};
