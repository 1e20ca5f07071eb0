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
      onSetPackageActive={parameters.onSet as () => Promise<void>}
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

export const ReadOnlyForSupport: Story = {
  render: () => <CatalogTable games={GAMES} canWrite={false} onSetPackageActive={fn()} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('switch', { name: '60 Genesis Crystals on sale' })).toBeDisabled();
  },
};
