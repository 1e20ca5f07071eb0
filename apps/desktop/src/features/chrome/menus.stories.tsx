import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageCurrencyPanel } from '../../components/language-currency-panel.tsx';
import { GAMES, USER } from '@gemlane/stores/testing/fixtures';
import { GamesMenu } from './games-menu.tsx';
import { UserMenuPanel } from './user-menu-panel.tsx';

const meta = {
  title: 'Features/Chrome/Menus',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Games: Story = {
  render: () => <GamesMenu hotGames={GAMES.slice(0, 8)} allGames={GAMES} />,
};
export const GamesLoading: Story = {
  render: () => <GamesMenu hotGames={[]} allGames={[]} loading />,
};
export const GamesEmpty: Story = { render: () => <GamesMenu hotGames={[]} allGames={[]} /> };

export const User: Story = {
  render: () => <UserMenuPanel user={USER} onLogout={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /2\s*Processing orders/ })).toHaveAttribute(
      'href',
      '/orderList?status=processing',
    );
    await expect(canvas.getByRole('link', { name: /3\s*Available coupons/ })).toHaveAttribute(
      'href',
      '/coupon',
    );
  },
};
export const UserLoading: Story = { render: () => <UserMenuPanel user={null} onLogout={fn()} /> };

export const LanguageAndCurrency: Story = {
  render: () => {
    const onChange = fn();
    const onConfirm = fn();
    return (
      <LanguageCurrencyPanel
        languages={[
          { value: 'en', name: 'English', abbreviation: 'EN' },
          { value: 'de', name: 'Deutsch', abbreviation: 'DE' },
        ]}
        currencies={[
          { value: 'USD', name: 'US Dollar', symbol: '$' },
          { value: 'EUR', name: 'Euro', symbol: '€' },
        ]}
        value={{ language: 'en', currency: 'USD' }}
        onChange={onChange}
        onConfirm={onConfirm}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Deutsch'));
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  },
};
