import { showSuccess, showToast } from './feedback.ts';

/** Copies text and toasts the outcome (docs/product.md §8: 'Link copied successfully' / 'Failed to copy link'). */
export async function copyText(
  text: string,
  messages: { success: string; failure: string },
): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
    } else {
      // Older webviews: a selected textarea and execCommand still work there.
      const area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.appendChild(area);
      area.select();
      const ok = document.execCommand('copy');
      area.remove();
      if (!ok) throw new Error('copy refused');
    }
    showSuccess(messages.success);
    return true;
  } catch {
    showToast(messages.failure);
    return false;
  }
}
