import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GAMES } from '@gemlane/stores/testing/fixtures';
import { SearchView } from './search-page.tsx';
import { SwitchGameView } from './switch-game-page.tsx';

const meta = {
  title: 'Features/Games',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const CATEGORIES = [
  { code: 'rpg', name: 'RPG', games: GAMES.slice(0, 3) },
  { code: 'shooter', name: 'Shooter', games: GAMES.slice(3, 6) },
];

export const AllGames: Story = {
  render: () => <SwitchGameView categories={CATEGORIES} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'zzz-none');
    await expect(await canvas.findByText(/No games found/)).toBeInTheDocument();
  },
};
export const AllGamesLoading: Story = { render: () => <SwitchGameView categories={null} /> };
export const SearchResults: Story = {
  render: () => (
    <SearchView
      keyword="gen"
      onSearch={fn()}
      results={{ data: GAMES.slice(0, 2), loading: false, error: undefined }}
    />
  ),
};
export const SearchEmpty: Story = {
  render: () => (
    <SearchView
      keyword="qqq"
      onSearch={fn()}
      results={{ data: [], loading: false, error: undefined }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No games found for “qqq”')).toBeInTheDocument();
  },
};
export const SearchLoading: Story = {
  render: () => (
    <SearchView
      keyword="gen"
      onSearch={fn()}
      results={{ data: undefined, loading: true, error: undefined }}
    />
  ),
};
