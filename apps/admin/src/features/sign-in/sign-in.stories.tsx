import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignInForm } from './sign-in-form.tsx';

const meta = {
  title: 'Features/Sign-in',
  component: SignInForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const RefusesABadCodeAndKeepsWhatWasTyped: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('E-mail'), 'support@staff.gemlane.test');
    await userEvent.type(page.getByLabelText('Password'), 'Console#2026');
    await userEvent.type(page.getByLabelText('Code'), '12ab');
    await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
    await expect(await page.findByText('Enter the 6-digit code.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(page.getByLabelText('E-mail')).toHaveValue('support@staff.gemlane.test');
  },
};

export const SendsEmailPasswordAndCode: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('E-mail'), 'admin@staff.gemlane.test');
    await userEvent.type(page.getByLabelText('Password'), 'Console#2026');
    await userEvent.type(page.getByLabelText('Code'), '123456');
    await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'admin@staff.gemlane.test',
      password: 'Console#2026',
      code: '123456',
    });
  },
};

export const ServerRefused: Story = {
  args: { error: 'Sign-in failed: check the e-mail, the password and the 6-digit code.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Sign-in failed');
  },
};
