import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GAMES } from '@gemlane/stores/testing/fixtures';
import { HomeView } from './home-view.tsx';

const meta = {
  title: 'Features/Home/HomeView',
  component: HomeView,
  parameters: { layout: 'fullscreen' },
  args: {
    banners: [
      {
        bannerId: 1,
        title: 'Double crystals',
        subtitle: 'First purchase bonus',
        image: GAMES[0]!.logo,
        alt: 'Double crystals. First purchase bonus',
        link: '/gameZone/genshin-impact-top-up',
        gameZonePath: 'genshin-impact-top-up',
      },
    ],
    hotGames: GAMES.slice(0, 8),
    newGames: GAMES.slice(6),
    tabs: [{ label: 'rpg', name: 'RPG', games: GAMES.slice(0, 3) }],
  },
} satisfies Meta<typeof HomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Hot games' }),
    ).toBeInTheDocument();
  },
};
export const Loading: Story = {
  args: { banners: undefined, hotGames: undefined, newGames: undefined, tabs: undefined },
};

const BANNERS = [1, 2, 3].map((n) => ({
  bannerId: n,
  title: `Banner ${n}`,
  subtitle: 'First purchase bonus',
  image: GAMES[n]!.logo,
  alt: `Banner ${n}. First purchase bonus`,
  link: `/gameZone/${GAMES[n]!.gameZonePath}`,
  gameZonePath: GAMES[n]!.gameZonePath,
}));

/** Several banners: one shows, its link alone is in the tab order, and the dots pick another. */
export const Banners: Story = {
  args: { banners: BANNERS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Banner 1/ })).toBeVisible();
    // the title is text over the art (translated by the API), not pixels inside the image
    await expect(canvas.getByText('Banner 1')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Banner 2/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '2' }));
    await expect(canvas.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'true');
    // It fades in: visible from the first frame of the fade.
    await expect(await canvas.findByRole('link', { name: /Banner 2/ })).toHaveAttribute(
      'href',
      BANNERS[1]!.link,
    );
    await expect(canvas.queryByRole('link', { name: /Banner 1/ })).toBeNull();
  },
};

export const WithCoupons: Story = {
  args: {
    onClaimCoupon: fn(),
    coupons: [
      {
        templateId: 2,
        name: '10% off, up to $5',
        kind: 'percent',
        offAmount: null,
        offPercent: 10,
        minimumOrder: { amount: 1000, currency: 'USD' },
        cap: { amount: 500, currency: 'USD' },
        currency: 'USD',
        validDays: 14,
        received: false,
        remaining: null,
      },
      {
        templateId: 4,
        name: '$1 off, no minimum',
        kind: 'amount',
        offAmount: { amount: 100, currency: 'USD' },
        offPercent: null,
        minimumOrder: { amount: 0, currency: 'USD' },
        cap: null,
        currency: 'USD',
        validDays: 3,
        received: true,
        remaining: null,
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Coupons for you' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Claim: 10% off' }));
    await expect(args.onClaimCoupon).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Claimed: $1.00 off' })).toBeDisabled();
  },
};
