import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { LanguagePopup } from './language-popup.tsx';

const meta = {
  title: 'Components/LanguagePopup',
  component: LanguagePopup,
  args: {
    visible: true,
    suggestTips: 'Diese Seite ist auch auf Deutsch verfügbar. Möchtest du wechseln?',
    continueTips: 'Weiter auf English',
    switchTips: 'Zu Deutsch wechseln',
    onContinue: fn(),
    onSwitch: fn(),
  },
} satisfies Meta<typeof LanguagePopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Zu Deutsch wechseln' }));
    await expect(args.onSwitch).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Weiter auf English' }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { visible: false },
  play: async () => {
    await expect(
      screen.queryByRole('button', { name: 'Zu Deutsch wechseln' }),
    ).not.toBeInTheDocument();
  },
};
