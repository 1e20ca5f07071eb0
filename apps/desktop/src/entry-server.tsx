// Server entry (built with `vite build --ssr` into dist/.ssr/): the edge gateway calls `render`
// for a page request and answers the built index.html with the page's HTML inside #root, the API
// answers that HTML was made from (for the hydration in main.tsx) and the page's status.
import { createApiClient } from '@gemlane/api';
import { createSsrCache, serializeSsrCache, withSsrCache } from '@gemlane/api/ssr-cache';
import { i18n, initI18n } from '@gemlane/i18n';
import {
  createAuthStorage,
  readLanguageSetting,
  storageFromCookieHeader,
  storesApiAtom,
} from '@gemlane/stores';
import { ServerRenderContext, isServerRendered, matchRoute } from '@gemlane/stores/router';
import {
  fillDocument,
  loadFirstPaintAtom,
  renderSettled,
  serialRenderer,
  withRequestGlobals,
  type RenderRequest,
  type RenderResult,
} from '@gemlane/stores/ssr';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ApiBaseContext } from './adapters/api-client.tsx';
import { DesktopApp } from './app/desktop-app.tsx';
import { APP_ROUTES } from './app/router.tsx';
import { DEFERRED_CSS_META } from './app/deferred-css-meta.ts';
import { needsDeferredStyles } from './app/route-views.ts';

export type { RenderRequest, RenderResult } from '@gemlane/stores/ssr';

export const render = serialRenderer(renderNow);

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
    // What the app loads at start-up and the chrome and home show (as the browser will before hydrating).
    await store.set(loadFirstPaintAtom);

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
    const html = await renderSettled(app, cache, () => {
      facts.status = 200;
    });
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
        deferredStylesMeta:
          match && needsDeferredStyles(match.route.name) ? DEFERRED_CSS_META : null,
        title: typeof title === 'string' ? title : null,
        description: typeof description === 'string' ? description : null,
      }),
    };
  });
}
