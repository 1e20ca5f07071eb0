import type { AuthStorage } from '@gemlane/api';
import { authTokenAtom, userInfoAtom } from '@gemlane/stores';
import { getDefaultStore } from 'jotai';

// The api client reads and clears the session through the app's jotai store, so a 401 updates
// every component that shows the user at once.
const store = getDefaultStore();

export const authStorage: AuthStorage = {
  getToken: () => store.get(authTokenAtom),
  clearAuth: () => {
    store.set(authTokenAtom, null);
    store.set(userInfoAtom, null);
  },
  setNeedReload: () => {
    sessionStorage.setItem('gemlane.needReload', '1');
  },
};
