import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AdminDashboard } from '@gemlane/contract';
import { DashboardView } from './dashboard-view.tsx';

const meta = {
  title: 'Features/Dashboard',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The chart chunk is fetched on first use: give it time. */
const CHUNK = { timeout: 20_000 };

const DASHBOARD: AdminDashboard = {
  day: '2026-11-28',
  at: '2026-11-28T14:05:00.000Z',
  orders: 42,
  paidOrders: 30,
  byStatus: [
    { status: 'paying', count: 8 },
    { status: 'paymentPending', count: 1 },
    { status: 'checking', count: 2 },
    { status: 'processing', count: 1 },
    { status: 'complete', count: 24 },
    { status: 'paymentFailed', count: 3 },
    { status: 'fail', count: 3 },
    { status: 'cancelled', count: 0 },
  ],
  revenue: [
    { amount: 123456, currency: 'EUR' },
    { amount: 98765, currency: 'USD' },
  ],
  failureRate: 0.1,
  refundRate: 0.1333,
  refunds: 4,
  queue: { queued: 5, ready: 2, running: 1, dead: 0 },
  hourly: Array.from({ length: 24 }, (_, hour) => ({
    hour,
    orders: hour < 14 ? 3 : 0,
    paid: hour < 14 ? 2 : 0,
  })),
};

export const Today: Story = {
  render: () => <DashboardView dashboard={DASHBOARD} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Today (2026-11-28, UTC)' })).toBeVisible();
    await expect(page.getByText('10.0 %')).toBeVisible();
    await expect(page.getByText('13.3 %')).toBeVisible();
    const revenue = page.getByRole('list', { name: 'Revenue by currency' });
    await expect(within(revenue).getAllByRole('listitem')).toHaveLength(2);
    // The charts arrive as their own chunk.
    await expect(
      await page.findByRole('img', { name: /Orders per hour: 42 today, 30 paid/ }, CHUNK),
    ).toBeInTheDocument();
    await expect(
      await page.findByRole('img', { name: /Orders by status: .*complete 24/ }, CHUNK),
    ).toBeInTheDocument();
  },
};

export const QuietDay: Story = {
  render: () => (
    <DashboardView
      dashboard={{
        ...DASHBOARD,
        orders: 0,
        paidOrders: 0,
        byStatus: DASHBOARD.byStatus.map((s) => ({ ...s, count: 0 })),
        revenue: [],
        failureRate: 0,
        refundRate: 0,
        refunds: 0,
        hourly: DASHBOARD.hourly.map((h) => ({ ...h, orders: 0, paid: 0 })),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No paid orders yet today.')).toBeVisible();
    await expect(
      await page.findByRole('img', { name: 'Orders by status: none' }, CHUNK),
    ).toBeInTheDocument();
  },
};
