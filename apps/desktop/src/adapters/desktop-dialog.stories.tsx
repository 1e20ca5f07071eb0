import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DesktopDialog } from './desktop-dialog.tsx';

const meta = {
  title: 'Adapters/DesktopDialog',
  component: DesktopDialog,
  args: {
    open: true,
    title: 'Unsubscribe from the newsletter?',
    onClose: fn(),
    children: 'You will no longer receive deals.',
  },
} satisfies Meta<typeof DesktopDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCancelAndConfirm: Story = {
  args: { onCancel: fn(), onConfirm: fn(), confirmText: 'Unsubscribe', danger: true },
  play: async ({ args }) => {
    const body = within(document.body);
    await expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(await body.findByRole('button', { name: 'Unsubscribe' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const TitleAndCloseOnly: Story = {
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    await expect(body.queryByRole('button', { name: 'Confirm' })).toBeNull();
  },
};
