// Game search that forgives what gamers type: case, accents and punctuation ("honkai-star",
// "HONKAI: star"), word order ("star honkai"), words typed in part ("honk sta"), the initials of
// the name ("mlbb", "hsr") and each game's aliases (db/seed/game-aliases.ts: "genshin", "pubgm").
import { GAME_ALIASES } from '../db/seed/game-aliases.ts';

/** Lower case without accents; every run of punctuation or spaces becomes one space. */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const wordsOf = (text: string) => normaliseSearch(text).split(' ').filter(Boolean);
const compact = (text: string) => normaliseSearch(text).replace(/ /g, '');
/** "Mobile Legends: Bang Bang" -> "mlbb"; "Honkai Impact 3rd" -> "hi3". */
const initialsOf = (text: string) =>
  wordsOf(text)
    .map((w) => (/^\p{N}/u.test(w) ? (/^\p{N}+/u.exec(w)?.[0] ?? '') : w[0]))
    .join('');

export interface SearchableGame {
  slug: string;
  name: string;
}

/**
 * How well `query` names the game, best first; null when it does not. 0: the name, an alias or
 * the initials start with the whole text; 1: every typed word starts a word of the name or an
 * alias, in any order; 2: the text appears inside the name.
 */
export function searchRank(game: SearchableGame, query: string): 0 | 1 | 2 | null {
  const words = wordsOf(query);
  const whole = compact(query);
  if (!whole) return null;
  const aliases = GAME_ALIASES[game.slug] ?? [];
  const starts = [compact(game.name), initialsOf(game.name), ...aliases.map(compact)];
  if (starts.some((s) => s.startsWith(whole))) return 0;
  const known = [...wordsOf(game.name), ...aliases.flatMap(wordsOf)];
  if (words.every((w) => known.some((k) => k.startsWith(w)))) return 1;
  if (compact(game.name).includes(whole)) return 2;
  return null;
}

/** The games `query` names, best first, in their given order within a rank. */
export function searchGames<T>(
  games: readonly T[],
  query: string,
  toSearchable: (game: T) => SearchableGame,
): T[] {
  return games
    .map((game, i) => ({ game, i, rank: searchRank(toSearchable(game), query) }))
    .filter((hit) => hit.rank !== null)
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0) || a.i - b.i)
    .map((hit) => hit.game);
}

/** The words of `query` to mark in a found name (longest first, so "star" wins over "s"). */
export function highlightTerms(query: string): string[] {
  const literal = query.trim();
  const words = query
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  return [literal, ...words].filter((w, i, all) => w && all.indexOf(w) === i);
}
