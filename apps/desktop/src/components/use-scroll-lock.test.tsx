import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useScrollLock } from './use-scroll-lock.ts';

describe('useScrollLock', () => {
  it('locks the page while active and restores it after', () => {
    const { rerender, unmount } = renderHook(({ on }) => useScrollLock(on), {
      initialProps: { on: true },
    });
    expect(document.body.style.overflow).toBe('hidden');
    rerender({ on: false });
    expect(document.body.style.overflow).toBe('');
    rerender({ on: true });
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps the lock until the last holder releases it', () => {
    const a = renderHook(() => useScrollLock(true));
    const b = renderHook(() => useScrollLock(true));
    a.unmount();
    expect(document.body.style.overflow).toBe('hidden');
    b.unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
