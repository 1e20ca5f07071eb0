let loading: Promise<unknown> | undefined;

/**
 * Loads the styles of the antd components no first paint uses (menus, dialogs, descriptions,
 * pagination...). Pages and dialogs that use them wait for it; it starts once the first page is up.
 */
export function loadDeferredStyles(): Promise<unknown> {
  loading ??= import('./deferred-styles-sheet.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
