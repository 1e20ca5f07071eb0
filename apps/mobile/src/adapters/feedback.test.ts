import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast, TOAST_DURATION_MS } from './feedback.ts';
import { Toast } from './kit-feedback.ts';

afterEach(() => vi.restoreAllMocks());

describe('toasts', () => {
  it('show the message for 2000 ms (docs/product.md §9)', async () => {
    const show = vi.spyOn(Toast, 'show');
    showToast('System Exception');
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith({
        content: 'System Exception',
        duration: TOAST_DURATION_MS,
      }),
    );
    expect(TOAST_DURATION_MS).toBe(2000);
  });
});
