import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BannerSlot } from './banner-slot.tsx';
import { DiscountBanner } from './discount-banner.tsx';
import { OrderNoticeBanner } from './order-notice-banner.tsx';

const meta = {
  title: 'Components/Banners',
  component: DiscountBanner,
  args: { amount: '$3.00', onTap: fn(), onClose: fn() },
} satisfies Meta<typeof DiscountBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Discount: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Get $3.00 off! Top up, enjoy discounts' }),
    );
    await expect(args.onTap).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const DiscountInEuro: Story = {
  // formatted by Intl for German: the symbol follows the number
  args: { amount: '2,80\u00a0€' },
  play: async ({ canvas }) => {
    // the query reads the text with its whitespace collapsed, so the no-break space reads as a space
    await expect(canvas.getByText('Get 2,80 € off! Top up, enjoy discounts')).toBeInTheDocument();
  },
};

export const OrderNotice: Story = {
  render: () => (
    <OrderNoticeBanner notice="Your order GL2411210001 is being delivered" onOpen={fn()} />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Your order GL2411210001 is being delivered'),
    ).toBeInTheDocument();
  },
};

/** A long notice in a 320 px column wraps: it never widens the page nor loses its end. */
export const LongNoticeWraps: Story = {
  render: () => (
    <div style={{ width: 320 }} data-testid="column">
      <OrderNoticeBanner
        notice="Your order GL2411210001 is waiting for payment. Open it to pay or cancel."
        onOpen={fn()}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    const text = canvas.getByText(/Open it to pay or cancel\./);
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
  },
};

/** The place kept while the registration activity is on its way: as tall as the banner, silent. */
export const SlotKeepsTheBannerHeight: Story = {
  render: (args) => (
    <>
      <BannerSlot />
      <DiscountBanner {...args} />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const slot = canvas.getByTestId('banner-slot');
    const banner = canvas.getByRole('region', { name: 'New-user discount' });
    await expect(slot.getBoundingClientRect().height).toBe(banner.getBoundingClientRect().height);
    await expect(slot).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelectorAll('button')).toHaveLength(2);
  },
};
