import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { art } from '../../test/fixtures.ts';
import { SearchResults } from './search-results.tsx';

const meta = {
  title: 'Features/Games/SearchResults',
  component: SearchResults,
  args: {
    games: [
      {
        gameId: 1,
        gameName: 'Genshin Impact',
        highlight: '<em class="highlight">Gen</em>shin Impact',
        logo: art('GI', '#7c3aed'),
        gameZonePath: 'genshin-impact-top-up',
        categoryName: 'RPG',
      },
      {
        gameId: 2,
        gameName: 'Legends of Gen',
        logo: art('LG', '#0f766e'),
        gameZonePath: 'legends-of-gen',
        categoryName: 'Strategy',
      },
    ],
    onOpen: fn(),
  },
} satisfies Meta<typeof SearchResults>;
export default meta;

export const Highlighted: StoryObj<typeof meta> = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector('em.highlight')).toHaveTextContent('Gen');
    await userEvent.click(canvas.getByRole('button', { name: /Genshin Impact/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(
      expect.objectContaining({ gameZonePath: 'genshin-impact-top-up' }),
    );
  },
};

export const NoResults: StoryObj<typeof meta> = {
  args: { games: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};
