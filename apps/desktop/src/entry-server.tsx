// Server entry (built with `vite build --ssr` into dist/.ssr/): the edge gateway calls `render`
// for a page request and answers the built index.html with the page's HTML inside #root, the API
// answers that HTML was made from (for the hydration in main.tsx) and the page's status.
import { createApiClient } from '@gemlane/api';
import {
  closeSsrCache,
  createSsrCache,
  serializeSsrCache,
  setCurrentSsrCache,
  settleSsrCache,
  withSsrCache,
} from '@gemlane/api/ssr-cache';
import { i18n, initI18n } from '@gemlane/i18n';
import {
  createAuthStorage,
  loadGameCategoriesAtom,
  loadGameModelAtom,
  readLanguageSetting,
  storageFromCookieHeader,
  storesApiAtom,
} from '@gemlane/stores';
import { ServerRenderContext, isServerRendered, matchRoute } from '@gemlane/stores/router';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ApiBaseContext } from './adapters/api-client.tsx';
import { DesktopApp } from './app/desktop-app.tsx';
import { APP_ROUTES } from './app/router.tsx';
import { needsDeferredStyles } from './app/route-views.ts';
import { fillDocument } from './ssr/document.ts';

export interface RenderRequest {
  /** The full address of the page. */
  url: string;
  /** The request's Cookie header (the stored language setting is mirrored there). */
  cookie: string | null;
  /** The API server, e.g. `http://127.0.0.1:3001`. */
  apiBase: string;
  /** The built index.html. */
  template: string;
}

export type RenderResult =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string }
  /** Not a server-rendered page: the gateway answers the plain index.html. */
  | { kind: 'shell' };

/** A render reaches at most this many rounds of "render, wait for the calls it asked for". */
const MAX_PASSES = 4;

// Renders share module state (the i18n instance, the current cache, the browser globals the
// stores read), so they run one after another.
let queue: Promise<unknown> = Promise.resolve();

export function render(request: RenderRequest): Promise<RenderResult> {
  const next = queue.then(() => renderNow(request));
  queue = next.catch(() => undefined);
  return next;
}

interface BrowserGlobals {
  localStorage?: unknown;
  location?: unknown;
}

/** The two browser globals the stores and the api client read, as this request shows them. */
function withRequestGlobals<T>(url: URL, cookie: string | null, run: () => Promise<T>): Promise<T> {
  const scope = globalThis as BrowserGlobals;
  const saved = { localStorage: scope.localStorage, location: scope.location };
  const stored = storageFromCookieHeader(cookie);
  scope.localStorage = {
    getItem: (key: string) => stored.getItem(key),
    setItem: () => undefined,
    removeItem: () => undefined,
  };
  // The server render's own stand-in for the request's location (not a navigation).
  // eslint-disable-next-line no-restricted-syntax
  scope.location = {
    href: url.href,
    origin: url.origin,
    protocol: url.protocol,
    host: url.host,
    hostname: url.hostname,
    pathname: url.pathname,
    search: url.search,
    hash: '',
    assign: () => undefined,
    replace: () => undefined,
  };
  return run().finally(() => {
    scope.localStorage = saved.localStorage;
    // eslint-disable-next-line no-restricted-syntax -- restores the global after the render
    scope.location = saved.location;
  });
}

async function renderNow(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url);
  if (!isServerRendered(url.pathname)) return { kind: 'shell' };
  return withRequestGlobals(url, request.cookie, async () => {
    const language = await initI18n({
      search: url.search,
      storage: storageFromCookieHeader(request.cookie),
    });
    const cache = createSsrCache({ fetchMissing: true });
    const store = createStore();
    const storesApi = withSsrCache(
      createApiClient({
        baseURL: request.apiBase,
        storage: createAuthStorage(store),
        // A failed call leaves its part empty; the browser asks again and reports it.
        showError: () => undefined,
      }).api,
      cache,
    );
    store.set(storesApiAtom, storesApi);
    // What the app loads at start-up and the chrome and home show.
    await Promise.allSettled([store.set(loadGameModelAtom), store.set(loadGameCategoriesAtom)]);

    const handler = createStaticHandler(APP_ROUTES);
    const context = await handler.query(new Request(url.href));
    if (context instanceof Response) {
      return {
        kind: 'redirect',
        status: context.status,
        location: context.headers.get('location') ?? '/home',
      };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const facts = { status: 200 };
    const app = () => (
      <StrictMode>
        <ServerRenderContext.Provider value={facts}>
          <ApiBaseContext.Provider value={request.apiBase}>
            <DesktopApp
              i18n={i18n}
              store={store}
              routerElement={
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              }
            />
          </ApiBaseContext.Provider>
        </ServerRenderContext.Provider>
      </StrictMode>
    );
    setCurrentSsrCache(cache);
    let html = '';
    try {
      // Warm-up passes wait for everything the page needs: its API calls and the code of its lazy
      // parts. The last pass renders synchronously with all of it in place, so the HTML holds no
      // hidden segments and no inline scripts (which the CSP would block).
      for (let pass = 0; pass < MAX_PASSES; pass += 1) {
        await prerenderToNodeStream(app()).then(({ prelude }) => prelude.resume());
        if (!(await settleSsrCache(cache))) break;
      }
      facts.status = 200;
      html = renderToString(app());
    } finally {
      closeSsrCache();
    }
    const match = matchRoute(url.pathname);
    const title = match ? i18n.t(match.route.meta.titleKey as never) : null;
    const description = match ? i18n.t(match.route.meta.descriptionKey as never) : null;
    return {
      kind: 'page',
      status: facts.status,
      html: fillDocument(request.template, {
        language,
        currency: readLanguageSetting(storageFromCookieHeader(request.cookie))?.currency ?? null,
        body: html,
        data: serializeSsrCache(cache),
        deferredStyles: match ? needsDeferredStyles(match.route.name) : false,
        title: typeof title === 'string' ? title : null,
        description: typeof description === 'string' ? description : null,
      }),
    };
  });
}
