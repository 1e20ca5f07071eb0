import { Dialog, Toast } from './kit.ts';

/** Spec section 9: toasts stay 2000 ms. */
export const TOAST_DURATION_MS = 2000;

/** The api client's `showError` and every other message of sections 5 and 8 go through here. */
export function showToast(content: string): void {
  Toast.show({ content, duration: TOAST_DURATION_MS });
}

export function showSuccess(content: string): void {
  Toast.show({ content, icon: 'success', duration: TOAST_DURATION_MS });
}

export function showLoading(content?: string): () => void {
  const handler = Toast.show({ content, icon: 'loading', duration: 0, maskClickable: false });
  return () => handler.close();
}

export interface ConfirmOptions {
  title?: string;
  content: string;
  confirmText: string;
  cancelText: string;
}

/** A modal confirmation; resolves true when the user confirms. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return Dialog.confirm({
    title: options.title,
    content: options.content,
    confirmText: options.confirmText,
    cancelText: options.cancelText,
  });
}

export function alert(content: string, confirmText: string): Promise<void> {
  return Dialog.alert({ content, confirmText });
}
