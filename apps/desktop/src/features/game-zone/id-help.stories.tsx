import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { idHelpFor } from '@gemlane/stores/purchase';
import { ZONE } from '@gemlane/stores/testing/fixtures';
import { IdHelpLink } from './id-help.tsx';

const meta = {
  title: 'Features/GameZone/IdHelpLink',
  component: IdHelpLink,
  args: { help: idHelpFor(ZONE.game.gameZonePath, ZONE.accountFields) },
} satisfies Meta<typeof IdHelpLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** MLBB: the profile picture, the ID line and the server-ID line; Escape gives focus back. */
export const ServerIdGame: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Where is my ID?' });
    await userEvent.click(trigger);
    const page = within(canvasElement.ownerDocument.body);
    // The dialog is named by its title.
    const dialog = await page.findByRole(
      'dialog',
      { name: 'Where to find your player ID' },
      { timeout: 15_000 },
    );
    const picture = within(dialog).getByRole('img', {
      name: 'A game screen with the player ID framed (1) and the server (2)',
    });
    await expect(picture).toHaveAttribute('width', '320');
    await expect(picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    const steps = within(dialog).getAllByRole('listitem');
    await expect(steps).toHaveLength(2);
    await expect(steps[0]).toHaveTextContent('tap your avatar at the top left');
    await expect(steps[1]).toHaveTextContent('The number in brackets after your ID');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A game without a server: one line. */
export const NoServerGame: Story = {
  args: { help: idHelpFor('clash-of-clans', [{ key: 'userId' }]) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Where is my ID?' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      {},
      { timeout: 15_000 },
    );
    const steps = within(dialog).getAllByRole('listitem');
    await expect(steps).toHaveLength(1);
    await expect(steps[0]).toHaveTextContent('open Settings');
  },
};
