import type { PaymentResult } from '@gemlane/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FAILED_ORDER, ORDER, UNPAID_ORDER } from '@gemlane/stores/testing/fixtures';
import { OrderDetailView } from './order-detail-view.tsx';
import { OrderListView } from './order-list-page.tsx';
import { PaymentResultView } from './payment-result-page.tsx';
import {
  failedOrderHelp,
  paymentReturnView,
  refundMessage,
  refundOf,
  returnText,
  type ReturnWay,
} from '@gemlane/stores/purchase';

const meta = {
  title: 'Features/Orders',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A refused ID says why, what to check, and offers "Check your ID" (the zone) and support. */
async function expectRefusedIdHelp(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(
    canvas.getByText('Reason: The publisher rejected the top-up for this player ID.'),
  ).toBeInTheDocument();
  await expect(canvas.getByText(/Check the player ID \(and server\)/)).toBeInTheDocument();
  await expect(canvas.getByRole('link', { name: 'Check your ID' })).toHaveAttribute(
    'href',
    '/gameZone/genshin-impact-top-up?checkId=1',
  );
  await expect(canvas.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
    'href',
    '/myCustomer',
  );
}

const list = (
  data: { list: (typeof ORDER)[]; total: number; page: number } | undefined,
  extra = {},
) => (
  <OrderListView
    status={null}
    onStatus={fn()}
    orders={{ data, loading: !data, error: undefined, ...extra }}
    onPage={fn()}
    onPay={fn()}
    onCancel={fn()}
    paying={null}
  />
);

export const ListLoaded: Story = {
  render: () => list({ list: [ORDER, UNPAID_ORDER], total: 2, page: 1 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Payment failed' })).toBeInTheDocument();
    // Only the unpaid order offers payment, and cancelling.
    await expect(canvas.getAllByRole('button', { name: 'Pay now' })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: 'Cancel order' })).toHaveLength(1);
  },
};
export const ListLoading: Story = { render: () => list(undefined) };
export const ListEmpty: Story = {
  render: () => list({ list: [], total: 0, page: 1 }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have no orders yet')).toBeInTheDocument();
  },
};
export const ListError: Story = {
  render: () => list(undefined, { loading: false, error: new Error('x') }),
};

export const DetailComplete: Story = {
  render: () => (
    <OrderDetailView
      order={ORDER}
      refund={null}
      onPay={fn()}
      paying={false}
      onCancel={fn()}
      cancelling={false}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Delivered')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Pay again' })).toBeNull();
  },
};

export const DetailRefunded: Story = {
  render: () => (
    <OrderDetailView
      order={FAILED_ORDER}
      refund={refundMessage(refundOf(FAILED_ORDER))}
      failure={failedOrderHelp(FAILED_ORDER)}
      onPay={fn()}
      paying={false}
      onCancel={fn()}
      cancelling={false}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // What is true, announced: failed and refunded, with amount, method and when.
    await expect(canvas.getByRole('status')).toHaveTextContent('Failed and refunded');
    await expect(canvas.getAllByText(/\$21.09 refunded to your Card on/).length).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('.status-tag')).toHaveTextContent('Fail · Refunded');
    await expectRefusedIdHelp(canvasElement);
  },
};

export const DetailUnpaid: Story = {
  render: () => (
    <OrderDetailView
      order={UNPAID_ORDER}
      refund={null}
      onPay={fn()}
      paying={false}
      onCancel={fn()}
      cancelling={false}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Pay again' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    await expect(
      await within(document.body).findByText(/can never be paid again/),
    ).toBeInTheDocument();
  },
};

const result = {
  outTradeNo: 'PT1',
  orderId: ORDER.orderId,
  status: 'checking' as const,
  statusLabel: 'Checking',
  paymentStatus: 'succeeded' as const,
  payMethod: 'card' as const,
  amount: { amount: 2109, currency: 'USD' as const },
  failureReason: null,
  advice: null,
  canPay: false,
};

const refund = refundMessage({
  amount: { amount: 2109, currency: 'USD' as const },
  method: 'card' as const,
  at: '2025-11-21T10:02:00.000Z',
  status: 'succeeded',
});
const view = (
  patch: Partial<PaymentResult> | undefined,
  extra: { error?: boolean; way?: ReturnWay } = {},
) => {
  const shown = patch ? { ...result, ...patch } : undefined;
  const returned = shown ? paymentReturnView(shown, extra.way ?? null) : null;
  return (
    <PaymentResultView
      result={shown}
      view={returned}
      text={returnText(returned, shown)}
      refund={patch?.status === 'fail' ? refund : null}
      failure={patch?.status === 'fail' ? failedOrderHelp(FAILED_ORDER) : null}
      error={extra.error ?? false}
      onRetry={fn()}
      onAction={fn()}
      busy={null}
      gamePath="/gameZone/genshin-impact-top-up"
    />
  );
};

export const ResultWaiting: Story = {
  render: () => view(undefined),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Waiting for the payment to be confirmed',
    );
  },
};
export const ResultDelivering: Story = {
  render: () => view({}),
  play: async ({ canvasElement }) => {
    // Paid, not yet delivered: it does not claim more than that.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Paid, delivering');
  },
};
export const ResultComplete: Story = {
  render: () => view({ status: 'complete', statusLabel: 'Complete' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Your top-up has been delivered.',
    );
  },
};
export const ResultRefunded: Story = {
  render: () => view({ status: 'fail', statusLabel: 'Fail', paymentStatus: 'refunded' }),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Failed and refunded');
    await expect(status).toHaveTextContent(/\$21.09 refunded to your Card on/);
    await expect(status).not.toHaveTextContent('Payment successful');
    await expectRefusedIdHelp(canvasElement);
  },
};
export const ResultDeclined: Story = {
  render: () =>
    view({
      status: 'paymentFailed',
      paymentStatus: 'failed',
      failureReason: 'Do Not Honor',
      advice: 'Please retry with an amount below 100 dollars.',
      canPay: true,
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Do Not Honor/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pay again' })).toBeInTheDocument();
  },
};
export const ResultCancelled: Story = {
  render: () =>
    view({ status: 'paying', paymentStatus: 'created', canPay: true }, { way: 'cancelled' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Cancelled at the checkout: no spinner and no waiting; every way on is offered.
    await expect(canvas.getByRole('status')).toHaveTextContent('Payment cancelled');
    await expect(canvas.getByRole('status')).not.toHaveTextContent('waiting');
    for (const name of ['Pay now', 'Change payment method', 'Cancel order'])
      await expect(canvas.getByRole('button', { name })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to the game' })).toHaveAttribute(
      'href',
      '/gameZone/genshin-impact-top-up',
    );
  },
};
export const ResultAbandoned: Story = {
  render: () => view({ status: 'paying', paymentStatus: 'created', canPay: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Payment not finished');
    await expect(canvas.getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  },
};
export const ResultError: Story = {
  render: () => view(undefined, { error: true }),
};
