import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SiteFooter } from './site-footer.tsx';

const meta = {
  title: 'Components/SiteFooter',
  component: SiteFooter,
} satisfies Meta<typeof SiteFooter>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(canvas.getByText(/2025/)).toBeInTheDocument();
  },
};

export const KeepsPartner: StoryObj<typeof meta> = {
  parameters: { route: '/home?partner=acme' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy?partner=acme',
    );
  },
};
