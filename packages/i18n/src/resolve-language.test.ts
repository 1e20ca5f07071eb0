import { describe, expect, it } from 'vitest';
import { readStoredLanguage, resolveLanguage, type StorageLike } from './resolve-language.ts';

function storage(entries: Record<string, string>): StorageLike {
  return { getItem: (key) => entries[key] ?? null };
}

const setting = (value: string) =>
  JSON.stringify({ language: { value }, currency: { value: 'EUR' } });

describe('resolveLanguage: lang URL parameter, stored setting, en', () => {
  it('takes the lang URL parameter over everything stored', () => {
    expect(
      resolveLanguage('?lang=ja', storage({ language_setting: setting('de'), lang: 'fr' })),
    ).toBe('ja');
  });

  it('reads the parameter from URLSearchParams and among other parameters', () => {
    expect(resolveLanguage(new URLSearchParams('partner=x&lang=th'), null)).toBe('th');
    expect(resolveLanguage('utm_source=ad&lang=vi', null)).toBe('vi');
  });

  it('uses the stored language_setting without a parameter', () => {
    expect(resolveLanguage('', storage({ language_setting: setting('ru'), lang: 'fr' }))).toBe(
      'ru',
    );
  });

  it('uses the plain lang key when there is no setting object', () => {
    expect(resolveLanguage('?other=1', storage({ lang: 'ms' }))).toBe('ms');
  });

  it('ends on en with nothing given', () => {
    expect(resolveLanguage('', storage({}))).toBe('en');
    expect(resolveLanguage(null, null)).toBe('en');
    expect(resolveLanguage(undefined, undefined)).toBe('en');
  });

  it('skips unsupported codes: an unknown parameter falls to the stored setting, then to en', () => {
    expect(resolveLanguage('?lang=pt', storage({ language_setting: setting('id') }))).toBe('id');
    expect(resolveLanguage('?lang=pt', storage({}))).toBe('en');
    expect(
      resolveLanguage('?lang=', storage({ language_setting: setting('xx'), lang: 'klingon' })),
    ).toBe('en');
  });

  it('accepts region and case variants of supported codes', () => {
    expect(resolveLanguage('?lang=zh-CN', null)).toBe('zh');
    expect(resolveLanguage('?lang=ZH_tw', null)).toBe('zh');
    expect(resolveLanguage('', storage({ lang: 'ja-JP' }))).toBe('ja');
    expect(resolveLanguage('?lang=DE', null)).toBe('de');
  });
});

describe('readStoredLanguage', () => {
  it('ignores a corrupt or foreign setting and falls back to the plain key', () => {
    expect(readStoredLanguage(storage({ language_setting: '{not json', lang: 'de' }))).toBe('de');
    expect(readStoredLanguage(storage({ language_setting: '"de"', lang: 'fr' }))).toBe('fr');
    expect(readStoredLanguage(storage({ language_setting: 'null' }))).toBeUndefined();
    expect(
      readStoredLanguage(storage({ language_setting: JSON.stringify({ language: { value: 7 } }) })),
    ).toBeUndefined();
  });

  it('survives a storage that throws (blocked storage in private mode)', () => {
    const blocked: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readStoredLanguage(blocked)).toBeUndefined();
    expect(resolveLanguage('?lang=fr', blocked)).toBe('fr');
    expect(resolveLanguage('', blocked)).toBe('en');
  });
});
