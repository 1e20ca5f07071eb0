import { act, renderHook, waitFor } from '@testing-library/react';
import {
  closeSsrCache,
  createSsrCache,
  setCurrentSsrCache,
  ssrCacheKey,
  withSsrCache,
} from '@gemlane/api/ssr-cache';
import { describe, expect, it, vi } from 'vitest';
import { useLoad } from './use-load.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useLoad', () => {
  it('loads, then reloads on demand', async () => {
    let calls = 0;
    const { result } = renderHook(() => useLoad(async () => ++calls, []));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe(1));
    expect(result.current.loading).toBe(false);
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe(2));
  });

  it('reports a failure and keeps the previous data', async () => {
    let fail = false;
    const { result } = renderHook(() =>
      useLoad(() => (fail ? Promise.reject(new Error('x')) : Promise.resolve(1)), []),
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
      ({ q }) => useLoad(() => new Promise<string>((r) => resolvers.push(r)), [q]),
      { initialProps: { q: 'a' } },
    );
    rerender({ q: 'b' });
    act(() => resolvers[1]?.('b'));
    await waitFor(() => expect(result.current.data).toBe('b'));
    act(() => resolvers[0]?.('a'));
    await Promise.resolve();
    expect(result.current.data).toBe('b');
  });

  it('keeps the error of the newer run when an earlier one answers late', async () => {
    const first = deferred<string>();
    const { result, rerender } = renderHook(
      ({ key }) =>
        useLoad(() => (key === 'a' ? first.promise : Promise.reject(new Error('boom'))), [key]),
      { initialProps: { key: 'a' } },
    );
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    first.resolve('late');
    await new Promise((r) => setTimeout(r, 0));
    expect(result.current.data).toBeUndefined();
  });

  it('waits while there is nothing to load, and forgets the data when the load goes away', async () => {
    let calls = 0;
    const { result, rerender } = renderHook(
      ({ on }) => useLoad(on ? () => Promise.resolve(++calls) : null, []),
      { initialProps: { on: false } },
    );
    expect(calls).toBe(0);
    expect(result.current.loading).toBe(false);
    rerender({ on: true });
    await waitFor(() => expect(result.current.data).toBe(1));
    rerender({ on: false });
    await waitFor(() => expect(result.current.data).toBeUndefined());
    expect(result.current.loading).toBe(false);
    expect(calls).toBe(1);
  });

  it('while a server-rendered page hydrates, starts with the answer the page carried and asks nothing', async () => {
    const fetchBanner = vi.fn(() => Promise.resolve(['fresh']));
    const cache = createSsrCache({
      fetchMissing: false,
      answers: { [ssrCacheKey('topBanner', undefined)]: ['from the server'] },
    });
    setCurrentSsrCache(cache);
    const api = withSsrCache({ topBanner: fetchBanner }, cache);
    const { result } = renderHook(() => useLoad(() => api.topBanner(), [api]));
    expect(result.current).toMatchObject({ data: ['from the server'], loading: false });
    closeSsrCache();
    await Promise.resolve();
    expect(fetchBanner).not.toHaveBeenCalled();
    // A reload after hydration reaches the network.
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toEqual(['fresh']));
  });

  it('leaves a page answer unread when the call is not one the server render makes', async () => {
    const fetchMethods = vi.fn(() => Promise.resolve(['fresh']));
    const cache = createSsrCache({
      fetchMissing: false,
      answers: { [ssrCacheKey('paymentMethods', undefined)]: ['from the server'] },
    });
    setCurrentSsrCache(cache);
    const api = withSsrCache({ paymentMethods: fetchMethods }, cache);
    const { result } = renderHook(() =>
      useLoad(() => api.paymentMethods(), [api], { serverRendered: false }),
    );
    // The first render has no data: it is asked for after the render, as in the browser alone.
    expect(result.current).toMatchObject({ data: undefined, loading: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    closeSsrCache();
  });
});
