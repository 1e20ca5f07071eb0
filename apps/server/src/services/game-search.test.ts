import { describe, expect, it } from 'vitest';
import { GAME_SEED } from '../db/seed/games.ts';
import { GAME_ALIASES } from '../db/seed/game-aliases.ts';
import { highlightTerms, normaliseSearch, searchGames } from './game-search.ts';

const names = (query: string) =>
  searchGames(GAME_SEED, query, (g) => ({ slug: g.slug, name: g.name })).map((g) => g.name);

describe('game search', () => {
  it('forgives case, accents and punctuation', () => {
    expect(normaliseSearch('  Honkai:  STAR—Rail! ')).toBe('honkai star rail');
    expect(normaliseSearch('Pokémon')).toBe('pokemon');
    expect(names('honkai star')[0]).toBe('Honkai: Star Rail');
    expect(names('honkai-star')[0]).toBe('Honkai: Star Rail');
    expect(names('HONKAI: star rail')[0]).toBe('Honkai: Star Rail');
  });

  it('forgives word order and words typed in part', () => {
    expect(names('star honkai')).toEqual(['Honkai: Star Rail']);
    expect(names('legends bang')).toContain('Mobile Legends: Bang Bang');
    expect(names('clash roy')).toEqual(['Clash Royale']);
  });

  it('knows the initials and the aliases of each game', () => {
    expect(names('mlbb')[0]).toBe('Mobile Legends: Bang Bang');
    expect(names('MLBB')[0]).toBe('Mobile Legends: Bang Bang');
    expect(names('hsr')[0]).toBe('Honkai: Star Rail');
    expect(names('genshin')[0]).toBe('Genshin Impact');
    expect(names('pubgm')[0]).toBe('PUBG Mobile');
    expect(names('ff')[0]).toBe('Free Fire');
    expect(names('codm')[0]).toBe('Call of Duty: Mobile');
  });

  it('puts names starting with the text before names containing it', () => {
    expect(names('legends')).toEqual(
      expect.arrayContaining(['Mobile Legends: Bang Bang', 'League of Legends']),
    );
    expect(names('honkai').slice(0, 2).sort()).toEqual(['Honkai Impact 3rd', 'Honkai: Star Rail']);
  });

  it('finds nothing for text that names no game', () => {
    expect(names('zzqx')).toEqual([]);
    expect(names('<script>alert(1)</script>')).toEqual([]);
    expect(names('!!!')).toEqual([]);
  });

  it('has aliases only for seeded games', () => {
    const slugs = new Set(GAME_SEED.map((g) => g.slug));
    expect(Object.keys(GAME_ALIASES).filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('marks the literal text first, then each typed word', () => {
    expect(highlightTerms('oh!')).toEqual(['oh!', 'oh']);
    expect(highlightTerms('star honkai')).toEqual(['star honkai', 'honkai', 'star']);
  });
});
