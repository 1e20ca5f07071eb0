// The staff session, headless: the token and who signed in, kept for this browser tab only
// (sessionStorage), so closing the tab forgets it; the server ends it at sign-out or expiry.
import { useSyncExternalStore } from 'react';
import type { StaffProfile } from '@gemlane/contract';

export interface Session {
  token: string;
  staff: StaffProfile;
  expiresAt: string;
}

const KEY = 'gemlane.console.session';

export interface SessionStore {
  get(): Session | null;
  set(session: Session | null): void;
  subscribe(listener: () => void): () => void;
}

export function createSessionStore(storage: Storage | undefined): SessionStore {
  let current: Session | null = null;
  try {
    const raw = storage?.getItem(KEY);
    current = raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    current = null;
  }
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(session) {
      current = session;
      if (session) storage?.setItem(KEY, JSON.stringify(session));
      else storage?.removeItem(KEY);
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useSession(store: SessionStore): Session | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
