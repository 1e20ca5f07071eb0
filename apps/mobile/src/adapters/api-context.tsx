import type { ApiClient } from '@gemlane/api';
import { createContext, useContext, type ReactNode } from 'react';

export type Api = ApiClient['api'];

const ApiContext = createContext<Api | null>(null);

export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The typed call functions of `@gemlane/api`, wired to this app's toasts and login redirect. */
export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs <ApiProvider> (src/app/providers.tsx)');
  return api;
}
