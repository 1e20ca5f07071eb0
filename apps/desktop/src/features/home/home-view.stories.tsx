import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GAMES } from '../../test/fixtures.ts';
import { HomeView } from './home-view.tsx';

const meta = {
  component: HomeView,
  parameters: { layout: 'fullscreen' },
  args: {
    banners: [
      {
        bannerId: 1,
        title: 'Double crystals',
        subtitle: 'First purchase bonus',
        image: GAMES[0]!.logo,
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
