// The console's data layer handed to every page: the typed staff calls and the session.
import { createContext, useContext, type ReactNode } from 'react';
import type { AdminApi } from './client.ts';
import { useSession, type Session, type SessionStore } from './session.ts';

interface ConsoleContextValue {
  api: AdminApi;
  session: SessionStore;
}

const ConsoleContext = createContext<ConsoleContextValue | null>(null);

export function ConsoleProvider({
  value,
  children,
}: {
  value: ConsoleContextValue;
  children: ReactNode;
}) {
  return <ConsoleContext.Provider value={value}>{children}</ConsoleContext.Provider>;
}

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsole outside ConsoleProvider');
  return value;
}

/** The signed-in staff member (pages under the shell always have one). */
export function useStaff(): Session | null {
  return useSession(useConsole().session);
}
