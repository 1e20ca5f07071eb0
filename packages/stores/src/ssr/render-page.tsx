// A server entry's whole answer to a page request, the same for both apps: the page's language from
// the `lang` link or the stored setting (its cookie mirror), a store and an api client of this
// render answered into its cache, the first paint's data, the app's tree in render passes with the
// page's status, and the built index.html filled with all of it. Each app's entry-server.tsx gives
// only what is its own: its i18n, its tree (router and providers) and its deferred styles.
import { createApiClient, type ApiClient } from '@gemlane/api';
import { createSsrCache, serializeSsrCache, withSsrCache } from '@gemlane/api/ssr-cache';
import { createStore } from 'jotai/vanilla';
import { StrictMode, type ReactNode } from 'react';
import { storesApiAtom } from '../api.ts';
import {
  currentCurrencyAtom,
  readLanguageSetting,
  storageFromCookieHeader,
} from '../language/language-currency.ts';
import { matchRoute, type RouteName } from '../router/routes.ts';
import { serverLoginRedirect } from '../router/server-login.ts';
import {
  isServerRendered,
  ServerRenderContext,
  type ServerRenderFacts,
} from '../router/server-render.ts';
import { createAuthStorage } from '../session/session.ts';
import { hasSessionCookie } from '../session/session-cookie.ts';
import { ALL_GAME_LISTS, fillDocument, type GameList } from './document.ts';
import { loadFirstPaintAtom } from './first-paint.ts';
import {
  renderSettled,
  serialRenderer,
  withRequestGlobals,
  type RenderRequest,
  type RenderResult,
} from './server.ts';

/** What a render gives the app to build its tree with. */
export interface PageParts {
  url: URL;
  request: RenderRequest;
  store: ReturnType<typeof createStore>;
  /** The api of this render: answers go into the page's cache, failures leave their part empty. */
  api: ApiClient['api'];
}

/** The router answered a redirect instead of a page (a data router's loader). */
export interface PageRedirect {
  redirect: { status: number; location: string };
}

export interface ServerPageSetup {
  /** The app's i18n, started in the page's language; resolves to that language. */
  initI18n(options: { search: string; storage: Pick<Storage, 'getItem'> }): Promise<string>;
  /** A route's title or description in the page's language. */
  translate(key: string): unknown;
  /** The app's tree for this page (router, providers, app), or the router's redirect. */
  tree(parts: PageParts): ReactNode | PageRedirect | Promise<ReactNode | PageRedirect>;
  /**
   * The `<meta>` of the built index.html that names the stylesheets the route's page needs beyond
   * the entry's (a lazy view's own CSS, styles the browser loads late), or null: none.
   */
  stylesMeta?(routeName: RouteName): string | null;
  /**
   * The game lists the route's page shows (the games, all games by category), which its first
   * paint then loads; not given: every page shows both (a chrome that lists games).
   */
  gameListsOf?(routeName: RouteName): readonly GameList[];
  /**
   * Runs the render and gives the money and number texts it formatted, which the browser then
   * hydrates with instead of building Intl formatters (the i18n package's `recordFormats`).
   */
  recordFormats?<T>(
    render: () => Promise<T>,
    /** The page's language and currency: their money formatters are described in any case. */
    page?: { locale: string; currency: string | null },
  ): Promise<{ result: T; formats: Record<string, string> }>;
}

const isRedirect = (tree: ReactNode | PageRedirect): tree is PageRedirect =>
  typeof tree === 'object' && tree !== null && 'redirect' in tree;

/** The `render` a server entry exports (the gateway calls it once per page request). */
export function createPageRenderer(setup: ServerPageSetup) {
  return serialRenderer((request: RenderRequest) => renderPage(setup, request));
}

async function renderPage(setup: ServerPageSetup, request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url);
  // A visitor asking for a login-only page goes to the login page now, not once the app has run.
  const toLogin = serverLoginRedirect(url, request.cookie);
  if (toLogin) return { kind: 'redirect', status: 302, location: toLogin };
  if (!isServerRendered(url.pathname)) return { kind: 'shell' };
  return withRequestGlobals(url, request.cookie, async () => {
    const storage = storageFromCookieHeader(request.cookie);
    const language = await setup.initI18n({ search: url.search, storage });
    const cache = createSsrCache({ fetchMissing: true });
    const store = createStore();
    const api = withSsrCache(
      createApiClient({
        baseURL: request.apiBase,
        storage: createAuthStorage(store),
        // A failed call leaves its part empty; the browser asks again and reports it.
        showError: () => undefined,
        // The visitor's language as their browser states it, so init info suggests what it
        // would suggest to the browser's own call.
        ...(request.acceptLanguage
          ? { headers: { 'accept-language': request.acceptLanguage } }
          : {}),
      }).api,
      cache,
    );
    store.set(storesApiAtom, api);
    // What the chrome and home show at start-up, as the browser loads it before hydrating.
    const match = matchRoute(url.pathname);
    const routeName = match?.route.name;
    const firstPaint = {
      visitor: !hasSessionCookie(request.cookie),
      games: (routeName && setup.gameListsOf?.(routeName)) || ALL_GAME_LISTS,
    };
    await store.set(loadFirstPaintAtom, firstPaint);

    const tree = await setup.tree({ url, request, store, api });
    if (isRedirect(tree)) return { kind: 'redirect', ...tree.redirect };
    const facts: ServerRenderFacts = { status: 200 };
    const app = () => (
      <StrictMode>
        <ServerRenderContext.Provider value={facts}>{tree}</ServerRenderContext.Provider>
      </StrictMode>
    );
    const settle = () =>
      renderSettled(app, cache, () => {
        facts.status = 200;
      });
    const { result: html, formats } = setup.recordFormats
      ? await setup.recordFormats(settle, {
          locale: language,
          currency: store.get(currentCurrencyAtom).value,
        })
      : { result: await settle(), formats: undefined };
    const text = (key: string | undefined) => {
      const value = key ? setup.translate(key) : null;
      return typeof value === 'string' ? value : null;
    };
    return {
      kind: 'page',
      status: facts.status,
      html: fillDocument(request.template, {
        language,
        currency: readLanguageSetting(storage)?.currency ?? null,
        body: html,
        data: serializeSsrCache(cache),
        firstPaint,
        formats,
        stylesMeta: match ? (setup.stylesMeta?.(match.route.name) ?? null) : null,
        title: text(match?.route.meta.titleKey),
        description: text(match?.route.meta.descriptionKey),
      }),
    };
  });
}
