import { ORDER_STATUSES } from '@gemlane/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderStatusTag } from './order-status-tag.tsx';

const meta = {
  title: 'Components/OrderStatusTag',
  component: OrderStatusTag,
  args: { status: 'complete' },
} satisfies Meta<typeof OrderStatusTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Complete')).toBeInTheDocument();
  },
};

export const Cancelled: Story = {
  args: { status: 'cancelled' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cancel order')).toBeInTheDocument();
  },
};

export const EveryState: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 16 }}>
      {ORDER_STATUSES.map((s) => (
        <OrderStatusTag key={s} status={s} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const label of [
      'Processing',
      'Complete',
      'Paying',
      'Payment Pending',
      'Checking',
      'Payment failed',
      'Fail · Refunded',
      'Cancel order',
    ]) {
      await expect(canvas.getByText(label)).toBeInTheDocument();
    }
  },
};
