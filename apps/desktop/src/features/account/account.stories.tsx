import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PROFILE } from '@gemlane/stores/testing/fixtures';
import { changeEmailWithPassword } from '@gemlane/testing/story-scripts';
import { EmailBindingForm } from './email-binding-page.tsx';
import { InvitePanel } from './invite-panel.tsx';
import { ProfileHeader } from './me-page.tsx';
import { MessagesPanel } from './messages-panel.tsx';
import { SettingsList } from './setting-page.tsx';

const meta = {
  title: 'Features/Account',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const ACTIVITY = {
  activityId: 1,
  title: 'Invite friends, earn coupons',
  description: 'Share your link.',
  rules: ['Your friend signs up with your link'],
  shareCode: 'DEMO2025',
  shareLink: 'https://www.gemlane.com/home?shareCode=DEMO2025',
  invitedCount: 1,
  rewards: [
    { invites: 1, title: '$1 coupon', status: 'claimed' as const },
    { invites: 3, title: '$3 coupon', status: 'unclaimed' as const },
  ],
  endsAt: null,
};

export const Profile: Story = { render: () => <ProfileHeader user={PROFILE} /> };

export const Settings: Story = {
  render: () => <SettingsList user={PROFILE} languageLabel="English · $ USD" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Change Username' }),
    ).toHaveAttribute('href', '/edit-user');
  },
};

export const Messages: Story = {
  render: () => (
    <MessagesPanel
      marking={false}
      onMarkAllRead={fn()}
      messages={[
        {
          messageId: 1,
          kind: 'order',
          title: 'Order complete',
          content: 'Your top-up arrived.',
          orderId: 'GL1',
          read: false,
          createdAt: '2025-11-21T10:00:00.000Z',
        },
        {
          messageId: 2,
          kind: 'system',
          title: 'Welcome',
          content: 'Thanks for joining.',
          orderId: null,
          read: true,
          createdAt: '2025-11-20T10:00:00.000Z',
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      '/orderdetail?orderId=GL1',
    );
  },
};

export const MessagesEmpty: Story = {
  render: () => <MessagesPanel marking={false} onMarkAllRead={fn()} messages={[]} />,
};

export const InviteCopied: Story = {
  render: () => (
    <InvitePanel
      activity={ACTIVITY}
      invitees={[{ nickname: 'Friend', joinedAt: '2025-11-01T00:00:00.000Z', qualified: true }]}
      copy={async () => true}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Claimed')).toBeInTheDocument();
    await expect(canvas.getByText('Unclaimed')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Copy link/ }));
    await expect(
      await within(document.body).findByText('Link copied successfully'),
    ).toBeInTheDocument();
  },
};

export const InviteCopyFailed: Story = {
  render: () => <InvitePanel activity={ACTIVITY} invitees={[]} copy={async () => false} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Copy link/ }));
    await expect(await within(document.body).findByText('Failed to copy link')).toBeInTheDocument();
  },
};

export const InviteNone: Story = { render: () => <InvitePanel activity={null} invitees={[]} /> };

/** A password account changes its login e-mail: the current password is asked; a refusal keeps what was typed. */
const sendBindCode = fn(async (_email: string) => true);
const refuseBind = fn(async (_request: unknown) => false);

export const EmailBindingChange: Story = {
  render: () => <EmailBindingForm user={PROFILE} onSendCode={sendBindCode} onBind={refuseBind} />,
  play: ({ canvasElement }) =>
    changeEmailWithPassword(
      { canvas: within(canvasElement), userEvent, expect },
      { onSendCode: sendBindCode, onBind: refuseBind },
    ),
};

/** An account with an address and no password confirms with the code mailed to that address. */
export const EmailBindingChangeWithoutPassword: Story = {
  render: () => (
    <EmailBindingForm
      user={{ ...PROFILE, hasPassword: false, loginType: 'demo-partner' }}
      onSendCode={fn(async () => true)}
      onBind={fn(async () => false)}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Code from your current email')).toBeVisible();
    await expect(canvas.queryByLabelText('Current password')).toBeNull();
  },
};

/** The first address of an account: its code alone binds it. */
export const EmailBindingFirstAddress: Story = {
  render: () => (
    <EmailBindingForm
      user={{
        ...PROFILE,
        email: null,
        emailBindStatus: 'unbound',
        hasPassword: false,
        loginType: 'demo-partner',
      }}
      onSendCode={fn(async () => true)}
      onBind={fn(async () => true)}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Current password')).toBeNull();
    await expect(canvas.queryByLabelText('Code from your current email')).toBeNull();
  },
};
