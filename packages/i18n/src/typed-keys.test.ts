// Keys are typed from English: the @ts-expect-error lines fail `tsc` if a typo ever type-checks.
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n.ts';
import { translate } from './server.ts';
import type { ServerTranslationKey, TranslationKey } from './types.ts';

describe('typed keys', () => {
  it('accepts English keys and rejects unknown ones at compile time', async () => {
    const { i18n, initI18n } = createI18n();
    await initI18n({ search: '', storage: null });
    expect(i18n.t('emailSubscribe.invalidEmail')).toBe('Please enter a valid email address');
    // @ts-expect-error unknown key
    expect(i18n.t('typo.key')).toBe('typo.key');
    // @ts-expect-error unknown key on the server translator
    expect(translate('en', 'errors.noSuchMessage')).toBe('errors.noSuchMessage');
    // @ts-expect-error server-only sections are not in the browser packs
    expect(i18n.t('server.errors.systemError')).toBe('server.errors.systemError');
    const serverKey: ServerTranslationKey = 'errors.loginFailed';
    expect(translate('en', serverKey)).toBe('Login failed');
    const plural: TranslationKey = 'coupon.availableCount';
    expect(translate('en', plural, { count: 2 })).toBe('2 coupons available');
  });
});
