import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageLoading } from './page-loading.tsx';

const meta = {
  title: 'Components/PageLoading',
  component: PageLoading,
} satisfies Meta<typeof PageLoading>;
export default meta;

export const Spinning: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};
