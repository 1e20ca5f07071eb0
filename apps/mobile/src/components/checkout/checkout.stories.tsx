import type { Coupon, Quote } from '@gemlane/contract';
import { METHODS as methods } from '@gemlane/stores/testing/fixtures';
import { fitCoupons, methodOptions } from '@gemlane/stores/purchase';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { CouponCodeBox } from './coupon-code-box.tsx';
import { CouponPicker } from './coupon-picker.tsx';
import { PayMethods } from './pay-methods.tsx';
import { PriceSummary } from './price-summary.tsx';
import { REFUSED_COUPON_CODE, refusedCouponCodeStays } from '@gemlane/testing/story-scripts';

const usd = (amount: number) => ({ amount, currency: 'USD' as const });
const quote: Quote = {
  items: [],
  subtotal: usd(1999),
  couponDiscount: usd(300),
  providerFee: usd(97),
  total: usd(1796),
  payMethod: 'card',
  coupon: { id: 7, applied: true, reason: null },
  cardLimits: { min: usd(1000), max: usd(50000) },
};
const coupon: Coupon = {
  id: 7,
  name: 'New user coupon',
  kind: 'amount',
  offAmount: usd(300),
  offPercent: null,
  minimumOrder: usd(1000),
  cap: null,
  currency: 'USD',
  validUntil: '2026-12-31T23:59:00.000Z',
  status: 'available',
  orderId: null,
};

function Methods({ subtotal = 1999 }: { subtotal?: number }) {
  const [selected, setSelected] = useState<'card' | 'wallet'>(subtotal < 1000 ? 'wallet' : 'card');
  return (
    <PayMethods
      options={methodOptions(methods, usd(subtotal))}
      selected={selected}
      onSelect={setSelected}
    />
  );
}

const meta = {
  title: 'Components/PriceSummary',
  component: PriceSummary,
  args: { quote },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: '#fff' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCoupon: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-$3.00')).toBeInTheDocument();
    await expect(canvas.getByTestId('quote-total')).toHaveTextContent('$17.96');
  },
};

export const CouponNotApplicable: Story = {
  args: {
    quote: {
      ...quote,
      couponDiscount: usd(0),
      total: usd(2096),
      coupon: { id: 7, applied: false, reason: 'The order is below the minimum of this coupon.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('The order is below the minimum of this coupon.'),
    ).toBeInTheDocument();
  },
};

export const NoPackageYet: Story = {
  args: { quote: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Select a package to see the price.')).toBeInTheDocument();
  },
};

export const PaymentMethods: Story = {
  render: () => <Methods />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Provider fee 4.5% + $0.20')).toBeInTheDocument();
    const wallet = canvas.getByRole('radio', { name: /Gemlane Wallet/ });
    await userEvent.click(wallet);
    await expect(wallet).toHaveAttribute('aria-checked', 'true');
  },
};

export const CardBelowMinimum: Story = {
  render: () => <Methods subtotal={99} />,
  play: async ({ canvas }) => {
    // $0.99 + fee is under the card's $10 minimum: disabled with its reason before Pay.
    await expect(canvas.getByRole('radio', { name: /Credit/ })).toBeDisabled();
    await expect(canvas.getByText('Not available under $10.00')).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: /Gemlane Wallet/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const CouponSheet: Story = {
  render: () => (
    <CouponPicker
      fits={fitCoupons([coupon], usd(1999))}
      selected={coupon}
      onSelect={fn()}
      loggedIn
      onLogin={fn()}
    />
  ),
  play: async ({ canvas }) => {
    // The sign-up coupon is applied by default.
    await expect(canvas.getByText('New user coupon')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Coupon/ }));
    await expect(await screen.findByText('Do not use a coupon')).toBeInTheDocument();
    await expect(screen.getByText('$3.00 off')).toBeInTheDocument();
  },
};

export const CouponsNeedLogin: Story = {
  render: () => (
    <CouponPicker fits={[]} selected={null} onSelect={fn()} loggedIn={false} onLogin={fn()} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Log in to use coupons')).toBeInTheDocument();
  },
};

export const CouponCodeRefused: Story = {
  render: () => <CouponCodeBox {...REFUSED_COUPON_CODE} onChange={fn()} onApply={fn()} />,
  play: ({ canvas }) => refusedCouponCodeStays({ canvas, expect }),
};

const applyCode = fn();
export const CouponCodeApplies: Story = {
  render: () => <CouponCodeBox value="TENOFF" onChange={fn()} onApply={applyCode} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(applyCode).toHaveBeenCalledTimes(1);
  },
};
