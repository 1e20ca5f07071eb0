import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NewsletterBlock } from './newsletter-block.tsx';

const meta = {
  title: 'Components/NewsletterBlock',
  component: NewsletterBlock,
  args: {
    state: 'initial',
    email: '',
    error: null,
    sending: false,
    cancelling: false,
    sendLooksDisabled: true,
    canSend: false,
    onChange: fn(),
    onBlur: fn(),
    onSend: fn(),
    onUnsubscribe: fn(),
  },
} satisfies Meta<typeof NewsletterBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InitialEmpty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Enter your email address'), 'a');
    await expect(args.onChange).toHaveBeenCalledWith('a');
  },
};

export const ReadyToSend: Story = {
  args: { email: 'fan@example.com', sendLooksDisabled: false, canSend: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSend).toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { email: 'fan@example.com', sending: true, sendLooksDisabled: false, canSend: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sending/ })).toBeInTheDocument();
  },
};

export const InvalidEmail: Story = {
  args: {
    state: 'error',
    email: 'fan@',
    error: 'Please enter a valid email address',
    sendLooksDisabled: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await expect(canvas.getByLabelText('Enter your email address')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Sent: Story = {
  args: { state: 'sent', email: 'fan@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Please check your e-mail to confirm',
    );
  },
};

export const Subscribed: Story = {
  args: { state: 'subscribed', email: 'fan@example.com' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Subscribed as fan@example.com')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(args.onUnsubscribe).toHaveBeenCalled();
  },
};

export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Newsletter' })).toBeInTheDocument();
  },
};
