// Server messages: looked up once per language, key and values, and always the right text.
import { describe, expect, it } from 'vitest';
import { t } from './i18n.ts';

describe('server messages', () => {
  it('fill in the values given each time, in the language asked', () => {
    const wait = (lng: 'en' | 'de', seconds: number) =>
      t(lng, 'errors.tooManyRequests', { seconds });
    expect(wait('en', 42)).toContain('42');
    expect(wait('en', 42)).toBe(wait('en', 42));
    expect(wait('en', 7)).toContain('7');
    expect(wait('en', 7)).not.toBe(wait('en', 42));
    expect(wait('de', 42)).toContain('42');
    expect(wait('de', 42)).not.toBe(wait('en', 42));
  });

  it('stay right when more distinct values come than the memo keeps', () => {
    for (let seconds = 0; seconds < 12_000; seconds += 1)
      expect(t('en', 'errors.tooManyRequests', { seconds })).toContain(String(seconds));
    expect(t('en', 'common.success')).not.toBe('common.success');
  });
});
