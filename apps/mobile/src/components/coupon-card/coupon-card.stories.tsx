import type { Coupon } from '@gemlane/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CouponCard } from './coupon-card.tsx';

const base: Coupon = {
  id: 7,
  name: 'New user coupon',
  kind: 'amount',
  offAmount: { amount: 300, currency: 'USD' },
  offPercent: null,
  minimumOrder: { amount: 1000, currency: 'USD' },
  cap: null,
  currency: 'USD',
  validUntil: '2026-12-31T23:59:00.000Z',
  status: 'available',
  orderId: null,
};

const meta = {
  title: 'Components/CouponCard',
  component: CouponCard,
  args: { coupon: base, onUse: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CouponCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('$3.00 off')).toBeInTheDocument();
    await expect(canvas.getByText('Minimum order $10.00')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Use now' }));
    await expect(args.onUse).toHaveBeenCalled();
  },
};

export const PercentWithCap: Story = {
  args: {
    coupon: {
      ...base,
      kind: 'percent',
      offAmount: null,
      offPercent: 10,
      cap: { amount: 500, currency: 'USD' },
      minimumOrder: { amount: 0, currency: 'USD' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10% off')).toBeInTheDocument();
    await expect(canvas.getByText('Up to $5.00 off')).toBeInTheDocument();
    await expect(canvas.getByText('No minimum order')).toBeInTheDocument();
  },
};

export const Used: Story = {
  args: { coupon: { ...base, status: 'used', orderId: 'GL1' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Used')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Use now' })).not.toBeInTheDocument();
  },
};

export const Expired: Story = {
  args: { coupon: { ...base, status: 'expired' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Expired')).toBeInTheDocument();
  },
};
