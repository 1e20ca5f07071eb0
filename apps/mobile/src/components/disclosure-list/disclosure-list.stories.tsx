import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { DisclosureList } from './disclosure-list.tsx';

const meta = {
  title: 'Components/DisclosureList',
  component: DisclosureList,
  args: {
    items: [
      { key: 'delivery', title: 'How long does delivery take?', content: 'About 10 minutes.' },
      { key: 'refund', title: 'What if it fails?', content: 'An automatic refund.' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof DisclosureList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneOpenAtATime: Story = {
  play: async ({ args }) => {
    const delivery = await screen.findByRole('button', { name: 'How long does delivery take?' });
    // Buttons, never links without an address.
    await expect(screen.queryAllByRole('link')).toHaveLength(0);
    await expect(delivery).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(delivery);
    await expect(delivery).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.getByRole('region')).toHaveTextContent('About 10 minutes.');
    await userEvent.click(screen.getByRole('button', { name: 'What if it fails?' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('refund');
    await expect(screen.queryByText('About 10 minutes.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'What if it fails?' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const Controlled: Story = {
  args: { openKey: 'refund' },
  play: async () => {
    await expect(await screen.findByRole('region')).toHaveTextContent('An automatic refund.');
  },
};
