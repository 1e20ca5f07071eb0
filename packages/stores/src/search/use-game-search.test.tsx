import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, game } from '../testing/fake-api.ts';
import { renderStoreHook } from '../testing/render.tsx';
import { SEARCH_DEBOUNCE_MS } from './game-search.ts';
import { useGameSearch } from './use-game-search.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const page = (list: ReturnType<typeof game>[]) => ({
  list,
  total: list.length,
  page: 1,
  pageSize: 100,
});

describe('useGameSearch', () => {
  it('searches through searchGame with errors hidden and opens when results exist', async () => {
    const api = fakeApi();
    api.searchGame.mockResolvedValue(page([game(1)]));
    const { result } = renderStoreHook(() => useGameSearch(), { api });
    expect(result.current.open).toBe(false);
    act(() => result.current.setText('gen'));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(api.searchGame).toHaveBeenCalledWith(
      { page: 1, pageSize: 100, gameName: 'gen' },
      { hideError: true },
    );
    expect(result.current).toMatchObject({ text: 'gen', open: true, loading: false });
    expect(result.current.results).toHaveLength(1);
  });

  it('clears silently on failure and on empty text', async () => {
    const api = fakeApi();
    api.searchGame
      .mockResolvedValueOnce(page([game(1)]))
      .mockRejectedValueOnce({ code: 500, message: 'x' });
    const { result } = renderStoreHook(() => useGameSearch(), { api });
    act(() => result.current.setText('a'));
    act(() => void result.current.onEnter());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.open).toBe(true);
    act(() => result.current.setText(''));
    expect(result.current.results).toEqual([]);
    act(() => result.current.setText('b'));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(result.current).toMatchObject({ open: false, results: [] });
  });
});
