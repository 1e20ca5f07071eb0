import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it } from 'vitest';
import { authTokenAtom, isLoggedInAtom } from './session/session.ts';
import { storedValuesDeferredAtom } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

afterEach(() => localStorage.clear());

describe('stored values while a server-rendered page hydrates', () => {
  it('read as the server saw them (nothing stored), then as stored once hydration is over', () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    const store = createStore();
    store.set(storedValuesDeferredAtom, true);
    expect(store.get(authTokenAtom)).toBeNull();
    expect(store.get(isLoggedInAtom)).toBe(false);
    store.set(storedValuesDeferredAtom, false);
    expect(store.get(authTokenAtom)).toBe('token-1');
    expect(store.get(isLoggedInAtom)).toBe(true);
  });
});
