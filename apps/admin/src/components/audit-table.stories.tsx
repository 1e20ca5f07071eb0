import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AUDIT } from '../test/fixtures.ts';
import { AuditTable } from './audit-table.tsx';

const meta = {
  title: 'Components/AuditTable',
  component: AuditTable,
  args: { rows: AUDIT },
} satisfies Meta<typeof AuditTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('order.retryDelivery')).toBeInTheDocument();
    await expect(page.getByText('Shopper asked where the top-up is')).toBeInTheDocument();
    await expect(page.getAllByText('203.0.113.7')).toHaveLength(2);
  },
};

export const Empty: Story = { args: { rows: [] } };
