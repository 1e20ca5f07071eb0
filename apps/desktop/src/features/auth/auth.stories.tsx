import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthCard } from './auth-card.tsx';
import { CodePasswordForm } from './code-password-form.tsx';
import { LoginForm } from './login-form.tsx';

const meta = {
  title: 'Features/Auth',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoginEmailThenPassword: Story = {
  render: () => (
    <AuthCard title="Log in or sign up">
      <LoginForm
        onCheckEmail={fn(async () => true)}
        onLogin={fn(async () => undefined)}
        registerHref={(e) => `/register?email=${e}`}
        resetHref={(e) => `/reset-password?email=${e}`}
      />
    </AuthCard>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Please enter the email address')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('E-mail'), 'not-an-email');
    await expect(await canvas.findByText('Please enter a valid email address')).toBeInTheDocument();
    await userEvent.clear(canvas.getByLabelText('E-mail'));
    await userEvent.type(canvas.getByLabelText('E-mail'), 'fan@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByLabelText('Password')).toBeInTheDocument();
    // The sign-up offer is there, as prominent as the password (the server never says whether
    // an address has an account).
    await expect(canvas.getByText('New here?')).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: 'Get a code to create your account' }),
    ).toHaveAttribute('href', '/register?email=fan@example.com');
  },
};

export const RegisterWithCode: Story = {
  render: () => (
    <AuthCard title="Create your account">
      <CodePasswordForm
        initialEmail="fan@example.com"
        onSendCode={fn(async () => true)}
        onSubmit={fn(async () => undefined)}
        submitText="Create account"
      />
    </AuthCard>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText(/Resend in 60 s/)).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('New password'), 'weakpass');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Please enter a valid password')).toBeInTheDocument();
    await expect(await canvas.findByText('The two passwords do not match.')).toBeInTheDocument();
  },
};
