// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n.ts';
import { I18nextProvider, useTranslation } from './index.ts';

function SubscribeBox() {
  const { t } = useTranslation();
  return (
    <div>
      <p>{t('emailSubscribe.subscribeDesc')}</p>
      <button type="button">{t('emailSubscribe.send')}</button>
      <span>{t('languagePopup.switchTips', { language: 'Deutsch' })}</span>
    </div>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useTranslation in a component', () => {
  it('renders English and re-renders in the new language after a switch', async () => {
    const { i18n, initI18n, changeLanguage } = createI18n();
    await initI18n({ search: '', storage: null });
    render(
      <I18nextProvider i18n={i18n}>
        <SubscribeBox />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('Subscribe');
    expect(screen.getByText('Switch to Deutsch')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');

    await act(() => changeLanguage('de'));
    expect(screen.getByRole('button').textContent).toBe('Abonnieren');
    expect(screen.getByText('Zu Deutsch wechseln')).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
  });

  it('keeps the rendered language when the next pack cannot be fetched', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { i18n, initI18n, changeLanguage } = createI18n({
      loadPack: async (lng) => {
        if (lng === 'fr') throw new TypeError('Failed to fetch dynamically imported module');
        return { emailSubscribe: { send: 'Berlangganan' } };
      },
    });
    await initI18n({ language: 'id', search: '', storage: null });
    render(
      <I18nextProvider i18n={i18n}>
        <SubscribeBox />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('Berlangganan');
    await act(() => changeLanguage('fr'));
    expect(screen.getByRole('button').textContent).toBe('Berlangganan');
    expect(document.documentElement.lang).toBe('id');
    expect(error).toHaveBeenCalledOnce();
  });
});
