import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorView } from './error-view.tsx';

const meta = {
  title: 'Components/ErrorView',
  component: ErrorView,
  args: { onHome: fn(), onRetry: fn() },
} satisfies Meta<typeof ErrorView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Crash: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reload page' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  args: { kind: 'notFound', onRetry: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Page not found')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Reload page' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to home' }));
    await expect(args.onHome).toHaveBeenCalled();
  },
};
