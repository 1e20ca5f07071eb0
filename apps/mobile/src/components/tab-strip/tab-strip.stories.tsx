import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TabStrip } from './tab-strip.tsx';

const meta = {
  title: 'Components/TabStrip',
  component: TabStrip,
  args: {
    label: 'Games',
    active: 'hot',
    onChange: fn(),
    tabs: [
      { key: 'hot', title: 'Hot' },
      { key: 'new', title: 'New' },
      { key: 'rpg', title: 'RPG' },
    ],
  },
} satisfies Meta<typeof TabStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstActive: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'RPG' }));
    await expect(args.onChange).toHaveBeenCalledWith('rpg');
  },
};

export const NoneActive: Story = {
  args: { active: null },
  play: async ({ canvas }) => {
    for (const tab of canvas.getAllByRole('tab'))
      await expect(tab).toHaveAttribute('aria-selected', 'false');
  },
};
