// Storage adapters for jotai: plain strings and JSON in local storage, tolerant of a missing or
// blocked storage (private mode, server render) and of corrupt values.

/** The synchronous storage shape `atomWithStorage` accepts. */
export interface SyncStorage<V> {
  getItem: (key: string, initialValue: V) => V;
  setItem: (key: string, newValue: V) => void;
  removeItem: (key: string) => void;
  subscribe?: (
    key: string,
    callback: (value: V) => void,
    initialValue: V,
  ) => (() => void) | undefined;
}

export function localStorageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function subscribeToKey<V>(parse: (raw: string | null) => V): SyncStorage<V>['subscribe'] {
  return (key, callback, initialValue) => {
    if (typeof window === 'undefined') return undefined;
    const onStorage = (e: StorageEvent) => {
      if (e.storageArea === localStorageOrNull() && e.key === key) {
        callback(e.newValue === null ? initialValue : parse(e.newValue));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  };
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
  subscribe: subscribeToKey((raw) => raw),
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
  const parse = (raw: string | null): V | null => {
    if (raw === null) return null;
    try {
      const value: unknown = JSON.parse(raw);
      return isValid(value) ? value : null;
    } catch {
      return null;
    }
  };
  return {
    getItem: (key, initialValue) => readJson(key, isValid) ?? initialValue,
    setItem: (key, value) => {
      const s = localStorageOrNull();
      if (!s) return;
      if (value === null) s.removeItem(key);
      else s.setItem(key, JSON.stringify(value));
    },
    removeItem: (key) => localStorageOrNull()?.removeItem(key),
    subscribe: subscribeToKey(parse),
  };
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
