// Getting the browser ready to hydrate a server-rendered page: the same language, the same API
// answers, the same (signed-out) view of stored values and every lazy route of the page loaded.
import {
  closeSsrCache,
  createSsrCache,
  setCurrentSsrCache,
  withSsrCache,
} from '@gemlane/api/ssr-cache';
import { initI18n, resolveLanguage } from '@gemlane/i18n';
import {
  loadGameCategoriesAtom,
  loadGameModelAtom,
  browserStorage,
  readLanguageSetting,
  storedValuesDeferredAtom,
  storesApiAtom,
  type StoresApi,
} from '@gemlane/stores';
import { getDefaultStore } from 'jotai';
import { matchRoutes } from 'react-router';
import { APP_ROUTES } from '../app/router.tsx';
import type { SsrPayload } from './document.ts';
import { setPendingHydration, type Hydration } from './hydration-done.ts';

/** Api functions that answer only from the page's answers (a call the server did not get fails, as it did there). */
const NOTHING_ELSE = new Proxy(
  {},
  { get: () => () => Promise.reject(new Error('not in the server render')) },
) as StoresApi;

/**
 * Prepares the hydration of a server-rendered page; null when the page was rendered for another
 * language or currency than this browser has stored (it is then rendered afresh).
 */
export async function prepareHydration(payload: SsrPayload): Promise<Hydration | null> {
  const language = resolveLanguage(location.search, browserStorage());
  const currency = readLanguageSetting()?.currency ?? null;
  if (language !== payload.language || currency !== payload.currency) return null;

  const cache = createSsrCache({ ...payload.calls, fetchMissing: false });
  setCurrentSsrCache(cache);
  const store = getDefaultStore();
  store.set(storedValuesDeferredAtom, true);
  store.set(storesApiAtom, withSsrCache(NOTHING_ELSE, cache));
  const lazyRoutes = (matchRoutes(APP_ROUTES, location) ?? [])
    .map((match) => match.route)
    .filter((route) => typeof route.lazy === 'function');
  await Promise.all([
    initI18n({ language }),
    // The same start-up loads as the server render made, answered from the page.
    store.set(loadGameModelAtom).catch(() => undefined),
    store.set(loadGameCategoriesAtom).catch(() => undefined),
    // The router would render nothing until a lazy route arrives: every one of the page is in first.
    ...lazyRoutes.map(async (route) => {
      const lazy = route.lazy as () => Promise<Record<string, unknown>>;
      Object.assign(route, await lazy(), { lazy: undefined });
    }),
  ]);
  store.set(storesApiAtom, null);
  const hydration = {
    done() {
      closeSsrCache();
      store.set(storedValuesDeferredAtom, false);
    },
  };
  setPendingHydration(hydration);
  return hydration;
}
