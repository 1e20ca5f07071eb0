import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AUDIT, CUSTOMER, ORDER_ROWS } from '../../test/fixtures.ts';
import { CustomerView } from './customer-view.tsx';

const meta = {
  title: 'Features/Customers',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsAdmin: Story = {
  render: (_args, { parameters }) => (
    <CustomerView
      customer={CUSTOMER}
      orders={ORDER_ROWS}
      audit={AUDIT}
      canBlock
      onBlock={parameters.onBlock as () => Promise<void>}
      onUnblock={fn()}
    />
  ),
  parameters: { onBlock: fn(async () => {}) },
  play: async ({ canvasElement, parameters }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Block' }));
    const dialog = await within(document.body).findByRole('dialog');
    // A reason is required.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await expect(
      await within(dialog).findByText('Say why (at least 3 characters).'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Chargeback abuse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(parameters.onBlock).toHaveBeenCalledWith('Chargeback abuse'));
  },
};

export const BlockedAsSupport: Story = {
  render: () => (
    <CustomerView
      customer={{
        ...CUSTOMER,
        blocked: { reason: 'Chargeback abuse', blockedAt: '2026-11-28T10:00:00.000Z' },
      }}
      orders={[]}
      audit={[]}
      canBlock={false}
      onBlock={fn()}
      onUnblock={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getAllByText(/Blocked/).length).toBeGreaterThan(0);
    await expect(page.queryByRole('button', { name: /block/i })).toBeNull();
  },
};
