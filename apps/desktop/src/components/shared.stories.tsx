import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fitCoupons, methodOptions } from '@gemlane/stores/purchase';
import { COUPONS, GAMES, METHODS, QUOTE } from '@gemlane/stores/testing/fixtures';
import { ApiError } from '@gemlane/api';
import { AsyncView } from './async-view.tsx';
import { CouponCodeBox } from './coupon-code-box.tsx';
import { CouponPicker } from './coupon-picker.tsx';
import { GameGrid } from './game-card.tsx';
import { PaymentMethodPicker } from './payment-method-picker.tsx';
import { PriceSummary } from './price-summary.tsx';
import { QuantityInput } from './quantity-input.tsx';
import { REFUSED_COUPON_CODE, refusedCouponCodeStays } from '@gemlane/testing/story-scripts';

// The shared building blocks in each of their states.
const meta = {
  title: 'Components/Shared',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsyncLoading: Story = {
  render: () => (
    <AsyncView data={undefined} loading error={undefined}>
      {() => 'never'}
    </AsyncView>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ant-skeleton')).not.toBeNull();
  },
};

export const AsyncError: Story = {
  render: () => (
    <AsyncView data={undefined} loading={false} error={new Error('x')} onRetry={fn()}>
      {() => 'never'}
    </AsyncView>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // antd's Result loads with the first failure (a dev-server transform the first time).
    await expect(
      await canvas.findByText('Failed to load. Please try again.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const AsyncEmpty: Story = {
  render: () => (
    <AsyncView
      data={[]}
      loading={false}
      error={undefined}
      isEmpty={(d: unknown[]) => d.length === 0}
    >
      {() => 'never'}
    </AsyncView>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing here yet')).toBeInTheDocument();
  },
};

export const Games: Story = {
  render: () => <GameGrid games={GAMES.slice(0, 6)} withPage={4} />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Genshin Impact/ });
    await expect(link).toHaveAttribute('href', '/gameZone/genshin-impact-top-up');
    // The first screen's logos load with the page; the rest wait until scrolled near.
    const loading = [...canvasElement.querySelectorAll('img')].map((img) => img.loading);
    await expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  },
};

export const PaymentMethods: Story = {
  render: () => (
    <PaymentMethodPicker
      options={methodOptions(METHODS, QUOTE.subtotal)}
      value="card"
      onChange={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each channel shows its fee before it is chosen.
    await expect(canvas.getByText('Provider fee 3.9% + $0.30')).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: /Credit/ })).toBeChecked();
  },
};

export const PaymentMethodsCardBelowMinimum: Story = {
  render: () => (
    <PaymentMethodPicker
      options={methodOptions(METHODS, { amount: 99, currency: 'USD' })}
      value="wallet"
      onChange={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The card cannot take $1.23 (minimum $10): disabled with its reason, before any Pay.
    await expect(canvas.getByRole('radio', { name: /Credit/ })).toBeDisabled();
    await expect(canvas.getByText('Not available under $10.00')).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: /Wallet/ })).toBeChecked();
  },
};

export const PaymentMethodsLoading: Story = {
  render: () => <PaymentMethodPicker options={[]} loading value={null} onChange={fn()} />,
};

export const Summary: Story = {
  render: () => <PriceSummary quote={QUOTE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$19.99')).toBeInTheDocument();
    await expect(canvas.getByText('-$3.00')).toBeInTheDocument();
    await expect(canvas.getByText('$17.95')).toBeInTheDocument();
  },
};

export const SummaryBelowCardMinimum: Story = {
  render: () => (
    <PriceSummary
      quote={{
        ...QUOTE,
        subtotal: { amount: 99, currency: 'USD' },
        couponDiscount: { amount: 0, currency: 'USD' },
        total: { amount: 123, currency: 'USD' },
        coupon: {
          id: 11,
          applied: false,
          reason: 'The order does not reach the minimum of $10.00',
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/minimum of \$10.00/)).toBeInTheDocument();
    await expect(canvas.getByText(/Card payments: minimum \$10.00/)).toBeInTheDocument();
  },
};

export const SummaryLoading: Story = { render: () => <PriceSummary quote={undefined} /> };

export const Coupons: Story = {
  render: () => (
    <CouponPicker
      id="c"
      fits={fitCoupons(COUPONS.slice(0, 1), QUOTE.subtotal)}
      selected={COUPONS[0]!}
      onChange={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    // The best applicable coupon (here the sign-up one) is chosen by default.
    await expect(within(canvasElement).getByText(/New player · \$3.00 off/)).toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    await expect(
      await within(document.body).findByRole('option', { name: /New player · \$3.00 off/ }),
    ).toBeInTheDocument();
  },
};

export const CouponsNone: Story = {
  render: () => <CouponPicker id="c" fits={[]} selected={null} onChange={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No coupon can be used for this order'),
    ).toBeInTheDocument();
  },
};

export const CouponsLoading: Story = {
  render: () => <CouponPicker id="c" fits={[]} selected={null} onChange={fn()} loading />,
  play: async ({ canvasElement }) => {
    // The spinner shows, and a screen reader is not read its English icon name ("loading").
    await expect(canvasElement.querySelector('.anticon-loading')).not.toBeNull();
    await expect(canvasElement.querySelector('[aria-label="loading"]')).toBeNull();
  },
};

export const Quantity: Story = {
  render: () => {
    const onChange = fn();
    return (
      <>
        <label htmlFor="story-quantity">Quantity</label>
        <QuantityInput id="story-quantity" value={1} min={1} max={99} onChange={onChange} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Translated step buttons, no English-only "Increase Value" from the kit.
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Increase Value' })).toBeNull();
    await expect(canvas.getByLabelText('Quantity')).toHaveValue('1');
  },
};

export const AsyncNotFound: Story = {
  render: () => (
    <AsyncView
      data={undefined}
      loading={false}
      error={new ApiError(404, 'This game does not exist')}
      onRetry={fn()}
      notFoundOnward={{ to: '/switchGame', label: 'All games' }}
    >
      {() => 'never'}
    </AsyncView>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All games' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /retry/i })).toBeNull();
  },
};

export const CouponCodeRefused: Story = {
  render: () => <CouponCodeBox {...REFUSED_COUPON_CODE} onChange={fn()} onApply={fn()} />,
  play: ({ canvasElement }) => refusedCouponCodeStays({ canvas: within(canvasElement), expect }),
};

export const CouponCodeApplied: Story = {
  render: () => (
    <CouponCodeBox
      value=""
      onChange={fn()}
      onApply={fn()}
      applied="10% off, up to $5 applied to this order."
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('applied');
  },
};
