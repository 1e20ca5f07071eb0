import { initI18n } from './adapters/i18n.ts';
import { applyKitLocale } from './adapters/kit-locale.ts';
import { currentSsrCache, withSsrCache } from '@gemlane/api/ssr-cache';
import { seedFormats } from '@gemlane/i18n/format';
import { resolveLanguage } from '@gemlane/i18n/split';
import { browserStorage, bootBrowserState, storesApiAtom } from '@gemlane/stores';
import { matchRoute } from '@gemlane/stores/router';
import { prepareHydration, readSsrPayload } from '@gemlane/stores/ssr';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, browserAppState } from './app/app.tsx';
import { VIEW_LOADERS, viewWithEnglish } from './app/route-views.ts';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
bootBrowserState();

/** The page's view (and the English it needs) in before hydrating, so its chunk is no wait. */
function loadPageView(): Promise<unknown> {
  const name = matchRoute(location.pathname)?.route.name;
  return name && name in VIEW_LOADERS
    ? viewWithEnglish(name as keyof typeof VIEW_LOADERS)()
    : Promise.resolve();
}

async function start(): Promise<void> {
  const payload = readSsrPayload(document);
  const { store, api } = browserAppState();
  if (
    payload &&
    (await prepareHydration(payload, {
      language: resolveLanguage(location.search, browserStorage()),
      initI18n: (options) => initI18n(options).then(applyKitLocale),
      preload: loadPageView,
      seedFormats,
      store,
    }))
  ) {
    // The page came rendered from the server: the same tree, with the same answers, takes it over.
    const cache = currentSsrCache();
    const hydrating = cache ? withSsrCache(api, cache) : api;
    store.set(storesApiAtom, hydrating);
    // In a transition the hydration yields to the browser between components (no long task).
    startTransition(() => {
      hydrateRoot(
        container!,
        <StrictMode>
          <App store={store} api={hydrating} />
        </StrictMode>,
      );
    });
    return;
  }
  // The first render waits for the resolved language (English is bundled, others are one chunk,
  // plus the kit's strings in that language).
  await initI18n()
    .then(applyKitLocale)
    .catch(() => undefined);
  const root = createRoot(container!);
  // A transition renders in slices that yield to the browser instead of one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
