import type { CouponTemplate } from '@gemlane/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CouponOffers } from './coupon-offers.tsx';

const template: CouponTemplate = {
  templateId: 1,
  name: 'Welcome coupon',
  kind: 'amount',
  offAmount: { amount: 200, currency: 'USD' },
  offPercent: null,
  minimumOrder: { amount: 1000, currency: 'USD' },
  cap: null,
  currency: 'USD',
  validDays: 30,
  received: false,
  remaining: null,
};

const meta = {
  title: 'Features/Home/CouponOffers',
  component: CouponOffers,
  args: {
    templates: [
      template,
      {
        ...template,
        templateId: 2,
        kind: 'percent',
        offAmount: null,
        offPercent: 5,
        minimumOrder: { amount: 0, currency: 'USD' },
        received: true,
      },
    ],
    onClaim: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 12, background: '#fff' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CouponOffers>;
export default meta;

export const ClaimAndClaimed: StoryObj<typeof meta> = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Claim' }));
    await expect(args.onClaim).toHaveBeenCalledWith(expect.objectContaining({ templateId: 1 }));
    await expect(canvas.getByRole('button', { name: 'Claimed' })).toBeDisabled();
  },
};
