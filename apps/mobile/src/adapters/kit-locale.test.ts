import { describe, expect, it } from 'vitest';
import { DEFAULT_KIT_LOCALE, loadKitLocale } from './kit-locale.ts';

describe("antd-mobile's own texts follow the storefront language", () => {
  it('loads the kit locale of each language, English for the rest', async () => {
    expect((await loadKitLocale('de')).locale).toBe('de-DE');
    expect((await loadKitLocale('zh')).common.confirm).toBe('确定');
    expect((await loadKitLocale('ja')).locale).toBe('ja-JP');
    expect(await loadKitLocale('en')).toBe(DEFAULT_KIT_LOCALE);
    expect(await loadKitLocale('xx')).toBe(DEFAULT_KIT_LOCALE);
  });
});
