// Auth token, user info and the login model (docs/product.md §3, §4 and §6).
import type { AuthStorage } from '@gemlane/api';
import type { UserInfo as ProfileInfo, UserInfoDetail } from '@gemlane/contract';
import type { createStore } from 'jotai/vanilla';
import { atom } from 'jotai/vanilla';
import { requireApi } from '../api.ts';
import { readAttribution, type Attribution } from '../router/attribution.ts';
import { STORAGE_KEYS } from '../storage-keys.ts';
import {
  isRecord,
  jsonStorage,
  localStorageOrNull,
  persistentAtom,
  stringStorage,
  type SyncStorage,
} from '../storage.ts';
import { writeSessionCookie } from './session-cookie.ts';

/** The stored user: the header fields of getUserInfoDetail and whatever of the profile is known. */
export type UserInfo = Partial<UserInfoDetail> & Partial<ProfileInfo>;

/** The token in local storage, with its cookie mirror (session-cookie.ts) following it. */
const tokenStorage: SyncStorage<string | null> = {
  ...stringStorage,
  setItem: (key, token) => {
    stringStorage.setItem(key, token);
    writeSessionCookie(token || null);
  },
  removeItem: (key) => {
    stringStorage.removeItem(key);
    writeSessionCookie(null);
  },
};

export const authTokenAtom = persistentAtom<string | null>(
  STORAGE_KEYS.authToken,
  tokenStorage,
  null,
);

export const userInfoAtom = persistentAtom<UserInfo | null>(
  STORAGE_KEYS.userInfo,
  jsonStorage<UserInfo>(isRecord),
  null,
);

export const isLoggedInAtom = atom((get) => Boolean(get(authTokenAtom)));

/** The login model, all false initially. */
export interface LoginModel {
  /** The login dialog/page is requested. */
  showLogin: boolean;
  /** Set by a 401: reload the page after the next successful login. */
  isNeedReload: boolean;
  /** Flips to true on each successful login so screens can refetch. */
  loginFlag: boolean;
}

export const INITIAL_LOGIN_MODEL: LoginModel = {
  showLogin: false,
  isNeedReload: false,
  loginFlag: false,
};

export const loginModelAtom = atom<LoginModel>(INITIAL_LOGIN_MODEL);

export const setShowLoginAtom = atom(null, (_get, set, showLogin: boolean) => {
  set(loginModelAtom, (m) => ({ ...m, showLogin }));
});

/** A login response without a token. */
export const LOGIN_FAILED_MESSAGE = 'Login failed';

export class LoginFailedError extends Error {
  constructor() {
    super(LOGIN_FAILED_MESSAGE);
    this.name = 'LoginFailedError';
  }
}

export interface LoginOutcome {
  /** True when a 401 had asked for a reload: the app should reload after navigating. */
  reload: boolean;
}

/**
 * Stores the token of a login response. Throws LoginFailedError ('Login failed') when the
 * response has no token. Clears the reload flag and reports whether it was set.
 */
export const completeLoginAtom = atom(
  null,
  (get, set, response: { authToken?: string | null } | null | undefined): LoginOutcome => {
    const token = response?.authToken;
    if (typeof token !== 'string' || token === '') throw new LoginFailedError();
    const reload = get(loginModelAtom).isNeedReload;
    set(authTokenAtom, token);
    set(loginModelAtom, { showLogin: false, isNeedReload: false, loginFlag: true });
    return { reload };
  },
);

/** Login payloads carry the captured utmSource and shareCode. */
export function withAttribution<T extends object>(
  body: T,
  attribution: Attribution = readAttribution(),
): T & Attribution {
  return { ...body, ...attribution };
}

/** Removes token and user info (logout and 401). */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(authTokenAtom, null);
  set(userInfoAtom, null);
  set(loginModelAtom, (m) => ({ ...m, loginFlag: false }));
});

/** A 401 clears token and user info and sets the reload flag. */
export const unauthorizedAtom = atom(null, (_get, set) => {
  set(clearSessionAtom);
  set(loginModelAtom, (m) => ({ ...m, isNeedReload: true }));
});

/** Logs out on the server (failures ignored: the local session ends either way) and locally. */
export const logoutAtom = atom(null, async (get, set) => {
  if (get(authTokenAtom)) {
    try {
      await requireApi(get).logout(undefined, { hideError: true });
    } catch {
      // The token is dropped locally regardless; the server expires it.
    }
  }
  set(clearSessionAtom);
});

/** Loads the header fields (nickname, uid, counts) into the stored user info. */
export const loadUserInfoAtom = atom(null, async (get, set) => {
  if (!get(authTokenAtom)) return null;
  const detail = await requireApi(get).getUserInfoDetail();
  set(userInfoAtom, (prev) => ({ ...(prev ?? {}), ...detail }));
  return detail;
});

type Store = ReturnType<typeof createStore>;

/** The `storage` option of `createApiClient`, bound to a jotai store. */
export function createAuthStorage(store: Store): AuthStorage {
  return {
    getToken: () => store.get(authTokenAtom),
    clearAuth: () => store.set(clearSessionAtom),
    setNeedReload: () => store.set(loginModelAtom, (m) => ({ ...m, isNeedReload: true })),
  };
}

/** Reads the token outside React and outside a store. */
export function readStoredToken(): string | null {
  return localStorageOrNull()?.getItem(STORAGE_KEYS.authToken) || null;
}

/**
 * Mirrors the stored token's presence into the session cookie: the apps call it at start-up, for a
 * session stored before the cookie existed (or whose cookie was cleared on its own).
 */
export function mirrorSessionCookie(): void {
  writeSessionCookie(readStoredToken());
}
