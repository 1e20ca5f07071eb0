import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n.ts';
import { LANGUAGE_CODES, type LanguageCode } from './languages.ts';
import { loadLanguagePack } from './packs/loaders.ts';
import { SERVER_ONLY_SECTIONS, type LanguagePack } from './sections.ts';

const noStorage = { search: '', storage: null };

function fakePack(word: string): LanguagePack {
  return { errors: { loginFailed: word } };
}

/** A loader whose packs resolve only when the test says so. */
function deferredLoader() {
  const pending = new Map<LanguageCode, (pack: LanguagePack) => void>();
  const loadPack = vi.fn(
    (lng: LanguageCode) => new Promise<LanguagePack>((resolve) => pending.set(lng, resolve)),
  );
  return { loadPack, resolve: (lng: LanguageCode, pack: LanguagePack) => pending.get(lng)?.(pack) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('initI18n', () => {
  it('starts in English with the bundled pack when nothing asks for another language', async () => {
    const loadPack = vi.fn();
    const { i18n, initI18n } = createI18n({ loadPack });
    await expect(initI18n(noStorage)).resolves.toBe('en');
    expect(i18n.t('errors.loginFailed')).toBe('Login failed');
    expect(loadPack).not.toHaveBeenCalled();
  });

  it('follows the lang URL parameter and loads that pack as a static file', async () => {
    const { i18n, initI18n } = createI18n();
    await expect(initI18n({ search: '?lang=de', storage: null })).resolves.toBe('de');
    expect(i18n.language).toBe('de');
    expect(i18n.t('errors.loginFailed')).toBe('Anmeldung fehlgeschlagen');
  });

  it('follows the stored language_setting when the URL has no lang', async () => {
    const loadPack = vi.fn(async () => fakePack('stored'));
    const { i18n, initI18n } = createI18n({ loadPack });
    const storage = {
      getItem: (k: string) => (k === 'language_setting' ? '{"language":{"value":"ru"}}' : null),
    };
    await expect(initI18n({ search: '?partner=p', storage })).resolves.toBe('ru');
    expect(loadPack).toHaveBeenCalledWith('ru');
    expect(i18n.t('errors.loginFailed')).toBe('stored');
  });

  it('falls back to English text for keys a pack lacks', async () => {
    const { i18n, initI18n } = createI18n({ loadPack: async () => fakePack('x') });
    await initI18n({ language: 'fr', search: '', storage: null });
    expect(i18n.t('errors.systemError')).toBe('System Error');
  });

  it('stays in English and logs when the first pack fails to load', async () => {
    const logError = vi.fn();
    const { i18n, initI18n } = createI18n({
      loadPack: () => Promise.reject(new Error('chunk')),
      logError,
    });
    await expect(initI18n({ search: '?lang=th', storage: null })).resolves.toBe('en');
    expect(i18n.t('errors.loginFailed')).toBe('Login failed');
    expect(logError).toHaveBeenCalledOnce();
  });
});

describe('changeLanguage', () => {
  it('keeps the previous language and logs with console.error when a pack fails to load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('Failed to fetch dynamically imported module');
    const loadPack = vi.fn(async (lng: LanguageCode) => {
      if (lng === 'ja') throw failure;
      return fakePack(`login-${lng}`);
    });
    const { i18n, initI18n, changeLanguage } = createI18n({ loadPack });
    await initI18n({ language: 'vi', search: '', storage: null });

    await expect(changeLanguage('ja')).resolves.toBe('vi');
    expect(i18n.language).toBe('vi');
    expect(i18n.t('errors.loginFailed')).toBe('login-vi');
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toMatch(/"ja".*keeping "vi"/);
    expect(error.mock.calls[0]?.[1]).toBe(failure);

    // A later attempt tries again: the failure was not cached.
    loadPack.mockImplementationOnce(async () => fakePack('login-ja'));
    await expect(changeLanguage('ja')).resolves.toBe('ja');
    expect(i18n.t('errors.loginFailed')).toBe('login-ja');
  });

  it('treats unsupported codes as English and accepts region variants', async () => {
    const loadPack = vi.fn(async () => fakePack('中文'));
    const { i18n, initI18n, changeLanguage } = createI18n({ loadPack });
    await initI18n({ language: 'zh-CN', search: '', storage: null });
    expect(i18n.language).toBe('zh');
    await expect(changeLanguage('pt-BR')).resolves.toBe('en');
    expect(i18n.t('errors.loginFailed')).toBe('Login failed');
  });

  it('loads each pack once and switches back without fetching again', async () => {
    const loadPack = vi.fn(async (lng: LanguageCode) => fakePack(lng));
    const { initI18n, changeLanguage } = createI18n({ loadPack });
    await initI18n(noStorage);
    await changeLanguage('de');
    await changeLanguage('en');
    await changeLanguage('de');
    expect(loadPack).toHaveBeenCalledTimes(1);
  });

  it('lets the last request win when switches overlap', async () => {
    const { loadPack, resolve } = deferredLoader();
    const { i18n, initI18n, changeLanguage } = createI18n({ loadPack });
    await initI18n(noStorage);
    const first = changeLanguage('de');
    const second = changeLanguage('fr');
    resolve('fr', fakePack('fr'));
    await expect(second).resolves.toBe('fr');
    resolve('de', fakePack('de'));
    await expect(first).resolves.toBe('fr');
    expect(i18n.language).toBe('fr');
  });

  it('initialises on demand when called before initI18n', async () => {
    const { i18n, changeLanguage } = createI18n({ loadPack: async () => fakePack('ms') });
    await expect(changeLanguage('ms')).resolves.toBe('ms');
    expect(i18n.isInitialized).toBe(true);
  });
});

describe('the per-language static packs', () => {
  const root = new URL('../locales/', import.meta.url);

  it.each(LANGUAGE_CODES.filter((l) => l !== 'en'))(
    '%s merges every section file of its folder',
    async (lng) => {
      const serverOnly = SERVER_ONLY_SECTIONS.map((s) => `${s}.json`);
      const files = readdirSync(new URL(`${lng}/`, root)).filter(
        (f) => f.endsWith('.json') && !serverOnly.includes(f),
      );
      const expected = Object.fromEntries(
        files.map((f) => [
          f.slice(0, -5),
          JSON.parse(readFileSync(new URL(`${lng}/${f}`, root), 'utf8')),
        ]),
      );
      await expect(loadLanguagePack(lng)).resolves.toEqual(expected);
    },
  );
});
