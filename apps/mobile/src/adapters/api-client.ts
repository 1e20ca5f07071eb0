import { createApiClient, type UnauthorizedContext } from '@gemlane/api';
import { authTokenAtom, readStoredToken, userInfoAtom } from '@gemlane/stores';
import type { createStore } from 'jotai';
import { showToast } from './feedback.ts';

type Store = ReturnType<typeof createStore>;

export interface MobileApiOptions {
  store: Store;
  /** SPA navigation to `/login?redirect=...` after a 401. */
  navigate: (to: string) => void;
  /** Sets the login model's reload flag. */
  setNeedReload: () => void;
}

/** The api client of the mobile app: errors become 2000 ms toasts, a 401 clears the session. */
export function createMobileApi({ store, navigate, setNeedReload }: MobileApiOptions) {
  return createApiClient({
    storage: {
      getToken: readStoredToken,
      clearAuth: () => {
        store.set(authTokenAtom, null);
        store.set(userInfoAtom, null);
      },
      setNeedReload,
    },
    showError: showToast,
    onUnauthorized: (context: UnauthorizedContext) => {
      if (!context.onLoginPage) navigate(context.loginUrl);
    },
  }).api;
}
