import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAsync } from './use-async.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useAsync', () => {
  it('loads, then reloads on demand', async () => {
    let calls = 0;
    const { result } = renderHook(() => useAsync(async () => ++calls, []));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe(1));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe(2));
  });

  it('keeps the error and drops a late answer of an earlier run', async () => {
    const first = deferred<string>();
    const { result, rerender } = renderHook(
      ({ key }) =>
        useAsync(() => (key === 'a' ? first.promise : Promise.reject(new Error('boom'))), [key]),
      {
        initialProps: { key: 'a' },
      },
    );
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    first.resolve('late');
    await new Promise((r) => setTimeout(r, 0));
    expect(result.current.data).toBeUndefined();
  });
});
