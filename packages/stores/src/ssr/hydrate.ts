// Getting the browser ready to hydrate a server-rendered page: the same language, the same API
// answers, the same (signed-out) view of stored values and every lazy part of the page loaded.
import {
  closeSsrCache,
  createSsrCache,
  setCurrentSsrCache,
  withSsrCache,
} from '@gemlane/api/ssr-cache';
import { getDefaultStore } from 'jotai';
import { readLanguageSetting } from '../language/language-currency.ts';
import { storedValuesDeferredAtom } from '../storage.ts';
import { storesApiAtom, type StoresApi } from '../api.ts';
import { ALL_GAME_LISTS, type SsrPayload } from './document.ts';
import { takeEarlyInput } from './early-input.ts';
import { loadFirstPaintAtom } from './first-paint.ts';
import { setPendingHydration, type Hydration } from './hydration-done.ts';

/** Api functions that answer only from the page's answers (a call the server did not get fails, as it did there). */
const NOTHING_ELSE = new Proxy(
  {},
  { get: () => () => Promise.reject(new Error('not in the server render')) },
) as StoresApi;

/** Resolves in a later task, so the browser can paint and answer input in between. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export interface HydrationSetup {
  /** The language this browser resolves to (lang parameter, stored setting, English). */
  language: string;
  /** The app's i18n start in the page's language. */
  initI18n(options: { language: string }): Promise<unknown>;
  /** The code the page's first render needs (its lazy routes), loaded before hydrating. */
  preload?: () => Promise<unknown>;
  /** Takes the texts the server formatted, so the hydration formats none again (`seedFormats`). */
  seedFormats?(formats: SsrPayload['formats']): void;
  /** The jotai store the app renders with (the default store when not given). */
  store?: ReturnType<typeof getDefaultStore>;
}

/**
 * Prepares the hydration of a server-rendered page; null when the page was rendered for another
 * language or currency than this browser has stored (it is then rendered afresh).
 */
export async function prepareHydration(
  payload: SsrPayload,
  setup: HydrationSetup,
): Promise<Hydration | null> {
  const { language } = setup;
  const currency = readLanguageSetting()?.currency ?? null;
  if (language !== payload.language || currency !== payload.currency) {
    // The page is rendered afresh: what was held back belongs to elements about to go.
    takeEarlyInput();
    return null;
  }

  // The scripts' evaluation ends its task here: what follows runs in tasks of its own, not one
  // long task the phone cannot answer a tap in.
  await yieldToBrowser();
  setup.seedFormats?.(payload.formats);
  const cache = createSsrCache({ ...payload.calls, fetchMissing: false });
  setCurrentSsrCache(cache);
  const store = setup.store ?? getDefaultStore();
  store.set(storedValuesDeferredAtom, true);
  store.set(storesApiAtom, withSsrCache(NOTHING_ELSE, cache));
  await Promise.all([
    setup.initI18n({ language }),
    // The same start-up loads as the server render made, answered from the page (in a task after
    // the i18n start's).
    // (What the server loaded, for whom it rendered: not what this browser's cookie says by now.)
    yieldToBrowser().then(() =>
      store.set(
        loadFirstPaintAtom,
        payload.firstPaint ?? { visitor: false, games: ALL_GAME_LISTS },
      ),
    ),
    setup.preload?.(),
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
