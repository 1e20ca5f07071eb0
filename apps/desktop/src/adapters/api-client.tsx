import { usePartnerNavigate } from '@gemlane/stores/router';
import { createApiClient, SYSTEM_EXCEPTION_MESSAGE } from '@gemlane/api';
import type { ApiClient } from '@gemlane/api';
import { currentSsrCache, withSsrCache } from '@gemlane/api/ssr-cache';
import { i18n } from '@gemlane/i18n';
import { createAuthStorage, storesApiAtom } from '@gemlane/stores';
import { useStore } from 'jotai';
import { createContext, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { takeEarly } from '../boot/early-requests.ts';
import { useAppMessage } from './app-message.tsx';

export type Api = ApiClient['api'];

const ApiContext = createContext<Api | null>(null);
/** Where the api client sends its calls when no `baseURL` is given: the API server's URL in a server render. */
export const ApiBaseContext = createContext<string | undefined>(undefined);

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

/** The first-paint calls take the answer boot/early-requests.ts asked for before the app loaded. */
export function withEarlyAnswers(api: Api): Api {
  return {
    ...api,
    gameList: (request, options) =>
      takeEarly('gameList', request, () => api.gameList(request, options)),
    getGameZone: (request, options) =>
      takeEarly('getGameZone', request, () => api.getGameZone(request, options)),
  };
}

/**
 * Creates the api client inside the app's message provider (errors go to `useAppMessage()`, never the static
 * message) and inside the router (a 401 navigates to /login?redirect=... without a page load).
 */
export function ApiClientProvider({
  children,
  baseURL: givenBaseURL,
}: {
  children: ReactNode;
  baseURL?: string;
}) {
  const contextBaseURL = useContext(ApiBaseContext);
  const baseURL = givenBaseURL ?? contextBaseURL;
  const message = useAppMessage();
  const navigate = usePartnerNavigate();
  const store = useStore();
  const latest = useRef({ message, navigate });
  latest.current = { message, navigate };
  const api = useMemo(() => {
    const client = withEarlyAnswers(
      createApiClient({
        baseURL,
        storage: createAuthStorage(store),
        // The request layer's default text is English; the shopper reads it in their language.
        showError: (text) =>
          void latest.current.message.error(
            text === SYSTEM_EXCEPTION_MESSAGE ? i18n.t('errors.systemException') : text,
          ),
        onUnauthorized: (context) => {
          if (!context.onLoginPage)
            void latest.current.navigate(context.loginUrl, { replace: true });
        },
      }).api,
    );
    // A server render records its calls; a hydrating page reads the answers it carried.
    const cache = currentSsrCache();
    return cache ? withSsrCache(client, cache) : client;
  }, [baseURL, store]);
  // The shared stores reach the server through the same client (errors, 401 handling, headers).
  useLayoutEffect(() => {
    store.set(storesApiAtom, api);
  }, [store, api]);
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}
