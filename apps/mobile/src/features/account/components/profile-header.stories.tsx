import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { art } from '../../../test/fixtures.ts';
import { ProfileHeader } from './profile-header.tsx';

const meta = {
  title: 'Features/Account/ProfileHeader',
  component: ProfileHeader,
  args: {
    nickname: 'Demo Player',
    uid: '10000042',
    avatar: art('D', '#6c3cf0'),
    processingOrderCount: 2,
    availableCouponCount: 3,
    onOrders: fn(),
    onCoupons: fn(),
    onCopyUid: fn(),
  },
} satisfies Meta<typeof ProfileHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounts: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Demo Player' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Processing orders/ }));
    await expect(args.onOrders).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /UID: 10000042/ }));
    await expect(args.onCopyUid).toHaveBeenCalled();
  },
};

export const NothingPending: Story = {
  args: { processingOrderCount: 0, availableCouponCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('0')).toHaveLength(2);
  },
};
