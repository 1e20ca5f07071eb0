// The seed's translations cover every seeded help article and blog post in every language but
// English, and keep what must not change in translation: numbers, prices and names.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@gemlane/contract';
import { BLOG_SEED, HELP_SEED } from '../content.ts';
import { CONTENT_TRANSLATIONS, joinParagraphs } from './index.ts';

/** The store's languages (the i18n package's list), so a language added there needs text here. */
const TRANSLATED = LANGUAGE_CODES.filter((l) => l !== DEFAULT_LANGUAGE);

/** Names of games, products, bank codes and the brand: kept as written in English. */
const KEPT_NAMES = [
  'Gemlane',
  'Genesis Crystals',
  'Welkin Moon',
  'Primogems',
  'UC',
  'Royale Pass',
  'Express Supply Pass',
  'Oneiric Shards',
  'Stellar Jade',
  'Monochrome',
  'Polychrome',
  'Inter-Knot Membership',
  'Genshin Impact',
  'Honkai: Star Rail',
  'Zenless Zone Zero',
  'Mobile Legends',
  'PUBG Mobile',
  'Do Not Honor',
  'Suspected Fraud',
  'User ID',
  'Server ID',
  'UID',
  ...['PNG', 'JPEG', 'GIF', 'WebP'],
  ...['USD', 'EUR', 'GBP', 'JPY', 'IDR', 'VND', 'THB', 'MYR', 'PHP', 'RUB', 'CNY', 'BRL', 'KRW'],
];

/**
 * The numbers of a text as digit strings, whatever the locale's separators: 3,000 = 3.000 =
 * 3 000 (no-break space) = 3000 and 4.5 = 4,5 = 45, so a translation may format but not change them.
 */
function numbersOf(text: string): string[] {
  return (text.match(/\d(?:[\d.,\u00a0\u202f]*\d)?/g) ?? []).map((n) => n.replace(/\D/g, ''));
}

const paragraphs = (body: string) => body.split('\n\n');

describe('seed translations of help articles and blog posts', () => {
  it('exist for exactly the nine languages besides English', () => {
    expect(TRANSLATED).toHaveLength(9);
    expect(Object.keys(CONTENT_TRANSLATIONS).sort()).toEqual([...TRANSLATED].sort());
  });

  describe.each(TRANSLATED)('%s', (lng) => {
    const content = CONTENT_TRANSLATIONS[lng as keyof typeof CONTENT_TRANSLATIONS];

    it('covers every seeded article and post, and nothing else', () => {
      expect(Object.keys(content?.help ?? {}).sort()).toEqual(HELP_SEED.map((h) => h.slug).sort());
      expect(Object.keys(content?.blog ?? {}).sort()).toEqual(BLOG_SEED.map((b) => b.slug).sort());
    });

    it.each(HELP_SEED)('help $slug: translated, same paragraphs, numbers and names', (en) => {
      const tr = content?.help[en.slug];
      expect(tr?.title.trim()).toBeTruthy();
      expect(tr?.body.every((p) => p.trim().length > 0)).toBe(true);
      const body = joinParagraphs(tr?.body ?? []);
      expect(body).not.toBe(en.body);
      expect(tr?.body).toHaveLength(paragraphs(en.body).length);
      for (const [english, translated] of [
        [en.title, tr?.title ?? ''],
        [en.body, body],
      ] as const) {
        expect(numbersOf(translated)).toEqual(expect.arrayContaining(numbersOf(english)));
        for (const name of KEPT_NAMES.filter((n) => english.includes(n)))
          expect(translated).toContain(name);
      }
    });

    it.each(BLOG_SEED)('blog $slug: translated, same paragraphs, numbers and names', (en) => {
      const tr = content?.blog[en.slug];
      expect(tr?.title.trim()).toBeTruthy();
      expect(tr?.summary.trim()).toBeTruthy();
      expect(tr?.body.every((p) => p.trim().length > 0)).toBe(true);
      const body = joinParagraphs(tr?.body ?? []);
      expect(body).not.toBe(en.body);
      expect(tr?.title).not.toBe(en.title);
      expect(tr?.body).toHaveLength(paragraphs(en.body).length);
      for (const [english, translated] of [
        [en.title, tr?.title ?? ''],
        [en.summary, tr?.summary ?? ''],
        [en.body, body],
      ] as const) {
        expect(numbersOf(translated)).toEqual(expect.arrayContaining(numbersOf(english)));
        for (const name of KEPT_NAMES.filter((n) => english.includes(n)))
          expect(translated).toContain(name);
      }
    });
  });
});
