import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ChoiceList, type ChoiceListProps } from './choice-list.tsx';

const CHOICES = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'de', label: 'Deutsch', lang: 'de' },
  { value: 'ja', label: '日本語', lang: 'ja' },
];

/** The list with its choice kept, as the page keeps it. */
function Kept(props: ChoiceListProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ChoiceList
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/ChoiceList',
  component: Kept,
  args: { label: 'Language', name: 'language', choices: CHOICES, value: 'en', onChange: fn() },
} satisfies Meta<typeof Kept>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The chosen row is checked, named as a group, and no row is a link without an address. */
export const Chosen: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Deutsch' })).not.toBeChecked();
    await expect(canvasElement.querySelector('a')).toBeNull();
    await expect(canvas.getByText('日本語')).toHaveAttribute('lang', 'ja');
  },
};

/** Tapping a row chooses it; the arrow keys move the choice as in any radio group. */
export const Choosing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Deutsch'));
    await expect(args.onChange).toHaveBeenLastCalledWith('de');
    await expect(canvas.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'English' })).not.toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('ja');
    await expect(canvas.getByRole('radio', { name: '日本語' })).toBeChecked();
  },
};
