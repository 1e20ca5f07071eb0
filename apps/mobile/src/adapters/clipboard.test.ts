import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard.ts';
import * as feedback from './feedback.ts';

afterEach(() => vi.restoreAllMocks());

describe('copyText', () => {
  it('copies and shows the success message', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const success = vi.spyOn(feedback, 'showSuccess').mockImplementation(() => undefined);
    await expect(
      copyText('https://x.test/?shareCode=A', {
        success: 'Link copied successfully',
        failure: 'Failed to copy link',
      }),
    ).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://x.test/?shareCode=A');
    expect(success).toHaveBeenCalledWith('Link copied successfully');
    vi.unstubAllGlobals();
  });

  it('shows the failure message when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    const toast = vi.spyOn(feedback, 'showToast').mockImplementation(() => undefined);
    await expect(copyText('x', { success: 'ok', failure: 'Failed to copy link' })).resolves.toBe(
      false,
    );
    expect(toast).toHaveBeenCalledWith('Failed to copy link');
    vi.unstubAllGlobals();
  });
});
