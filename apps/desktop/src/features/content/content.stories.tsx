import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { GAMES } from '@gemlane/stores/testing/fixtures';
import { BlogCard } from './blog-list-page.tsx';
import { HelpCenterView } from './help-center-page.tsx';
import { StaticPage } from './static-page.tsx';

const meta = {
  title: 'Features/Content',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Help: Story = {
  render: () => (
    <HelpCenterView
      categories={[
        {
          code: 'delivery',
          title: 'Delivery',
          articles: [
            {
              articleId: 1,
              slug: 'delivery-time',
              title: 'How long does delivery take?',
              body: 'About 10 minutes.\n\nAt most 24 hours.',
            },
          ],
        },
        {
          code: 'payments',
          title: 'Payments',
          articles: [
            { articleId: 2, slug: 'fees', title: 'Does Gemlane charge a fee?', body: 'No.' },
          ],
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('At most 24 hours.')).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Payments'));
    await expect(await canvas.findByText('Does Gemlane charge a fee?')).toBeInTheDocument();
  },
};

export const Blog: Story = {
  render: () => (
    <BlogCard
      post={{
        blogId: 1,
        title: 'Welkin Moon or crystals?',
        summary: 'Which gives more.',
        cover: GAMES[0]!.logo,
        author: 'Gemlane',
        tags: ['genshin'],
        publishedAt: '2025-03-14T00:00:00.000Z',
        gameZonePath: null,
      }}
    />
  ),
};

export const Static: Story = {
  render: () => <StaticPage title="Terms of Service" paragraphs={['First.', 'Second.']} />,
};
