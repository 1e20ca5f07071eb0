import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { art } from '../../test/fixtures.ts';
import { BannerCarousel } from './banner-carousel.tsx';

const meta = {
  title: 'Components/BannerCarousel',
  component: BannerCarousel,
  args: {
    label: 'Promotions',
    interval: 0,
    onOpen: fn(),
    banners: [
      {
        bannerId: 1,
        title: 'Genshin Impact: double crystals',
        subtitle: 'First purchase of each tier gets a 100% bonus',
        image: art('GI', '#7c3aed'),
      },
      {
        bannerId: 2,
        title: 'MLBB Weekly Pass',
        subtitle: 'Diamonds every day for a week',
        image: art('ML', '#2856c8'),
      },
    ],
  },
} satisfies Meta<typeof BannerCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoSlides: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Genshin Impact: double crystals/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ bannerId: 1 }));
  },
};

export const OneSlide: Story = {
  args: {
    banners: [
      { bannerId: 3, title: 'Welcome', subtitle: 'Top up in minutes', image: art('G', '#0f766e') },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};
