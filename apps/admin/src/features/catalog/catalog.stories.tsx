import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GAMES } from '../../test/fixtures.ts';
import { CatalogTable } from './catalog-table.tsx';

const meta = {
  title: 'Features/Catalogue',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const AdminSwitchesAPackageOff: Story = {
  render: (_args, { parameters }) => (
    <CatalogTable
      games={GAMES}
      canWrite
      onSetGameActive={fn(async () => {})}
      onSetPackageActive={parameters.onSet as () => Promise<void>}
      onSetPackagePrice={fn(async () => {})}
    />
  ),
  parameters: { onSet: fn(async () => {}) },
  play: async ({ canvasElement, parameters }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('switch', { name: '60 Genesis Crystals on sale' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Publisher stopped selling');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    await waitFor(() =>
      expect(parameters.onSet).toHaveBeenCalledWith(11, false, 'Publisher stopped selling'),
    );
  },
};

export const AdminSwitchesAGameOff: Story = {
  render: (_args, { parameters }) => (
    <CatalogTable
      games={GAMES}
      canWrite
      onSetGameActive={parameters.onSetGame as () => Promise<void>}
      onSetPackageActive={fn(async () => {})}
      onSetPackagePrice={fn(async () => {})}
    />
  ),
  parameters: { onSetGame: fn(async () => {}) },
  play: async ({ canvasElement, parameters }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('switch', { name: 'Genshin Impact on sale' }));
    const dialog = await within(document.body).findByRole('dialog');
    // The dialog names the game (once its entry animation has shown the title).
    await waitFor(() =>
      expect(within(dialog).getByText('Switch the game Genshin Impact off')).toBeVisible(),
    );
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Publisher ended the title');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    await waitFor(() =>
      expect(parameters.onSetGame).toHaveBeenCalledWith(1, false, 'Publisher ended the title'),
    );
  },
};

export const ReadOnlyForSupport: Story = {
  render: () => (
    <CatalogTable
      games={GAMES}
      canWrite={false}
      onSetGameActive={fn()}
      onSetPackageActive={fn()}
      onSetPackagePrice={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('switch', { name: '60 Genesis Crystals on sale' })).toBeDisabled();
    await expect(page.getByRole('switch', { name: 'Genshin Impact on sale' })).toBeDisabled();
    await expect(
      page.queryByRole('button', { name: 'Edit price of 60 Genesis Crystals' }),
    ).toBeNull();
  },
};

export const AdminEditsAPrice: Story = {
  render: (_args, { parameters }) => (
    <CatalogTable
      games={GAMES}
      canWrite
      onSetGameActive={fn(async () => {})}
      onSetPackageActive={fn(async () => {})}
      onSetPackagePrice={parameters.onPrice as () => Promise<void>}
    />
  ),
  parameters: { onPrice: fn(async () => {}) },
  play: async ({ canvasElement, parameters }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Edit price of 60 Genesis Crystals' }));
    const dialog = await within(document.body).findByRole('dialog');
    const price = within(dialog).getByLabelText('Price (USD)');
    await userEvent.clear(price);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save price' }));
    await expect(await within(dialog).findByText('Enter a price.')).toBeVisible();
    await userEvent.type(price, '1.49');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Publisher raised the price');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save price' }));
    await waitFor(() =>
      expect(parameters.onPrice).toHaveBeenCalledWith(11, 149, 'Publisher raised the price'),
    );
  },
};
