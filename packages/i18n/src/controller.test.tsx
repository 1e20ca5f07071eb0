// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nController } from './controller.ts';
import { I18nextProvider, useTranslation } from './index.ts';
import type { LanguagePack } from './sections.ts';

const noStorage = { search: '', storage: null };
// A fresh object each time: i18next merges added sections into the bundled one.
const bundled = (): LanguagePack => ({ common: { confirm: 'Confirm' } });
const rest: LanguagePack = {
  common: { confirm: 'overwritten?' },
  order: { copyOrderId: 'Copy order number' },
};

/** A loader of the rest of English that resolves only when the test says so. */
function deferredRest() {
  let resolve: (pack: LanguagePack) => void = () => undefined;
  const loadRest = vi.fn(() => new Promise<LanguagePack>((r) => (resolve = r)));
  return { loadRest, resolve: (pack: LanguagePack) => resolve(pack) };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('English split into bundled sections and the rest', () => {
  it('translates bundled sections at once and loads the rest only when asked', async () => {
    const loadRest = vi.fn(async () => rest);
    const { i18n, initI18n, loadFullEnglish } = createI18nController({
      english: { bundled: bundled(), loadRest },
    });
    await initI18n(noStorage);
    expect(i18n.t('common.confirm')).toBe('Confirm');
    expect(loadRest).not.toHaveBeenCalled();

    await loadFullEnglish();
    await loadFullEnglish();
    expect(loadRest).toHaveBeenCalledOnce();
    expect(i18n.t('order.copyOrderId')).toBe('Copy order number');
    // What was bundled stays as it was.
    expect(i18n.t('common.confirm')).toBe('Confirm');
  });

  it('starts loading the rest when a key of a missing section is asked for', async () => {
    const { loadRest, resolve } = deferredRest();
    const { i18n, initI18n, loadFullEnglish } = createI18nController({
      english: { bundled: bundled(), loadRest },
    });
    await initI18n(noStorage);
    i18n.t('order.copyOrderId');
    expect(loadRest).toHaveBeenCalledOnce();
    resolve(rest);
    await loadFullEnglish();
    expect(i18n.t('order.copyOrderId')).toBe('Copy order number');
    expect(loadRest).toHaveBeenCalledOnce();
  });

  it('logs a failed load and tries again on the next call', async () => {
    const logError = vi.fn();
    const loadRest = vi
      .fn<() => Promise<LanguagePack>>()
      .mockRejectedValueOnce(new Error('chunk'))
      .mockResolvedValueOnce(rest);
    const { i18n, initI18n, loadFullEnglish } = createI18nController({
      english: { bundled: bundled(), loadRest },
      logError,
    });
    await initI18n(noStorage);
    await loadFullEnglish();
    expect(logError).toHaveBeenCalledOnce();
    await loadFullEnglish();
    expect(i18n.t('order.copyOrderId')).toBe('Copy order number');
    expect(loadRest).toHaveBeenCalledTimes(2);
  });

  it('resolves at once and never loads when English is bundled whole', async () => {
    const { initI18n, loadFullEnglish, i18n } = createI18nController({
      english: { bundled: bundled() },
    });
    await initI18n(noStorage);
    await expect(loadFullEnglish()).resolves.toBeUndefined();
    expect(i18n.t('common.confirm')).toBe('Confirm');
  });

  it('re-renders a component once the section it shows has arrived', async () => {
    const { loadRest, resolve } = deferredRest();
    const { i18n, initI18n, loadFullEnglish } = createI18nController({
      english: { bundled: bundled(), loadRest },
    });
    await initI18n(noStorage);
    function Orders() {
      const { t } = useTranslation();
      return <h1>{t('order.copyOrderId')}</h1>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Orders />
      </I18nextProvider>,
    );
    expect(loadRest).toHaveBeenCalledOnce();
    await act(async () => {
      resolve(rest);
      await loadFullEnglish();
    });
    expect(screen.getByRole('heading').textContent).toBe('Copy order number');
  });
});
