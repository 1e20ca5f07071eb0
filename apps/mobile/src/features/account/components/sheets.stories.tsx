import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { InviteSheet } from './invite-sheet.tsx';
import { MessagesSheet } from './messages-sheet.tsx';

const activity = {
  activityId: 1,
  title: 'Invite friends',
  description: 'Share your link. When a friend tops up for the first time, you both get a reward.',
  rules: ['Rewards arrive within 24 hours.', 'One reward per friend.'],
  shareCode: 'ABC123',
  shareLink: 'https://m.gemlane.com/home?shareCode=ABC123',
  invitedCount: 2,
  rewards: [
    { invites: 1, title: '$1 coupon', status: 'claimed' as const },
    { invites: 3, title: '$5 coupon', status: 'unclaimed' as const },
  ],
  endsAt: null,
};

const meta = {
  title: 'Features/Account/InviteSheet',
  component: InviteSheet,
  args: { visible: true, activity, onClose: fn(), onCopy: fn() },
} satisfies Meta<typeof InviteSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rewards: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByText('$5 coupon')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Claimed' }));
    await expect(await screen.findByText('$1 coupon')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalledWith('https://m.gemlane.com/home?shareCode=ABC123');
  },
};

export const NoActivity: Story = {
  args: { activity: null },
  play: async () => {
    await expect(await screen.findByText('This activity has ended.')).toBeInTheDocument();
  },
};

export const Messages: Story = {
  render: () => (
    <MessagesSheet
      visible
      onClose={fn()}
      onOpenOrder={fn()}
      messages={[
        {
          messageId: 1,
          kind: 'order',
          title: 'Order complete',
          content: 'Your 86 Diamonds were delivered.',
          orderId: 'GL1',
          read: false,
          createdAt: '2026-11-20T10:00:00.000Z',
        },
        {
          messageId: 2,
          kind: 'system',
          title: 'Welcome',
          content: 'Thanks for joining Gemlane.',
          orderId: null,
          read: true,
          createdAt: '2026-11-19T10:00:00.000Z',
        },
      ]}
    />
  ),
  play: async () => {
    await expect(await screen.findByText('Order complete')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'View order' })).toBeInTheDocument();
  },
};

export const NoMessages: Story = {
  render: () => <MessagesSheet visible onClose={fn()} onOpenOrder={fn()} messages={[]} />,
  play: async () => {
    await expect(await screen.findByText('You have no messages yet')).toBeInTheDocument();
  },
};
