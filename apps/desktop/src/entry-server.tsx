// Server entry (built with `vite build --ssr` into dist/.ssr/): the edge gateway calls `render`
// for a page request and answers the built index.html with the page's HTML inside #root, the API
// answers that HTML was made from (for the hydration in main.tsx) and the page's status. The
// generic part is `createPageRenderer` (@gemlane/stores/ssr); this file gives the desktop's tree:
// its data router (whose loaders may answer a redirect), the API base and the late stylesheets.
import { i18n, initI18n, recordFormats } from '@gemlane/i18n';
import { createPageRenderer } from '@gemlane/stores/ssr';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ApiBaseContext } from './adapters/api-client.tsx';
import { DesktopApp } from './app/desktop-app.tsx';
import { APP_ROUTES } from './app/router.tsx';
import { DEFERRED_CSS_META } from './app/deferred-css-meta.ts';
import { needsDeferredStyles } from './app/route-views.ts';

export type { RenderRequest, RenderResult } from '@gemlane/stores/ssr';

export const render = createPageRenderer({
  initI18n,
  translate: (key) => i18n.t(key as never),
  recordFormats,
  stylesMeta: (routeName) => (needsDeferredStyles(routeName) ? DEFERRED_CSS_META : null),
  async tree({ url, request, store }) {
    const handler = createStaticHandler(APP_ROUTES);
    const context = await handler.query(new Request(url.href));
    if (context instanceof Response) {
      return {
        redirect: {
          status: context.status,
          location: context.headers.get('location') ?? '/home',
        },
      };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    return (
      <ApiBaseContext.Provider value={request.apiBase}>
        <DesktopApp
          i18n={i18n}
          store={store}
          routerElement={<StaticRouterProvider router={router} context={context} hydrate={false} />}
        />
      </ApiBaseContext.Provider>
    );
  },
});
