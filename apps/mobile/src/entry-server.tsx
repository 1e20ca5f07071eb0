// Server entry (built with `vite build --ssr` into dist/.ssr/): the edge gateway calls `render`
// for a page request and answers the built index.html with the page's HTML inside #root, the API
// answers that HTML was made from (for the hydration in main.tsx) and the page's status. The
// generic half (render passes, request globals, the document) is `@gemlane/stores/ssr`.
import { createApiClient } from '@gemlane/api';
import { createSsrCache, serializeSsrCache, withSsrCache } from '@gemlane/api/ssr-cache';
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
import { detectContext } from '@gemlane/env';
import { createStore } from 'jotai';
import { StrictMode, type ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { i18n, initI18n } from './adapters/i18n.ts';
import { App } from './app/app.tsx';
import { InAppContext } from './components/hooks/use-in-app.ts';

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
    const api = withSsrCache(
      createApiClient({
        baseURL: request.apiBase,
        storage: createAuthStorage(store),
        // A failed call leaves its part empty; the browser asks again and reports it.
        showError: () => undefined,
      }).api,
      cache,
    );
    store.set(storesApiAtom, api);
    // What the app loads at start-up and the chrome and home show (as the browser will before hydrating).
    await store.set(loadFirstPaintAtom);

    const facts = { status: 200 };
    // Inside the app's webview the page leaves out what the app draws itself (as the browser will).
    const inApp = detectContext({ userAgent: request.userAgent ?? '' }).inApp;
    const location = `${url.pathname}${url.search}`;
    const router = (routes: ReactNode) => <StaticRouter location={location}>{routes}</StaticRouter>;
    const app = () => (
      <StrictMode>
        <ServerRenderContext.Provider value={facts}>
          <InAppContext.Provider value={inApp}>
            <App store={store} api={api} router={router} />
          </InAppContext.Provider>
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
        deferredStylesMeta: null,
        title: typeof title === 'string' ? title : null,
        description: typeof description === 'string' ? description : null,
      }),
    };
  });
}
