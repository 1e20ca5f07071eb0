// antd's static CSS for first-paint components; the rest loads later (app/deferred-styles.ts).
import 'virtual:antd-first-paint.css';
// The app's stylesheets in cascade order (app/styles.ts), all in the stylesheet the HTML links.
import './app/styles.ts';
import { i18n, initI18n, resolveLanguage, seedFormats } from '@gemlane/i18n';
import { browserStorage, bootBrowserState } from '@gemlane/stores';
import { prepareHydration, readSsrPayload } from '@gemlane/stores/ssr';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DesktopApp } from './app/desktop-app.tsx';
import { loadDeferredStyles } from './app/deferred-styles.ts';
import { matchRoutes } from 'react-router';
import { APP_ROUTES, createAppRouter } from './app/router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
bootBrowserState();

/** The router would render nothing until a lazy route arrives: every one of the page is in first. */
function loadPageRoutes(): Promise<unknown> {
  const lazyRoutes = (matchRoutes(APP_ROUTES, location) ?? [])
    .map((match) => match.route)
    .filter((route) => typeof route.lazy === 'function');
  return Promise.all(
    lazyRoutes.map(async (route) => {
      const lazy = route.lazy as () => Promise<Record<string, unknown>>;
      Object.assign(route, await lazy(), { lazy: undefined });
    }),
  );
}

async function start(): Promise<ReturnType<typeof createAppRouter>> {
  const payload = readSsrPayload(document);
  if (
    payload &&
    (await prepareHydration(payload, {
      language: resolveLanguage(location.search, browserStorage()),
      initI18n,
      preload: loadPageRoutes,
      seedFormats,
    }))
  ) {
    // The page came rendered from the server: the same tree, with the same data, takes it over.
    const router = createAppRouter();
    // In a transition the hydration yields to the browser between components (no long task); a
    // plain hydrateRoot renders the whole page in one blocking task.
    startTransition(() => {
      hydrateRoot(
        root!,
        <StrictMode>
          <DesktopApp i18n={i18n} router={router} />
        </StrictMode>,
      );
    });
    return router;
  }
  // The current page's chunk loads while the language pack resolves (before the first paint, so
  // no English flash precedes the chosen pack); the router then starts with the page in hand and
  // renders it at once, without a fallback.
  // A chunk that fails to load here is left to the router, which shows its error page.
  await Promise.all([loadPageRoutes().catch(() => undefined), initI18n()]);
  const router = createAppRouter();
  const app = createRoot(root!);
  // A transition renders in slices that yield to the browser instead of one long task.
  startTransition(() => {
    app.render(
      <StrictMode>
        <DesktopApp i18n={i18n} router={router} />
      </StrictMode>,
    );
  });
  return router;
}

// A promise, not a top-level await: with one, the bundler turns off its merging of small shared
// chunks, and the first page then loads dozens of tiny files one round trip after another.
const started = start();

// The styles later pages and dialogs need load once the first page is up (its route chunks are in
// and the page has loaded), off the critical path: they do not share the bandwidth of the first page.
const firstPageRendered = started.then(
  (router) =>
    new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    }),
);
const pageLoaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});
void Promise.all([firstPageRendered, pageLoaded]).then(() => {
  requestIdleCallback(() => void loadDeferredStyles().catch(() => undefined), { timeout: 3000 });
});
