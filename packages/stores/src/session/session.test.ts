import { createStore } from 'jotai/vanilla';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeWithApi } from '../testing/fake-api.ts';
import {
  authTokenAtom,
  clearSessionAtom,
  completeLoginAtom,
  createAuthStorage,
  INITIAL_LOGIN_MODEL,
  isLoggedInAtom,
  loadUserInfoAtom,
  LOGIN_FAILED_MESSAGE,
  LoginFailedError,
  loginModelAtom,
  logoutAtom,
  readStoredToken,
  setShowLoginAtom,
  unauthorizedAtom,
  userInfoAtom,
  withAttribution,
} from './session.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('token and user info', () => {
  it('persist under authToken (plain) and userInfo (JSON)', () => {
    const store = createStore();
    store.set(authTokenAtom, 'tok-1');
    store.set(userInfoAtom, { nickname: 'Ann', uid: 'U1' });
    expect(localStorage.getItem('authToken')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '')).toEqual({
      nickname: 'Ann',
      uid: 'U1',
    });
    expect(readStoredToken()).toBe('tok-1');
  });

  it('are restored by a new store (page reload)', () => {
    localStorage.setItem('authToken', 'tok-2');
    localStorage.setItem('userInfo', JSON.stringify({ nickname: 'Bo' }));
    const store = createStore();
    expect(store.get(authTokenAtom)).toBe('tok-2');
    expect(store.get(isLoggedInAtom)).toBe(true);
    expect(store.get(userInfoAtom)).toEqual({ nickname: 'Bo' });
  });

  it('reads a corrupt user info as none', () => {
    localStorage.setItem('userInfo', '[1,2');
    expect(createStore().get(userInfoAtom)).toBeNull();
  });
});

describe('login model', () => {
  it('is all false initially', () => {
    expect(createStore().get(loginModelAtom)).toEqual({
      showLogin: false,
      isNeedReload: false,
      loginFlag: false,
    });
    expect(INITIAL_LOGIN_MODEL).toEqual({
      showLogin: false,
      isNeedReload: false,
      loginFlag: false,
    });
  });

  it('opens and closes the login', () => {
    const store = createStore();
    store.set(setShowLoginAtom, true);
    expect(store.get(loginModelAtom).showLogin).toBe(true);
    store.set(setShowLoginAtom, false);
    expect(store.get(loginModelAtom).showLogin).toBe(false);
  });
});

describe('completeLogin', () => {
  it('stores the token, sets loginFlag and closes the login', () => {
    const store = createStore();
    store.set(setShowLoginAtom, true);
    expect(store.set(completeLoginAtom, { authToken: 'abc' })).toEqual({ reload: false });
    expect(store.get(authTokenAtom)).toBe('abc');
    expect(store.get(loginModelAtom)).toEqual({
      showLogin: false,
      isNeedReload: false,
      loginFlag: true,
    });
  });

  it("fails with 'Login failed' when the response has no token", () => {
    const store = createStore();
    expect(() => store.set(completeLoginAtom, {})).toThrow(LoginFailedError);
    expect(() => store.set(completeLoginAtom, { authToken: '' })).toThrow(LOGIN_FAILED_MESSAGE);
    expect(() => store.set(completeLoginAtom, null)).toThrow('Login failed');
    expect(store.get(authTokenAtom)).toBeNull();
  });

  it('reports and clears the reload flag a 401 had set', () => {
    const store = createStore();
    store.set(unauthorizedAtom);
    expect(store.set(completeLoginAtom, { authToken: 'n' })).toEqual({ reload: true });
    expect(store.get(loginModelAtom).isNeedReload).toBe(false);
  });
});

describe('401 and logout', () => {
  it('a 401 clears token and user info and sets the reload flag', () => {
    const store = createStore();
    store.set(authTokenAtom, 't');
    store.set(userInfoAtom, { nickname: 'x' });
    store.set(unauthorizedAtom);
    expect(store.get(authTokenAtom)).toBeNull();
    expect(store.get(userInfoAtom)).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(store.get(loginModelAtom).isNeedReload).toBe(true);
  });

  it('createAuthStorage gives the api client the token, clearAuth and setNeedReload', () => {
    const store = createStore();
    const storage = createAuthStorage(store);
    expect(storage.getToken()).toBeNull();
    store.set(authTokenAtom, 'tok');
    store.set(userInfoAtom, { uid: 'U' });
    expect(storage.getToken()).toBe('tok');
    storage.clearAuth();
    expect(store.get(authTokenAtom)).toBeNull();
    expect(store.get(userInfoAtom)).toBeNull();
    expect(store.get(loginModelAtom).isNeedReload).toBe(false);
    storage.setNeedReload();
    expect(store.get(loginModelAtom).isNeedReload).toBe(true);
  });

  it('logout calls the server and ends the session even when the call fails', async () => {
    const { store, api } = storeWithApi();
    store.set(authTokenAtom, 't');
    api.logout.mockRejectedValue({ code: 500, message: 'down' });
    await store.set(logoutAtom);
    expect(api.logout).toHaveBeenCalledWith(undefined, { hideError: true });
    expect(store.get(isLoggedInAtom)).toBe(false);
  });

  it('clearSession keeps the reload flag', () => {
    const store = createStore();
    store.set(unauthorizedAtom);
    store.set(clearSessionAtom);
    expect(store.get(loginModelAtom).isNeedReload).toBe(true);
  });
});

describe('user info', () => {
  it('loads the header fields when logged in and merges them', async () => {
    const { store, api } = storeWithApi();
    api.getUserInfoDetail.mockResolvedValue({
      nickname: 'Ann',
      uid: 'U1',
      avatar: '/a.png',
      processingOrderCount: 2,
      availableCouponCount: 3,
    });
    expect(await store.set(loadUserInfoAtom)).toBeNull();
    expect(api.getUserInfoDetail).not.toHaveBeenCalled();
    store.set(authTokenAtom, 't');
    store.set(userInfoAtom, { email: 'a@b.com' });
    await store.set(loadUserInfoAtom);
    expect(store.get(userInfoAtom)).toMatchObject({
      email: 'a@b.com',
      nickname: 'Ann',
      processingOrderCount: 2,
    });
  });
});

describe('withAttribution', () => {
  it('adds the captured utmSource and shareCode to a login payload', () => {
    sessionStorage.setItem('utmSource', 'ads');
    sessionStorage.setItem('shareCode', 'S1');
    expect(withAttribution({ email: 'a@b.com' })).toEqual({
      email: 'a@b.com',
      utmSource: 'ads',
      shareCode: 'S1',
    });
    sessionStorage.clear();
    expect(withAttribution({ token: 'p' })).toEqual({ token: 'p' });
  });
});
