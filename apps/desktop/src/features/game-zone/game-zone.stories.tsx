import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fitCoupons, methodOptions } from '@gemlane/stores/purchase';
import { buyReadiness } from '@gemlane/stores/purchase/react';
import { COUPONS, METHODS, QUOTE, ZONE } from '@gemlane/stores/testing/fixtures';
import { AccountForm } from './account-form.tsx';
import { GameZoneView } from './game-zone-view.tsx';

const account = {
  fields: ZONE.accountFields,
  values: {},
  onChange: fn(),
  onConfirm: fn(),
  canConfirm: false,
  confirming: false,
  verified: null,
  error: null,
  lastUsed: null,
  onUseLast: fn(),
};

const meta = {
  title: 'Features/GameZone/GameZoneView',
  component: GameZoneView,
  parameters: { layout: 'fullscreen' },
  args: {
    zone: ZONE,
    account,
    packageId: 3,
    onPackage: fn(),
    quantity: 1,
    onQuantity: fn(),
    methods: methodOptions(METHODS, QUOTE.subtotal),
    payMethod: 'card',
    onPayMethod: fn(),
    loggedIn: false,
    coupons: [],
    coupon: null,
    onCoupon: fn(),
    quote: QUOTE,
    quoting: false,
    onBuy: fn(),
    buying: false,
    onAddToCart: fn(),
    ...buyReadiness({ verified: false, packageChosen: true, methodChosen: true }),
  },
} satisfies Meta<typeof GameZoneView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOutUnverified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The steps and summary load after the header (a dev-server transform the first time).
    await canvas.findByRole('button', { name: 'Buy now' }, { timeout: 15_000 });
    // MLBB: user ID and server ID, with the hint; buying waits for the confirmed ID.
    await expect(
      canvas.getByText('The number in parentheses is the server ID.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Buy now' })).toBeDisabled();
    await expect(canvas.getByText('-10%')).toBeInTheDocument();
    await expect(canvas.getByText('Log in to use your coupons.')).toBeInTheDocument();
  },
};

export const LoggedInVerified: Story = {
  args: {
    loggedIn: true,
    coupons: fitCoupons(COUPONS.slice(0, 1), QUOTE.subtotal),
    coupon: COUPONS[0]!,
    account: {
      ...account,
      values: { userId: '12345678', serverId: '2001' },
      verified: { playerId: '12345678', serverId: '2001', roleName: 'Layla' },
    },
    ...buyReadiness({ verified: true, packageChosen: true, methodChosen: true }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Buy now' }, { timeout: 15_000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('In-game name: Layla');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy now' }));
    await expect(args.onBuy).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: /Weekly Diamond Pass/ }));
    await expect(args.onPackage).toHaveBeenCalledWith(4);
  },
};

export const IdRejected: Story = {
  render: () => (
    <AccountForm
      {...account}
      values={{ userId: '1', serverId: '1' }}
      canConfirm
      error="The ID you submitted is incorrect."
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The ID you submitted is incorrect.',
    );
  },
};

export const LastUsedOffered: Story = {
  render: () => (
    <AccountForm
      {...account}
      lastUsed={{ playerId: '12345678', serverId: '2001', roleName: 'Layla' }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/12345678 \(2001\)/)).toBeInTheDocument();
  },
};

/** A region server is offered by the name the server gives it, never by its code. */
export const LastUsedRegionServer: Story = {
  render: () => (
    <AccountForm
      {...account}
      lastUsed={{
        playerId: '800000001',
        serverId: 'os_asia',
        serverName: 'Asia',
        roleName: 'Traveler',
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/800000001 \(Asia\) · Traveler/)).toBeInTheDocument();
    await expect(canvas.queryByText(/os_asia/)).toBeNull();
  },
};

export const Confirming: Story = {
  render: () => (
    <AccountForm {...account} values={{ userId: '12345678', serverId: '2001' }} confirming />
  ),
};
