import type { OrderSummary } from '@gemlane/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { art } from '../../test/fixtures.ts';
import { OrderCard } from './order-card.tsx';
import { OrderTimeline } from './order-timeline.tsx';

const usd = (amount: number) => ({ amount, currency: 'USD' as const });
const order: OrderSummary = {
  orderId: 'GL20261121ABCDEF',
  outTradeNo: 'PT1',
  status: 'paymentFailed',
  statusLabel: 'Payment failed',
  createdAt: '2026-11-21T10:00:00.000Z',
  subtotal: usd(1999),
  couponDiscount: usd(0),
  providerFee: usd(110),
  total: usd(2109),
  payMethod: 'card',
  canCancel: true,
  canPay: true,
  refundStatus: null,
  items: [
    {
      packageId: 1,
      packageName: '1,000 + 155 Diamonds',
      gameId: 1,
      gameName: 'Mobile Legends: Bang Bang',
      quantity: 1,
      unitPrice: usd(1999),
      lineTotal: usd(1999),
      playerId: '12345678',
      serverId: '2001',
      roleName: 'Layla Main',
      gameLogo: art('ML', '#2856c8'),
    },
    {
      packageId: 2,
      packageName: 'Weekly Diamond Pass',
      gameId: 1,
      gameName: 'Mobile Legends: Bang Bang',
      quantity: 1,
      unitPrice: usd(199),
      lineTotal: usd(199),
      playerId: '12345678',
      serverId: '2001',
      roleName: 'Layla Main',
      gameLogo: null,
    },
  ],
};

const meta = {
  title: 'Features/Orders/OrderCard',
  component: OrderCard,
  args: { order, onOpen: fn(), onPay: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 12 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PaymentFailedCanPay: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('and 1 more item')).toBeInTheDocument();
    // the list says whom the top-up is for, as the detail page does
    await expect(canvas.getByText('Player ID: 12345678 (2001) · Layla Main')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(args.onPay).toHaveBeenCalled();
  },
};

export const CancelledNeverPays: Story = {
  args: { order: { ...order, status: 'cancelled', statusLabel: 'Cancel order', canPay: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cancel order')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  },
};

export const RegionServerByName: Story = {
  args: {
    order: {
      ...order,
      items: [
        {
          ...order.items[0]!,
          playerId: '800000001',
          serverId: 'os_asia',
          serverName: 'Asia',
          roleName: 'Traveler',
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Player ID: 800000001 (Asia) · Traveler')).toBeInTheDocument();
    await expect(canvas.queryByText(/os_asia/)).not.toBeInTheDocument();
  },
};

export const Complete: Story = {
  args: {
    order: {
      ...order,
      status: 'complete',
      statusLabel: 'Complete',
      canPay: false,
      canCancel: false,
      items: order.items.slice(0, 1),
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /GL20261121ABCDEF/ }));
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

export const Timeline: Story = {
  render: () => (
    <OrderTimeline
      timeline={[
        { status: 'paying', from: null, at: '2026-11-21T10:00:00.000Z', note: null },
        {
          status: 'paymentPending',
          from: 'paying',
          at: '2026-11-21T10:00:05.000Z',
          note: 'Card payment submitted',
        },
        {
          status: 'checking',
          from: 'paymentPending',
          at: '2026-11-21T10:00:06.000Z',
          note: 'Paid 21.09 USD',
        },
        {
          status: 'fail',
          from: 'checking',
          at: '2026-11-21T10:00:09.000Z',
          note: 'The publisher rejected the top-up; refunded 21.09 USD',
        },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    // A failed order always says it was refunded (one vocabulary in both apps).
    await expect(canvas.getByText('Fail · Refunded')).toBeInTheDocument();
    await expect(canvas.getByText(/refunded 21.09 USD/)).toBeInTheDocument();
  },
};
