import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TabBar } from './tab-bar.tsx';

const logo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="#7c3aed"/></svg>',
  );

const meta = {
  title: 'Components/TabBar',
  component: TabBar,
  args: { active: 'Home', game: null, onSelect: fn() },
} satisfies Meta<typeof TabBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomeActive: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByTestId('game-placeholder')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Me' }));
    await expect(args.onSelect).toHaveBeenCalledWith('Me');
  },
};

export const GameActiveByIndex: Story = {
  args: { active: 1, game: { name: 'Mobile Legends: Bang Bang', logo } },
  play: async ({ canvas }) => {
    const game = canvas.getByRole('button', { name: 'Mobile Legends: Bang Bang' });
    await expect(game).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

export const WithDotAndBadge: Story = {
  args: {
    active: 'Me',
    marks: {
      Home: { dot: true, label: 'Your cart has items' },
      Me: { badge: 3, label: '3 orders in progress' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3')).toBeInTheDocument();
    // The badge and the dot are announced with the tab, in words.
    await expect(
      canvas.getByRole('button', { name: 'Me 3 orders in progress' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Home Your cart has items' }),
    ).toBeInTheDocument();
  },
};

export const NothingActive: Story = {
  args: { active: null },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button'))
      await expect(button).not.toHaveAttribute('aria-current');
  },
};
