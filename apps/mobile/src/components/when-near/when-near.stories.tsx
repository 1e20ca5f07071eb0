import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { WhenNear } from './when-near.tsx';
import styles from './when-near.module.css';

const meta = {
  title: 'Components/WhenNear',
  component: WhenNear,
  args: { placeClassName: styles.storyPlace, children: <p>Newsletter block</p> },
} satisfies Meta<typeof WhenNear>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In view: the content renders at once. */
export const OnScreen: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Newsletter block')).toBeInTheDocument();
  },
};

/** Far below the screen: only the kept place exists until the shopper scrolls towards it. */
export const FarBelowLoadsOnScroll: Story = {
  args: { margin: 100 },
  render: (args) => (
    <div>
      <div style={{ height: 4000 }} />
      <WhenNear {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const place = canvas.getByTestId('when-near-place');
    await expect(place).toHaveAttribute('aria-hidden', 'true');
    await expect(place.getBoundingClientRect().height).toBeGreaterThan(100);
    await new Promise((r) => setTimeout(r, 200));
    await expect(canvas.queryByText('Newsletter block')).not.toBeInTheDocument();
    place.scrollIntoView();
    await waitFor(() => expect(canvas.getByText('Newsletter block')).toBeInTheDocument());
  },
};
