import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenIdle } from './when-idle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits for an idle period, at the latest the timeout, and can be cancelled', () => {
    const callbacks = new Map<number, () => void>();
    const request = vi.fn((cb: () => void, _options: { timeout: number }) => {
      callbacks.set(callbacks.size + 1, cb);
      return callbacks.size;
    });
    const cancel = vi.fn((id: number) => callbacks.delete(id));
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);

    const task = vi.fn();
    whenIdle(task);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    expect(task).not.toHaveBeenCalled();
    callbacks.get(1)?.();
    expect(task).toHaveBeenCalledTimes(1);

    const stop = whenIdle(task, 50);
    expect(request).toHaveBeenLastCalledWith(expect.any(Function), { timeout: 50 });
    stop();
    expect(cancel).toHaveBeenCalledWith(2);
    expect(callbacks.has(2)).toBe(false);
  });

  it('runs in the next task where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);

    const other = vi.fn();
    whenIdle(other)();
    vi.advanceTimersByTime(10);
    expect(other).not.toHaveBeenCalled();
  });
});
