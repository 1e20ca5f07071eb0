// Local storage adapters: plain strings and JSON, tolerant of a missing or blocked storage
// (private mode, server render) and of corrupt values.
import { atom } from 'jotai/vanilla';
import { atomWithLazy } from 'jotai/vanilla/utils';

/** A synchronous key-value storage of typed values. */
export interface SyncStorage<V> {
  getItem: (key: string, initialValue: V) => V;
  setItem: (key: string, newValue: V) => void;
  removeItem: (key: string) => void;
}

export function localStorageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const fallbacks: Partial<Record<'local' | 'session', Storage>> = {};

/**
 * The browser's local or session storage, or (blocked, private mode, server render) an in-memory
 * one for this page: the apps' only way to web storage (a lint rule forbids the globals there).
 */
export function browserStorage(kind: 'local' | 'session' = 'local'): Storage {
  try {
    const found = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    if (found) return found;
  } catch {
    // Access itself throws when storage is disabled.
  }
  return (fallbacks[kind] ??= memoryStorage());
}

/** A string kept as is (no JSON quotes), so other code can read it with `getItem`. */
export const stringStorage: SyncStorage<string | null> = {
  getItem: (key, initialValue) => localStorageOrNull()?.getItem(key) ?? initialValue,
  setItem: (key, value) => {
    const s = localStorageOrNull();
    if (!s) return;
    if (value === null || value === '') s.removeItem(key);
    else s.setItem(key, value);
  },
  removeItem: (key) => localStorageOrNull()?.removeItem(key),
};

export function readJson<V>(key: string, isValid: (v: unknown) => v is V): V | null {
  const raw = localStorageOrNull()?.getItem(key);
  if (raw === null || raw === undefined) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

/** JSON in local storage; a value failing `isValid` reads as the initial value. */
export function jsonStorage<V>(isValid: (v: unknown) => v is V): SyncStorage<V | null> {
  return {
    getItem: (key, initialValue) => readJson(key, isValid) ?? initialValue,
    setItem: (key, value) => {
      const s = localStorageOrNull();
      if (!s) return;
      if (value === null) s.removeItem(key);
      else s.setItem(key, JSON.stringify(value));
    },
    removeItem: (key) => localStorageOrNull()?.removeItem(key),
  };
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * True while a server-rendered page hydrates: stored values (token, user, last game) read as their
 * initial value, as on the server, which cannot see local storage; they appear right after.
 */
export const storedValuesDeferredAtom = atom(false);

/**
 * An atom kept in local storage. Unlike jotai's atomWithStorage (which reads storage once, when
 * the module loads), each store reads the key on first use, so a new store sees what is stored.
 */
export function persistentAtom<V>(key: string, storage: SyncStorage<V>, initialValue: V) {
  const base = atomWithLazy<V>(() => storage.getItem(key, initialValue));
  return atom(
    (get) => (get(storedValuesDeferredAtom) ? initialValue : get(base)),
    (get, set, update: V | ((prev: V) => V)) => {
      const next = typeof update === 'function' ? (update as (prev: V) => V)(get(base)) : update;
      set(base, next);
      storage.setItem(key, next);
    },
  );
}
