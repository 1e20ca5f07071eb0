import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleGames } from '../../test/fixtures.ts';
import { GameGrid, GameGridSkeleton } from './game-grid.tsx';

const meta = {
  title: 'Components/GameGrid',
  component: GameGrid,
  args: { games: sampleGames, onOpen: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ranked: Story = {
  args: { ranked: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('1')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Genshin Impact' }));
    await expect(args.onOpen).toHaveBeenCalledWith(
      expect.objectContaining({ gameZonePath: 'genshin-impact-top-up' }),
    );
  },
};

export const ThreeColumnsUnranked: Story = {
  args: { columns: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('1')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
  },
};

/** The first screen's logos load with the page; the rest wait until scrolled near. */
export const FirstLogosWithThePage: Story = {
  args: { columns: 3, withPage: 2 },
  play: async ({ canvasElement }) => {
    const loading = [...canvasElement.querySelectorAll('img')].map((img) => img.loading);
    await expect(loading).toEqual(['eager', 'eager', 'lazy', 'lazy', 'lazy']);
  },
};

export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** The loading place: as tall as the loaded grid of the same count, hidden from assistive tech. */
export const SkeletonKeepsTheGridHeight: Story = {
  args: { ranked: true },
  render: (args) => (
    <>
      <GameGridSkeleton count={args.games.length} />
      <div data-testid="loaded">
        <GameGrid {...args} />
      </div>
    </>
  ),
  play: async ({ canvas, args }) => {
    const skeleton = canvas.getByTestId('game-grid-skeleton');
    const loaded = canvas.getByTestId('loaded');
    await expect(skeleton.getBoundingClientRect().height).toBe(
      loaded.getBoundingClientRect().height,
    );
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getAllByRole('button')).toHaveLength(args.games.length);
  },
};
