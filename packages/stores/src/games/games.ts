// The game model (docs/product.md §3): the five lists, the categories loaded at start, and the
// current game persisted under `gameZoneCurrentGame`.
import type { Category, Game, GameModelLists } from '@gemlane/contract';
import { atom } from 'jotai/vanilla';
import { requireApi } from '../api.ts';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { isRecord, jsonStorage, persistentAtom } from '../storage.ts';
import { keepIfSame } from '../load/same-data.ts';

export const HOT_GAME_LIMIT = 8;

export const EMPTY_GAME_MODEL: GameModelLists = {
  hotGame: [],
  newGame: [],
  allGame: [],
  directCharge: [],
  proxyCharge: [],
};

export const gameModelAtom = atom<GameModelLists>(EMPTY_GAME_MODEL);
export const gameCategoriesAtom = atom<Category[]>([]);

/** Up to 8 hot games, ranked 1 to 8 (docs/product.md §2, the Games popover). */
export const rankedHotGamesAtom = atom((get) =>
  [...get(gameModelAtom).hotGame]
    .sort((a, b) => (a.hotRank ?? Infinity) - (b.hotRank ?? Infinity))
    .slice(0, HOT_GAME_LIMIT)
    .map((game, index) => ({ rank: index + 1, game })),
);

/** The fields a stored game must have to be used again (older or foreign values are dropped). */
export type StoredGame = Pick<
  Game,
  'gameId' | 'gameName' | 'logo' | 'gameZonePath' | 'gameConfigId'
> &
  Partial<Game>;

function isStoredGame(v: unknown): v is StoredGame {
  return (
    isRecord(v) &&
    typeof v.gameId === 'number' &&
    typeof v.gameName === 'string' &&
    typeof v.logo === 'string' &&
    typeof v.gameZonePath === 'string' &&
    typeof v.gameConfigId === 'number'
  );
}

export const currentGameAtom = persistentAtom<StoredGame | null>(
  STORAGE_KEYS.gameZoneCurrentGame,
  jsonStorage<StoredGame>(isStoredGame),
  null,
);

/** Selecting a game stores it as the current game. */
export const selectGameAtom = atom(null, (_get, set, game: StoredGame) => {
  const { highlight: _highlight, ...rest } = game;
  set(currentGameAtom, rest);
});

/** The game list has answered (either way): until then pages keep the hot games' place (no layout shift). */
export const gameModelSettledAtom = atom(false);

export const loadGameModelAtom = atom(null, async (get, set) => {
  try {
    const lists = await requireApi(get).gameList();
    set(gameModelAtom, (held) => keepIfSame(held, lists));
    return lists;
  } finally {
    set(gameModelSettledAtom, true);
  }
});

export const loadGameCategoriesAtom = atom(null, async (get, set) => {
  const categories = await requireApi(get).gameListByClassify();
  set(gameCategoriesAtom, (held) => keepIfSame(held, categories));
  return categories;
});
