// Toasts and dialogs load with their first use: they pull antd-mobile's animation library, which
// the first paint of a page does not need.
const kit = () => import('./kit-feedback.ts');

/** Toasts stay 2000 ms. */
export const TOAST_DURATION_MS = 2000;

/** The api client's `showError` and every other message of sections 5 and 8 go through here. */
export function showToast(content: string): void {
  void kit().then(({ Toast }) => Toast.show({ content, duration: TOAST_DURATION_MS }));
}

export function showSuccess(content: string): void {
  void kit().then(({ Toast }) =>
    Toast.show({ content, icon: 'success', duration: TOAST_DURATION_MS }),
  );
}

export interface ConfirmOptions {
  title?: string;
  content: string;
  confirmText: string;
  cancelText: string;
}

/** A modal confirmation; resolves true when the user confirms. */
export async function confirm(options: ConfirmOptions): Promise<boolean> {
  const { Dialog } = await kit();
  return Dialog.confirm({
    title: options.title,
    content: options.content,
    confirmText: options.confirmText,
    cancelText: options.cancelText,
  });
}
