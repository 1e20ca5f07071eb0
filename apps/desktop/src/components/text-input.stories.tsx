import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextInput } from './text-input.tsx';

// The plain field of the chrome (nav search, newsletter): plain, invalid, with icon and clear button.
const meta = {
  title: 'Components/TextInput',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function SearchField({ onEnter }: { onEnter: () => void }) {
  const [value, setValue] = useState('gen');
  return (
    <TextInput
      type="search"
      value={value}
      aria-label="Search for a game"
      placeholder="Search for a game"
      prefix={<SearchOutlined aria-hidden />}
      clearLabel="Clear search"
      onClear={() => setValue('')}
      onChange={(e) => setValue(e.target.value)}
      onPressEnter={onEnter}
    />
  );
}

export const Plain: Story = {
  render: () => (
    <TextInput type="email" value="" aria-label="Enter your email address" onChange={fn()} />
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Enter your email address' });
    await expect(input).toHaveClass('text-input');
  },
};

export const Invalid: Story = {
  render: () => (
    <TextInput
      type="email"
      value="not-an-email"
      invalid
      aria-invalid
      aria-label="Enter your email address"
      onChange={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Enter your email address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveClass('invalid');
  },
};

const onEnter = fn();
export const SearchWithClear: Story = {
  render: () => <SearchField onEnter={onEnter} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search for a game' });
    await userEvent.click(box);
    await userEvent.keyboard('{Enter}');
    await expect(onEnter).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    // Nothing to clear: the button is gone.
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};
