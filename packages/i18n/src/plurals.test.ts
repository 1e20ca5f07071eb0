// Counts read naturally in every language: "Invite 1 friend", never "Invite 1 friends".
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n.ts';
import { loadLanguagePack } from './packs/loaders.ts';

const noStorage = { search: '', storage: null };

describe('plural keys follow each language rules', () => {
  it.each([
    ['en', 1, 'Invite 1 friend'],
    ['en', 3, 'Invite 3 friends'],
    ['de', 1, 'Lade 1 Freund ein'],
    ['de', 5, 'Lade 5 Freunde ein'],
    ['ru', 1, 'Пригласите 1 друга'],
    ['ru', 3, 'Пригласите 3 друга'],
    ['ru', 5, 'Пригласите 5 друзей'],
    ['ja', 1, '友達を1人招待'],
  ] as const)('%s, %i', async (lng, count, text) => {
    const { i18n, initI18n } = createI18n({ loadPack: loadLanguagePack });
    await initI18n({ ...noStorage, language: lng });
    expect(i18n.t('account.rewardInvites', { count })).toBe(text);
  });
});
