import { getDefaultConfig, setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { afterEach, describe, expect, it } from 'vitest';
import { applyKitLocale, loadKitLocale } from './kit-locale.ts';

const initial = getDefaultConfig();
afterEach(() => setDefaultConfig(initial));

describe("antd-mobile's own texts follow the storefront language", () => {
  it('loads the kit locale of each language, English for the rest', async () => {
    expect((await loadKitLocale('de')).locale).toBe('de-DE');
    expect((await loadKitLocale('zh')).common.confirm).toBe('确定');
    expect((await loadKitLocale('ja')).locale).toBe('ja-JP');
    expect((await loadKitLocale('en')).locale).toBe('en');
    expect((await loadKitLocale('xx')).locale).toBe('en');
  });

  it("makes the language's locale the kit's default config", async () => {
    await applyKitLocale('ru');
    expect(getDefaultConfig().locale).toBe(await loadKitLocale('ru'));
    await applyKitLocale('zh');
    expect(getDefaultConfig().locale.common.confirm).toBe('确定');
  });

  it('leaves the default alone for English and unknown codes', async () => {
    await applyKitLocale('en');
    await applyKitLocale('xx');
    expect(getDefaultConfig()).toBe(initial);
  });
});
