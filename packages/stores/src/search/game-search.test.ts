import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, game } from '../testing/fake-api.ts';
import {
  createGameSearch,
  SEARCH_DEBOUNCE_MS,
  SEARCH_ENTER_THROTTLE_MS,
  SEARCH_PAGE,
  SEARCH_PAGE_SIZE,
  nothingFound,
  searchRequest,
  type GameSearchState,
} from './game-search.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(search = vi.fn(async () => [game(1)])) {
  const states: GameSearchState[] = [];
  const s = createGameSearch({ search, onChange: (st) => states.push(st) });
  return { s, search, states };
}

describe('constants (docs/product.md §9)', () => {
  it('are page 1, page size 100, debounce 300 ms, Enter throttle 500 ms', () => {
    expect([SEARCH_PAGE, SEARCH_PAGE_SIZE, SEARCH_DEBOUNCE_MS, SEARCH_ENTER_THROTTLE_MS]).toEqual([
      1, 100, 300, 500,
    ]);
  });
});

describe('searchRequest', () => {
  it('is null for blank text and trims the name', () => {
    expect(searchRequest('')).toBeNull();
    expect(searchRequest('   ')).toBeNull();
    expect(searchRequest(' genshin ')).toEqual({ page: 1, pageSize: 100, gameName: 'genshin' });
  });
});

describe('createGameSearch', () => {
  it('searches 300 ms after the last keystroke, once', async () => {
    const { s, search } = setup();
    s.setText('g');
    await vi.advanceTimersByTimeAsync(200);
    s.setText('ge');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(search).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith({ page: 1, pageSize: 100, gameName: 'ge' });
    expect(s.getState()).toMatchObject({ text: 'ge', loading: false, results: [game(1)] });
  });

  it('never searches blank text and clears the results at once', async () => {
    const { s, search } = setup();
    s.setText('ge');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(s.getState().results).toHaveLength(1);
    s.setText('  ');
    expect(s.getState().results).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    s.enter();
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('Enter searches at once and at most every 500 ms', async () => {
    const { s, search } = setup();
    s.setText('pubg');
    s.enter();
    expect(search).toHaveBeenCalledTimes(1);
    s.enter();
    await vi.advanceTimersByTimeAsync(SEARCH_ENTER_THROTTLE_MS - 1);
    s.enter();
    expect(search).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    s.enter();
    expect(search).toHaveBeenCalledTimes(2);
    // Enter cancelled the pending debounce: no extra call.
    await vi.advanceTimersByTimeAsync(1000);
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('a failure clears the results silently', async () => {
    const search = vi
      .fn()
      .mockResolvedValueOnce([game(1)])
      .mockRejectedValueOnce(new Error('down'));
    const { s } = setup(search);
    s.setText('a');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(s.getState().results).toHaveLength(1);
    s.setText('ab');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(s.getState()).toMatchObject({ results: [], loading: false });
  });

  it('shows loading and lets only the latest request answer', async () => {
    const first = deferred<ReturnType<typeof game>[]>();
    const second = deferred<ReturnType<typeof game>[]>();
    const search = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { s } = setup(search);
    s.setText('a');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(s.getState().loading).toBe(true);
    s.setText('ab');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    second.resolve([game(2)]);
    await vi.advanceTimersByTimeAsync(0);
    first.resolve([game(1)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.getState().results).toEqual([game(2)]);
  });

  it('an answer arriving after the text was emptied is dropped', async () => {
    const pending = deferred<ReturnType<typeof game>[]>();
    const { s } = setup(vi.fn(() => pending.promise));
    s.setText('a');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    s.clear();
    pending.resolve([game(1)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.getState()).toEqual({ text: '', results: [], loading: false, answered: null });
  });

  it('says nothing was found only once the text typed has been answered', async () => {
    const { s } = setup(vi.fn(async () => []));
    s.setText('zzqx');
    // Still typing (the debounce has not run): no verdict yet.
    expect(nothingFound(s.getState())).toBe(false);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(nothingFound(s.getState())).toBe(true);
    s.setText('zzqxy');
    expect(nothingFound(s.getState())).toBe(false);
  });

  it('Enter resolves with the games found, so the page can open the first', async () => {
    const { s } = setup(vi.fn(async () => [game(3), game(4)]));
    s.setText('mlbb');
    await expect(s.enter()).resolves.toEqual([game(3), game(4)]);
    // A second press inside 500 ms searches nothing.
    await expect(s.enter()).resolves.toBeNull();
  });

  it('dispose cancels a pending search', async () => {
    const { s, search } = setup();
    s.setText('a');
    s.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(search).not.toHaveBeenCalled();
  });
});
