import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Section } from './section.tsx';

const meta = {
  title: 'Components/Section',
  component: Section,
  args: { title: 'Select a package', children: <p>Packages go here.</p> },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Titled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Select a package' })).toBeInTheDocument();
  },
};

export const Step: Story = {
  args: { step: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Select a package' })).toBeInTheDocument();
  },
};

export const Untitled: Story = {
  args: { title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};
