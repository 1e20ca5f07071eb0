import { createApiClient, SYSTEM_EXCEPTION_MESSAGE, type UnauthorizedContext } from '@gemlane/api';
import { i18n } from './i18n.ts';
import { createAuthStorage, storesApiAtom } from '@gemlane/stores';
import type { createStore } from 'jotai';
import { showToast } from './feedback.ts';

type Store = ReturnType<typeof createStore>;

/**
 * The api client of the mobile app: a non-200 message becomes a 2000 ms toast; a 401 clears the
 * session in the store (token, user info, reload flag) and goes to /login?redirect=...
 */
export function createMobileApi(store: Store, navigate: (to: string) => void) {
  const { api } = createApiClient({
    storage: createAuthStorage(store),
    // The request layer's default text is English; the shopper reads it in their language.
    showError: (text) =>
      showToast(text === SYSTEM_EXCEPTION_MESSAGE ? i18n.t('errors.systemException') : text),
    onUnauthorized: (context: UnauthorizedContext) => {
      if (!context.onLoginPage) navigate(context.loginUrl);
    },
  });
  // The stores' loaders (start-up, search, newsletter) call the server through the same client.
  store.set(storesApiAtom, api);
  return api;
}
