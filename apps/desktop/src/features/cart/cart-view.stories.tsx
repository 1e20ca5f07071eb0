import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fitCoupons, methodOptions } from '@gemlane/stores/purchase';
import { COUPONS, METHODS, QUOTE, ZONE } from '@gemlane/stores/testing/fixtures';
import { CartView } from './cart-view.tsx';

const LINE = {
  key: '3:12345678:2001',
  gameId: 5,
  gameName: ZONE.game.gameName,
  gameLogo: ZONE.game.logo,
  gameZonePath: ZONE.game.gameZonePath,
  packageId: 3,
  packageName: '1,000 + 155 Diamonds',
  unitPrice: { amount: 1999, currency: 'USD' as const },
  quantity: 1,
  playerId: '12345678',
  serverId: '2001',
  roleName: 'Layla',
};

const meta = {
  title: 'Features/Cart/CartView',
  component: CartView,
  parameters: { layout: 'fullscreen' },
  args: {
    lines: [LINE],
    onQuantity: fn(),
    onRemove: fn(),
    methods: methodOptions(METHODS, QUOTE.subtotal),
    payMethod: 'card',
    onPayMethod: fn(),
    coupons: fitCoupons(COUPONS.slice(0, 1), QUOTE.subtotal),
    coupon: COUPONS[0]!,
    onCoupon: fn(),
    quote: QUOTE,
    quoting: false,
    onCheckout: fn(),
    checkingOut: false,
    canCheckout: true,
  },
} satisfies Meta<typeof CartView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/12345678 \(2001\) · Layla/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Remove/ }));
    await expect(args.onRemove).toHaveBeenCalledWith(LINE.key);
    await userEvent.click(canvas.getByRole('button', { name: 'Check out' }));
    await expect(args.onCheckout).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your cart is empty.')).toBeInTheDocument();
  },
};
