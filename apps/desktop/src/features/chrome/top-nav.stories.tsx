import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GAMES, USER } from '@gemlane/stores/testing/fixtures';
import { TopNav } from './top-nav.tsx';

const LANGUAGES = [
  { value: 'en', name: 'English', abbreviation: 'EN' },
  { value: 'de', name: 'Deutsch', abbreviation: 'DE' },
] as const;
const CURRENCIES = [
  { value: 'USD', name: 'US Dollar', symbol: '$' },
  { value: 'EUR', name: 'Euro', symbol: '€' },
] as const;

const meta = {
  title: 'Features/Chrome/TopNav',
  component: TopNav,
  parameters: { layout: 'fullscreen' },
  args: {
    routeName: 'Home',
    games: { hotGames: GAMES.slice(0, 8), allGames: GAMES },
    search: { value: '', onChange: fn(), onEnter: fn(), loading: false, results: [] },
    language: {
      languages: [...LANGUAGES],
      currencies: [...CURRENCIES],
      current: { language: 'en', currency: 'USD' },
      value: { language: 'en', currency: 'USD' },
      onChange: fn(),
      onConfirm: fn(),
    },
    user: { loggedIn: false, user: null, onLogin: fn(), onLogout: fn() },
    cartCount: 0,
  },
} satisfies Meta<typeof TopNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('EN')).toBeInTheDocument();
    await expect(canvas.getByText('$ USD')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.user.onLogin).toHaveBeenCalled();
  },
};

export const LoggedIn: Story = {
  args: { user: { loggedIn: true, user: USER, onLogin: fn(), onLogout: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'My account' }));
    const body = within(document.body);
    await expect(await body.findByText('PlayerOne')).toBeInTheDocument();
    await expect(body.getByText('UID: 10086421')).toBeInTheDocument();
    await expect(document.body.style.overflow).toBe('hidden');
  },
};

export const GamesOpen: Story = {
  args: { routeName: 'GameZone' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Games/ }));
    const body = within(document.body);
    const ranks = await body.findAllByLabelText(/^Rank \d$/);
    await expect(ranks).toHaveLength(8);
    await expect(ranks[0]).toHaveTextContent('1');
    // Keyboard users close it with Escape; focus in the menu goes back to the Games button.
    body.getAllByRole('link', { name: /Genshin Impact/ })[0]!.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(ranks[0]!.closest('.ant-popover')).toHaveClass('ant-popover-hidden'),
    );
    await expect(canvas.getByRole('button', { name: /Games/ })).toHaveFocus();
  },
};

export const SearchLoading: Story = {
  args: { search: { value: 'gen', onChange: fn(), onEnter: fn(), loading: true, results: [] } },
  play: async () => {
    await expect(await within(document.body).findByRole('status')).toHaveTextContent('Search');
  },
};

export const SearchNothingFound: Story = {
  args: {
    search: {
      value: 'zzqx',
      onChange: fn(),
      onEnter: fn(),
      loading: false,
      results: [],
      empty: true,
    },
  },
  play: async () => {
    await expect(await within(document.body).findByRole('status')).toHaveTextContent(
      'No games found for “zzqx”',
    );
  },
};

export const SearchResults: Story = {
  args: {
    search: {
      value: 'gen',
      onChange: fn(),
      onEnter: fn(),
      loading: false,
      results: [{ ...GAMES[0]!, highlight: '<em class="highlight">Gen</em>shin Impact' }],
    },
  },
  play: async () => {
    const link = await within(document.body).findByRole('link', { name: /Genshin Impact/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', '/gameZone/genshin-impact-top-up');
  },
};

export const CartWithItems: Story = {
  args: { cartCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cart = canvas.getByRole('link', { name: 'Cart, 3 in it' });
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(within(cart).getByText('3')).toBeInTheDocument();
  },
};

export const CartEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  },
};
