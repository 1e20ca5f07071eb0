import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
