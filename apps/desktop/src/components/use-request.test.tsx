import { act, renderHook, waitFor } from '@testing-library/react';
import {
  closeSsrCache,
  createSsrCache,
  setCurrentSsrCache,
  ssrCacheKey,
  withSsrCache,
} from '@gemlane/api/ssr-cache';
import { describe, expect, it, vi } from 'vitest';
import { useRequest } from './use-request.ts';

describe('useRequest', () => {
  it('loads, then keeps the data', async () => {
    const { result } = renderHook(() => useRequest(() => Promise.resolve(42), []));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe(42));
    expect(result.current.loading).toBe(false);
  });

  it('reports a failure and keeps the previous data', async () => {
    let fail = false;
    const { result } = renderHook(() =>
      useRequest(() => (fail ? Promise.reject(new Error('x')) : Promise.resolve(1)), []),
    );
    await waitFor(() => expect(result.current.data).toBe(1));
    fail = true;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect(result.current.data).toBe(1);
  });

  it('drops the answer of a superseded run', async () => {
    const resolvers: Array<(v: string) => void> = [];
    const { result, rerender } = renderHook(
      ({ q }) => useRequest(() => new Promise<string>((r) => resolvers.push(r)), [q]),
      {
        initialProps: { q: 'a' },
      },
    );
    rerender({ q: 'b' });
    act(() => resolvers[1]?.('b'));
    await waitFor(() => expect(result.current.data).toBe('b'));
    act(() => resolvers[0]?.('a'));
    await Promise.resolve();
    expect(result.current.data).toBe('b');
  });

  it('waits while disabled', () => {
    let calls = 0;
    const { result } = renderHook(() => useRequest(() => Promise.resolve(++calls), [], false));
    expect(calls).toBe(0);
    expect(result.current.loading).toBe(false);
  });

  it('while a server-rendered page hydrates, starts with the answer the page carried and asks nothing', async () => {
    const fetchBanner = vi.fn(() => Promise.resolve(['fresh']));
    const cache = createSsrCache({
      fetchMissing: false,
      answers: { [ssrCacheKey('topBanner', undefined)]: ['from the server'] },
    });
    setCurrentSsrCache(cache);
    const api = withSsrCache({ topBanner: fetchBanner }, cache);
    const { result } = renderHook(() => useRequest(() => api.topBanner(), [api]));
    expect(result.current).toMatchObject({ data: ['from the server'], loading: false });
    closeSsrCache();
    await Promise.resolve();
    expect(fetchBanner).not.toHaveBeenCalled();
    // A reload after hydration reaches the network.
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toEqual(['fresh']));
  });
});
