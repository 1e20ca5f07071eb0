import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ORDER_DETAIL, ORDER_ROWS } from '../../test/fixtures.ts';
import { OrderDetailView } from './order-detail-view.tsx';
import { OrderFiltersForm } from './order-filters-form.tsx';
import { OrdersTable } from './orders-table.tsx';

const meta = {
  title: 'Features/Orders',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const DEFAULTS = { page: 1, pageSize: 20, sort: 'createdAt', order: 'desc' } as const;

export const FiltersSendOnlyWhatIsSet: Story = {
  render: (_args, { parameters }) => (
    <OrderFiltersForm value={{ ...DEFAULTS }} onChange={parameters.onChange as () => void} />
  ),
  parameters: { onChange: fn() },
  play: async ({ canvasElement, parameters }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('E-mail'), ' Jane@Example.com ');
    await userEvent.type(page.getByLabelText('Player ID'), '800000001');
    await userEvent.type(page.getByLabelText('From'), '2026-11-01');
    await userEvent.click(page.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(parameters.onChange).toHaveBeenCalledWith(
        expect.objectContaining({
          page: 1,
          email: 'jane@example.com',
          playerId: '800000001',
          from: '2026-11-01T00:00:00.000Z',
          tradeNo: undefined,
        }),
      ),
    );
  },
};

export const FiltersRefuseABadDate: Story = {
  render: (_args, { parameters }) => (
    <OrderFiltersForm value={{ ...DEFAULTS }} onChange={parameters.onChange as () => void} />
  ),
  parameters: { onChange: fn() },
  play: async ({ canvasElement, parameters }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('From'), '28/11/2026');
    await userEvent.click(page.getByRole('button', { name: 'Search' }));
    await expect(await page.findByText('A date like 2026-11-28.')).toBeInTheDocument();
    await expect(parameters.onChange).not.toHaveBeenCalled();
    await expect(page.getByLabelText('From')).toHaveValue('28/11/2026');
  },
};

export const List: Story = {
  render: (_args, { parameters }) => (
    <OrdersTable
      rows={ORDER_ROWS}
      total={42}
      {...DEFAULTS}
      onChange={parameters.onChange as () => void}
    />
  ),
  parameters: { onChange: fn() },
  play: async ({ canvasElement, parameters }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('link', { name: 'GL20261128K7Q2M9XP' })).toHaveAttribute(
      'href',
      '/orders/GL20261128K7Q2M9XP',
    );
    await expect(page.getByText('¥1,500')).toBeInTheDocument();
    await expect(page.getByText('42 orders')).toBeInTheDocument();
    await userEvent.click(page.getByRole('listitem', { name: '2' }));
    await expect(parameters.onChange).toHaveBeenCalledWith(
      expect.objectContaining({ page: 2, sort: 'createdAt', order: 'desc' }),
    );
  },
};

export const DetailForSupport: Story = {
  render: (_args, { parameters }) => (
    <OrderDetailView
      detail={ORDER_DETAIL}
      canNote
      canRetry
      canRefund={false}
      canResendMail
      onAddNote={parameters.onAddNote as () => Promise<void>}
      onRetryDelivery={parameters.onRetry as () => Promise<void>}
      onRefund={fn()}
      onResendMail={parameters.onResend as () => Promise<void>}
    />
  ),
  parameters: {
    onAddNote: fn(async () => {}),
    onRetry: fn(async () => {}),
    onResend: fn(async () => {}),
  },
  play: async ({ canvasElement, parameters }) => {
    const page = within(canvasElement);
    await expect(page.getByText('publisher unreachable')).toBeInTheDocument();
    await expect(page.getByText('PT20261128ABCDEFGHIJ')).toBeInTheDocument();
    // Support may not refund: no button.
    await expect(page.queryByRole('button', { name: /refund/i })).toBeNull();
    await userEvent.type(page.getByLabelText('New note'), 'Called the shopper');
    await userEvent.click(page.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(parameters.onAddNote).toHaveBeenCalledWith('Called the shopper'));
    await userEvent.click(page.getByRole('button', { name: 'Retry delivery' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Shopper asked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry delivery' }));
    await waitFor(() => expect(parameters.onRetry).toHaveBeenCalledWith('Shopper asked'));
    await userEvent.click(page.getByRole('button', { name: 'Resend e-mail' }));
    const title = await within(document.body).findByText(/last e-mail of this order/);
    const resend = title.closest<HTMLElement>('[role="dialog"]')!;
    await userEvent.type(within(resend).getByLabelText('Reason'), 'Mail went to spam');
    await userEvent.click(within(resend).getByRole('button', { name: 'Resend e-mail' }));
    await waitFor(() => expect(parameters.onResend).toHaveBeenCalledWith('Mail went to spam'));
  },
};

export const DetailReadOnly: Story = {
  render: () => (
    <OrderDetailView
      detail={{ ...ORDER_DETAIL, canRetryDelivery: false }}
      canNote={false}
      canRetry={false}
      canRefund={false}
      canResendMail={false}
      onAddNote={fn()}
      onRetryDelivery={fn()}
      onRefund={fn()}
      onResendMail={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.queryByRole('button', { name: 'Retry delivery' })).toBeNull();
    await expect(page.queryByLabelText('New note')).toBeNull();
  },
};

export const DetailForFinance: Story = {
  render: (_args, { parameters }) => (
    <OrderDetailView
      detail={{ ...ORDER_DETAIL, canRefund: true }}
      canNote
      canRetry
      canRefund
      canResendMail
      onAddNote={fn()}
      onRetryDelivery={fn()}
      onRefund={parameters.onRefund as () => Promise<void>}
      onResendMail={fn()}
    />
  ),
  parameters: { onRefund: fn(async () => {}) },
  play: async ({ canvasElement, parameters }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Refund' }));
    const dialog = await within(document.body).findByRole('dialog');
    // A reason is required: nothing is sent without one.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await expect(await within(dialog).findByText(/Say why/)).toBeInTheDocument();
    expect(parameters.onRefund).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Wrong account topped up');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(parameters.onRefund).toHaveBeenCalledWith('Wrong account topped up'),
    );
  },
};
