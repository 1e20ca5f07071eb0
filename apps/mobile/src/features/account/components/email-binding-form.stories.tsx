import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PROFILE } from '@gemlane/stores/testing/fixtures';
import { EmailBindingForm } from './email-binding-form.tsx';

const meta = {
  title: 'Features/Account/EmailBindingForm',
  component: EmailBindingForm,
  args: {
    user: PROFILE,
    onSendCode: fn(async () => true),
    onBind: fn(async () => false),
  },
} satisfies Meta<typeof EmailBindingForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A password account changes its login e-mail: the current password is asked; a refusal keeps what was typed. */
export const ChangeWithPassword: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Current e-mail: player@example.com')).toBeVisible();
    await expect(canvas.getByTestId('binding-status')).toHaveTextContent('Verified');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'new@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSendCode).toHaveBeenCalledWith('new@example.com');
    await userEvent.type(canvas.getByLabelText('Verification code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Bind' }));
    await expect(canvas.getByText('Please enter the password')).toBeVisible();
    await expect(args.onBind).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Current password'), 'Wrong#Pass1');
    await userEvent.click(canvas.getByRole('button', { name: 'Bind' }));
    await expect(args.onBind).toHaveBeenCalledWith({
      email: 'new@example.com',
      code: '123456',
      currentPassword: 'Wrong#Pass1',
    });
    // The server refused (wrong password): nothing typed is lost.
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('new@example.com');
    await expect(canvas.getByLabelText('Verification code')).toHaveValue('123456');
    await expect(canvas.getByLabelText('Current password')).toHaveValue('Wrong#Pass1');
  },
};

/** An account with an address and no password confirms with the code mailed to that address. */
export const ChangeWithoutPassword: Story = {
  args: { user: { ...PROFILE, hasPassword: false, loginType: 'demo-partner' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Code from your current email')).toBeVisible();
    await expect(canvas.queryByLabelText('Current password')).toBeNull();
  },
};

/** The first address of an account: its code alone binds it. */
export const FirstAddress: Story = {
  args: {
    user: {
      ...PROFILE,
      email: null,
      emailBindStatus: 'unbound',
      hasPassword: false,
      loginType: 'demo-partner',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No e-mail is bound to this account yet.')).toBeVisible();
    await expect(canvas.queryByLabelText('Current password')).toBeNull();
    await expect(canvas.queryByLabelText('Code from your current email')).toBeNull();
  },
};
