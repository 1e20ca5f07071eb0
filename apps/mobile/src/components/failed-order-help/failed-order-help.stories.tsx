import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FAILED_ORDER } from '@gemlane/stores/testing/fixtures';
import { failedOrderHelp } from '@gemlane/stores/purchase';
import { FailedOrderHelpView } from './failed-order-help.tsx';

const meta = {
  title: 'Components/FailedOrderHelp',
  component: FailedOrderHelpView,
  args: { help: failedOrderHelp(FAILED_ORDER) },
} satisfies Meta<typeof FailedOrderHelpView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RefusedId: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Reason: The publisher rejected the top-up for this player ID.'),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/Check the player ID \(and server\)/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Check your ID' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Contact/ })).toBeInTheDocument();
  },
};

export const OtherReason: Story = {
  args: {
    help: failedOrderHelp({
      ...FAILED_ORDER,
      refund: {
        ...FAILED_ORDER.refund!,
        reason: 'Not delivered within the delivery deadline',
        checkPlayerId: false,
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/delivery deadline/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Check your ID' })).toBeNull();
    await expect(canvas.getByRole('button', { name: /Contact/ })).toBeInTheDocument();
  },
};
