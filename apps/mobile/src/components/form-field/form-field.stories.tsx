import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Field, SendCodeButton } from './form-field.tsx';

function Controlled(props: { type?: 'email' | 'password'; error?: string | null }) {
  const [value, setValue] = useState('');
  return (
    <div style={{ padding: 16 }}>
      <Field
        id="f"
        label={props.type === 'password' ? 'Password' : 'E-mail'}
        type={props.type}
        value={value}
        onChange={setValue}
        error={props.error}
      />
    </div>
  );
}

const meta = {
  title: 'Components/FormField',
  component: Controlled,
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Email: Story = {
  args: { type: 'email' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), 'demo@gemlane.test');
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('demo@gemlane.test');
  },
};

export const PasswordToggle: Story = {
  args: { type: 'password' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const WithError: Story = {
  args: { type: 'email', error: 'Please enter a valid email address' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await expect(canvas.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const SendCodeCountdown: Story = {
  render: () => <SendCodeButton onSend={fn(async () => true)} cooldownSeconds={60} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(
      await canvas.findByRole('button', { name: /Resend in 60 s|Resend in 59 s/ }),
    ).toBeDisabled();
  },
};
