// Router behaviour of spec section 2 in one hook: attribution capture, page meta, page_view, scroll.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { dataLayerTrack, pageViewEvent, type Track } from './analytics.ts';
import { captureAttribution } from './attribution.ts';
import { applyDocumentMeta } from './document-meta.ts';
import { matchRoute } from './routes.ts';

export type Translate = (key: string) => string;

export interface RouterEffectsOptions {
  t: Translate;
  track?: Track;
}

/**
 * Call once inside the router (e.g. in the root layout). A page counts as a new view when the
 * pathname changes, or the query changes through a push/back navigation; `replace` of the query
 * alone (e.g. removing subscribeToken) is not a new page.
 */
export function useRouterEffects({ t, track = dataLayerTrack }: RouterEffectsOptions): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const last = useRef<{ pathname: string; search: string } | null>(null);
  const latest = useRef({ t, track });
  latest.current = { t, track };

  useEffect(() => {
    captureAttribution(location.search);
  }, [location.search]);

  useEffect(() => {
    const prev = last.current;
    const isNewPage =
      prev === null ||
      prev.pathname !== location.pathname ||
      (prev.search !== location.search && navigationType !== 'REPLACE');
    last.current = { pathname: location.pathname, search: location.search };
    if (!isNewPage) return;

    const { t: translate, track: send } = latest.current;
    const match = matchRoute(location.pathname);
    if (match) {
      applyDocumentMeta({
        title: translate(match.route.meta.titleKey),
        description: translate(match.route.meta.descriptionKey),
        keywords: translate(match.route.meta.keywordsKey),
      });
    }
    send(
      pageViewEvent({
        routeName: match?.route.name ?? null,
        path: `${location.pathname}${location.search}`,
        title: document.title,
        location: window.location.href,
      }),
    );
    window.scrollTo(0, 0);
  }, [location.pathname, location.search, navigationType]);
}
