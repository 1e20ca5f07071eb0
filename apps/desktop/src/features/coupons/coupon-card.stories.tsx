import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COUPONS } from '@gemlane/stores/testing/fixtures';
import { CouponCard } from './coupon-card.tsx';

const meta = {
  title: 'Features/Coupons/CouponCard',
  component: CouponCard,
  args: { coupon: COUPONS[0]! },
} satisfies Meta<typeof CouponCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$3.00 off')).toBeInTheDocument();
    await expect(canvas.getByText('Minimum order $10.00')).toBeInTheDocument();
    await expect(canvas.getByText('#11')).toBeInTheDocument();
  },
};
export const UsedWithCap: Story = {
  args: { coupon: COUPONS[1]! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Up to $5.00 off')).toBeInTheDocument();
  },
};
export const Expired: Story = { args: { coupon: COUPONS[2]! } };
