import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from './search-box.tsx';

const meta = {
  title: 'Components/SearchBox',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page holds the search (as the address does); each search is one field, not a new one. */
function Page({ onSearch }: { onSearch: (v: string) => void }) {
  const [query, setQuery] = useState('');
  return (
    <SearchBox
      label="Game name"
      placeholder="Game name"
      value={query}
      onSearch={(v) => {
        onSearch(v);
        setQuery(v);
      }}
    />
  );
}

export const SearchesAndStaysOneField: Story = {
  render: (_args, { parameters }) => <Page onSearch={parameters.onSearch as () => void} />,
  parameters: { onSearch: fn() },
  play: async ({ canvasElement, parameters }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByRole('searchbox', { name: 'Game name' }), '  Genshin {enter}');
    await expect(parameters.onSearch).toHaveBeenCalledWith('Genshin');
    await userEvent.click(page.getByRole('button', { name: 'Find' }));
    await expect(page.getAllByRole('searchbox', { name: 'Game name' })).toHaveLength(1);
    await expect(page.getByRole('searchbox', { name: 'Game name' })).toHaveValue('Genshin');
  },
};
