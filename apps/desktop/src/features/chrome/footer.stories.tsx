import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GAMES } from '@gemlane/stores/testing/fixtures';
import { Footer } from './footer.tsx';
import { LanguageSuggestPopup } from './language-suggest-popup.tsx';
import { NewsletterBlock } from './newsletter-block.tsx';

const newsletter = {
  status: 'initial' as const,
  email: '',
  sendLooksDisabled: true,
  onEmailChange: fn(),
  onBlur: fn(),
  onSend: fn(),
  onUnsubscribe: fn(),
};

const meta = {
  title: 'Features/Chrome/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { games: GAMES.slice(0, 8), newsletter },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Five game links, terms and privacy, copyright 2025, the support link outside the app.
    await expect(
      within(canvas.getByRole('navigation', { name: 'Popular games' })).getAllByRole('link'),
    ).toHaveLength(5);
    await expect(canvas.getByText('© 2025 Gemlane. All rights reserved.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Support' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('img', { name: 'Visa' })).toBeInTheDocument();
  },
};

export const InApp: Story = {
  args: { inApp: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      '/myCustomer',
    );
  },
};

export const NewsletterError: Story = {
  render: () => (
    <NewsletterBlock {...newsletter} status="error" email="not-an-email" sendLooksDisabled />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Please enter a valid email address',
    );
  },
};

export const NewsletterSent: Story = {
  render: () => (
    <NewsletterBlock
      {...newsletter}
      status="sent"
      email="fan@example.com"
      sendLooksDisabled={false}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('check your e-mail');
  },
};

export const NewsletterSending: Story = {
  render: () => (
    <NewsletterBlock {...newsletter} email="fan@example.com" sendLooksDisabled={false} sending />
  ),
};

export const NewsletterSubscribed: Story = {
  render: () => (
    <NewsletterBlock
      {...newsletter}
      status="subscribed"
      email="fan@example.com"
      sendLooksDisabled
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Subscribed as fan@example.com')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    // Unsubscribe asks first, in the generic dialog.
    await expect(await within(document.body).findByRole('dialog')).toHaveTextContent(
      'Unsubscribe from the newsletter?',
    );
  },
};

export const LanguageSuggestion: Story = {
  render: () => (
    <LanguageSuggestPopup
      data={{
        suggest: { value: 'de', name: 'Deutsch', abbreviation: 'DE' },
        suggestTips: 'Would you like to view Gemlane in Deutsch?',
        continueTips: 'Continue in English',
        switchTips: 'Switch to Deutsch',
      }}
      rightOffset={100}
      onContinue={fn()}
      onSwitch={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog');
    await expect(dialog).toHaveStyle({ right: '100px' });
    await expect(
      within(dialog).getByRole('button', { name: 'Switch to Deutsch' }),
    ).toBeInTheDocument();
  },
};
