import { createStore } from 'jotai/vanilla';
import { beforeEach, describe, expect, it } from 'vitest';
import { game, storeWithApi } from '../testing/fake-api.ts';
import {
  currentGameAtom,
  EMPTY_GAME_MODEL,
  gameCategoriesAtom,
  gameModelAtom,
  gameModelSettledAtom,
  loadGameCategoriesAtom,
  loadGameModelAtom,
  rankedHotGamesAtom,
  selectGameAtom,
} from './games.ts';

beforeEach(() => localStorage.clear());

describe('game model', () => {
  it('holds hotGame, newGame, allGame, directCharge and proxyCharge, empty at first', () => {
    expect(createStore().get(gameModelAtom)).toEqual(EMPTY_GAME_MODEL);
    expect(Object.keys(EMPTY_GAME_MODEL).sort()).toEqual([
      'allGame',
      'directCharge',
      'hotGame',
      'newGame',
      'proxyCharge',
    ]);
  });

  it('loads the lists and the categories from the server', async () => {
    const { store, api } = storeWithApi();
    const lists = { ...EMPTY_GAME_MODEL, allGame: [game(1), game(2)], directCharge: [game(1)] };
    api.gameList.mockResolvedValue(lists);
    api.gameListByClassify.mockResolvedValue([{ code: 'rpg', name: 'RPG', games: [game(1)] }]);
    await store.set(loadGameModelAtom);
    await store.set(loadGameCategoriesAtom);
    expect(store.get(gameModelAtom)).toEqual(lists);
    expect(store.get(gameCategoriesAtom)[0]?.games).toHaveLength(1);
  });

  it('keeps the lists it holds when a reload answers the same (nothing renders again)', async () => {
    const { store, api } = storeWithApi();
    api.gameList.mockImplementation(async () => ({ ...EMPTY_GAME_MODEL, allGame: [game(1)] }));
    api.gameListByClassify.mockImplementation(async () => [
      { code: 'rpg', name: 'RPG', games: [game(1)] },
    ]);
    await store.set(loadGameModelAtom);
    await store.set(loadGameCategoriesAtom);
    const lists = store.get(gameModelAtom);
    const categories = store.get(gameCategoriesAtom);
    let notified = 0;
    store.sub(gameModelAtom, () => (notified += 1));
    store.sub(gameCategoriesAtom, () => (notified += 1));
    await store.set(loadGameModelAtom);
    await store.set(loadGameCategoriesAtom);
    expect(store.get(gameModelAtom)).toBe(lists);
    expect(store.get(gameCategoriesAtom)).toBe(categories);
    expect(notified).toBe(0);

    api.gameList.mockResolvedValue({ ...EMPTY_GAME_MODEL, allGame: [game(1), game(2)] });
    await store.set(loadGameModelAtom);
    expect(store.get(gameModelAtom).allGame).toHaveLength(2);
    expect(notified).toBe(1);
  });

  it('is settled once the game list answered, also after a failure', async () => {
    const ok = storeWithApi();
    ok.api.gameList.mockResolvedValue(EMPTY_GAME_MODEL);
    expect(ok.store.get(gameModelSettledAtom)).toBe(false);
    await ok.store.set(loadGameModelAtom);
    expect(ok.store.get(gameModelSettledAtom)).toBe(true);

    const failed = storeWithApi();
    failed.api.gameList.mockRejectedValue(new Error('offline'));
    await expect(failed.store.set(loadGameModelAtom)).rejects.toThrow('offline');
    expect(failed.store.get(gameModelSettledAtom)).toBe(true);
  });

  it('ranks at most 8 hot games 1 to 8 by their hot rank', () => {
    const store = createStore();
    const hot = [3, 1, 2, 5, 4, 8, 7, 6].map((r) => game(r, { hotRank: r }));
    store.set(gameModelAtom, {
      ...EMPTY_GAME_MODEL,
      hotGame: [...hot, game(99, { hotRank: null })],
    });
    const ranked = store.get(rankedHotGamesAtom);
    expect(ranked).toHaveLength(8);
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ranked.map((r) => r.game.gameId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('current game', () => {
  it('selecting a game stores it under gameZoneCurrentGame', () => {
    const store = createStore();
    store.set(selectGameAtom, game(7, { highlight: '<em class="highlight">Ga</em>me 7' }));
    const stored = JSON.parse(localStorage.getItem('gameZoneCurrentGame') ?? '');
    expect(stored).toMatchObject({ gameId: 7, gameZonePath: 'game-7', gameConfigId: 107 });
    expect(stored).not.toHaveProperty('highlight');
    expect(createStore().get(currentGameAtom)).toMatchObject({ gameId: 7 });
  });

  it('ignores a stored value that is not a game', () => {
    localStorage.setItem('gameZoneCurrentGame', JSON.stringify({ gameId: 'x' }));
    expect(createStore().get(currentGameAtom)).toBeNull();
  });
});
