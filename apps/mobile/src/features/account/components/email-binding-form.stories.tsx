import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PROFILE } from '@gemlane/stores/testing/fixtures';
import { changeEmailWithPassword } from '@gemlane/testing/story-scripts';
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
    await expect(canvas.getByTestId('binding-status')).toHaveTextContent('Verified');
    await changeEmailWithPassword({ canvas, userEvent, expect }, args);
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
