// Names that stay as written in every language: the brand, the games, their publishers and the
// games' own product names. Everything else the API answers is translated.
import { GAME_SEED } from '../games.ts';

/** The games' own names for their currencies and passes, as the games print them worldwide. */
export const PRODUCT_NAMES = [
  'Genesis Crystals',
  'Blessing of the Welkin Moon',
  'Twilight Pass',
  'UC',
  'Royale Pass',
  'Oneiric Shards',
  'Express Supply Pass',
  'Monochrome',
  'Inter-Knot Membership',
  'Lunite',
  'Lunite Subscription',
  'B-Chips',
  'Tanium',
  'Nyan Berries',
  'Black Cards',
  'CP',
  'Biocaps',
  'FC Points',
  'eFootball Coins',
  'VP',
  'RP',
  'Robux',
  'Runestones',
  'Gold Pass',
  'Pass Royale',
  'Brawl Pass',
  // the games' own word for the player ID
  'UID',
] as const;

export const BRAND_AND_GAME_NAMES: readonly string[] = [
  'Gemlane',
  ...new Set(GAME_SEED.flatMap((g) => [g.name, g.publisher])),
  ...PRODUCT_NAMES,
];

const byLength = [...BRAND_AND_GAME_NAMES].sort((a, b) => b.length - a.length);

/**
 * True when `text` holds nothing but these names (and the `extra` words), numbers and punctuation:
 * "PUBG Mobile UC", "6.480 + 1.600 Genesis Crystals".
 */
export function onlyNames(text: string, extra: readonly string[] = []): boolean {
  let rest = text;
  const words = extra.length
    ? [...byLength, ...extra].sort((a, b) => b.length - a.length)
    : byLength;
  for (const name of words) rest = rest.split(name).join(' ');
  return !/\p{L}/u.test(rest);
}
