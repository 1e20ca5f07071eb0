// Every seed text English has exists in every other language, keeps its placeholders, and differs
// from English unless it is a name or a word that language shares with English.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@gemlane/contract';
import { onlyNames } from '../names.ts';
import { SAME_AS_ENGLISH, SEED_TEXTS } from './index.ts';
import { seedTextSources } from './source.ts';

const TRANSLATED = LANGUAGE_CODES.filter((l) => l !== DEFAULT_LANGUAGE);
const placeholders = (s: string) => (s.match(/\{\{[^}]+\}\}/g) ?? []).sort();
const sources = seedTextSources();

describe('seed texts (catalogue words, banners, activities, messages, payment channels)', () => {
  it('lists the texts the seed shows, names excluded', () => {
    expect(sources.length).toBeGreaterThan(90);
    expect(sources).toContain('Best value');
    expect(sources).toContain('America');
    expect(sources).not.toContain('Genesis Crystals');
  });

  it('exist for exactly the nine languages besides English', () => {
    expect(Object.keys(SEED_TEXTS).sort()).toEqual([...TRANSLATED].sort());
  });

  describe.each(TRANSLATED)('%s', (lng) => {
    const texts = SEED_TEXTS[lng as keyof typeof SEED_TEXTS];
    const same = SAME_AS_ENGLISH[lng] ?? [];

    it('has every English text, and nothing English lacks', () => {
      expect(sources.filter((en) => !texts[en]?.trim())).toEqual([]);
      expect(Object.keys(texts).filter((k) => !sources.includes(k))).toEqual([]);
    });

    it('keeps the placeholders of English', () => {
      const wrong = sources.filter(
        (en) => texts[en] && placeholders(texts[en]).join() !== placeholders(en).join(),
      );
      expect(wrong).toEqual([]);
    });

    it('translates every text that is not a name', () => {
      const untranslated = sources.filter(
        (en) => texts[en] === en && !onlyNames(en, same) && !/^[{}\w\s+]*$/.test(en),
      );
      expect(untranslated).toEqual([]);
    });
  });
});
