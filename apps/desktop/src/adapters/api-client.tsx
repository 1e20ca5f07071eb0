import { createApiClient } from '@gemlane/api';
import type { ApiClient } from '@gemlane/api';
import { App } from 'antd';
import { createContext, useContext, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { authStorage } from './auth-storage.ts';

export type Api = ApiClient['api'];

const ApiContext = createContext<Api | null>(null);

/** The typed API functions of the current app (one per call of the contract). */
export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an <ApiClientProvider>');
  return api;
}

/** Stories and tests hand in a client of their own (pointed at a fake server). */
export function ApiContextProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/**
 * Creates the api client inside antd's <App> (errors go to `App.useApp().message`, never the static
 * message) and inside the router (a 401 navigates to /login?redirect=... without a page load).
 */
export function ApiClientProvider({
  children,
  baseURL,
}: {
  children: ReactNode;
  baseURL?: string;
}) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const latest = useRef({ message, navigate });
  latest.current = { message, navigate };
  const api = useMemo(
    () =>
      createApiClient({
        baseURL,
        storage: authStorage,
        showError: (text) => void latest.current.message.error(text),
        onUnauthorized: (context) => {
          if (!context.onLoginPage)
            void latest.current.navigate(context.loginUrl, { replace: true });
        },
      }).api,
    [baseURL],
  );
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}
