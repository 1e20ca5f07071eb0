import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AdminStaffAccount } from '@gemlane/contract';
import { StaffForm } from './staff-form.tsx';
import { StaffTable } from './staff-table.tsx';

const meta = {
  title: 'Features/Staff',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const ACCOUNTS: AdminStaffAccount[] = [
  {
    staffId: 1,
    email: 'admin@staff.gemlane.test',
    name: 'Ada',
    role: 'admin',
    active: true,
    createdAt: '2026-01-02T08:00:00.000Z',
  },
  {
    staffId: 2,
    email: 'agent@staff.gemlane.test',
    name: 'Sam',
    role: 'support',
    active: true,
    createdAt: '2026-02-02T08:00:00.000Z',
  },
];

export const DisablingAnAccount: Story = {
  render: (_args, { parameters }) => (
    <StaffTable
      accounts={ACCOUNTS}
      selfEmail="admin@staff.gemlane.test"
      onSetActive={parameters.onSet as () => Promise<void>}
    />
  ),
  parameters: { onSet: fn(async () => {}) },
  play: async ({ canvasElement, parameters }) => {
    const page = within(canvasElement);
    await expect(
      page.getByRole('switch', { name: 'admin@staff.gemlane.test enabled' }),
    ).toBeDisabled();
    await userEvent.click(page.getByRole('switch', { name: 'agent@staff.gemlane.test enabled' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Left the team');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(parameters.onSet).toHaveBeenCalledWith(2, false, 'Left the team'));
  },
};

export const CreatingShowsTheSecretOnce: Story = {
  render: (_args, { parameters }) => <StaffForm onCreate={parameters.onCreate as never} />,
  parameters: {
    onCreate: fn(async () => ({
      email: 'new@staff.gemlane.test',
      totpSecret: 'JBSWY3DPEHPK3PXP',
      otpauthUrl:
        'otpauth://totp/Gemlane%20console%3Anew%40staff.gemlane.test?secret=JBSWY3DPEHPK3PXP',
    })),
  },
  play: async ({ canvasElement, parameters }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('E-mail'), 'new@staff.gemlane.test');
    await userEvent.type(page.getByLabelText('Name'), 'Noor');
    await userEvent.type(page.getByLabelText('Password'), 'short');
    await userEvent.click(page.getByRole('button', { name: 'Create account' }));
    await expect(await page.findByText('At least 12 characters.')).toBeVisible();
    await expect(parameters.onCreate).not.toHaveBeenCalled();
    await userEvent.type(page.getByLabelText('Password'), '-and-long-now');
    await userEvent.click(page.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(parameters.onCreate).toHaveBeenCalledWith({
        email: 'new@staff.gemlane.test',
        name: 'Noor',
        role: 'support',
        password: 'short-and-long-now',
      }),
    );
    await expect(await page.findByText('JBSWY3DPEHPK3PXP')).toBeVisible();
  },
};
