// Server entry (built with `vite build --ssr` into dist/.ssr/): the edge gateway calls `render`
// for a page request and answers the built index.html with the page's HTML inside #root, the API
// answers that HTML was made from (for the hydration in main.tsx) and the page's status. The
// generic part is `createPageRenderer` (@gemlane/stores/ssr); this file gives the mobile tree:
// its router at the page's address, and whether the page is inside the app's webview.
import { routeByName, viewNameOf, type RouteName } from '@gemlane/stores/router/core';
import { recordFormats } from '@gemlane/i18n/format';
import { createPageRenderer, type GameList } from '@gemlane/stores/ssr';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { i18n, initI18n } from './adapters/i18n.ts';
import { App } from './app/app.tsx';
import { VIEW_STYLES_META_PREFIX } from './app/view-styles-meta.ts';
import { InAppContext } from './components/hooks/use-in-app.ts';

export type { RenderRequest, RenderResult } from '@gemlane/stores/ssr';

/** The game lists a phone's page shows: home the games, all games both; no other page any. */
const GAME_LISTS: Partial<Record<RouteName, readonly GameList[]>> = {
  Home: ['games'],
  SwitchGame: ['games', 'categories'],
};

export const render = createPageRenderer({
  initI18n,
  translate: (key) => i18n.t(key as never),
  recordFormats,
  // The page's own view stylesheets, linked from <head> so the page paints styled.
  stylesMeta: (routeName) => `${VIEW_STYLES_META_PREFIX}${viewNameOf(routeByName(routeName))}`,
  // The phone's chrome lists no games: home shows the games, all games both lists. A game zone's
  // page stays within the first round trip of a new connection without them (about 3 KB).
  gameListsOf: (routeName) => GAME_LISTS[routeName] ?? [],
  tree({ url, request, store, api }) {
    // Inside the app's webview the page leaves out what the app draws itself (as the browser will).
    const inApp = request.inApp === true;
    const location = `${url.pathname}${url.search}`;
    const router = (routes: ReactNode) => <StaticRouter location={location}>{routes}</StaticRouter>;
    return (
      <InAppContext.Provider value={inApp}>
        <App store={store} api={api} router={router} />
      </InAppContext.Provider>
    );
  },
});
