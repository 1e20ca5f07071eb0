import { idHelpFor } from '@gemlane/stores/purchase';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { IdHelpLink } from './id-help.tsx';

const meta = {
  title: 'Features/GameZone/IdHelpLink',
  component: IdHelpLink,
  args: {
    help: idHelpFor('genshin-impact-top-up', [{ key: 'userId' }, { key: 'server' }]),
  },
} satisfies Meta<typeof IdHelpLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A region-server game: the corner picture, the UID line and the server line; focus comes back. */
export const RegionServerGame: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Where is my ID?' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Where to find your player ID' },
      { timeout: 15_000 },
    );
    const picture = within(dialog).getByRole('img', {
      name: 'A game screen with the player ID framed (1) and the server (2)',
    });
    await expect(picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    await expect(picture).toHaveAttribute('height', '180');
    const steps = await within(dialog).findAllByRole('listitem');
    await expect(steps).toHaveLength(2);
    await expect(steps[0]).toHaveTextContent('bottom-right corner');
    await expect(steps[1]).toHaveTextContent('Choose the server you play on');
    // The sheet takes the focus (its close button), and gives it back when closed.
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A server-ID game: the server line explains the number in brackets. */
export const ServerIdGame: Story = {
  args: {
    help: idHelpFor('mobile-legends-bang-bang', [{ key: 'userId' }, { key: 'serverId' }]),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Where is my ID?' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    const steps = await within(dialog).findAllByRole('listitem');
    await expect(steps[0]).toHaveTextContent('tap your avatar');
    await expect(steps[1]).toHaveTextContent('The number in brackets');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Where is my ID?' })).toHaveFocus(),
    );
  },
};
