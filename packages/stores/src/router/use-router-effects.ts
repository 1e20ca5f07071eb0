// Router behaviour of docs/product.md §2 in one hook: attribution capture, page meta, page_view,
// scroll, the code of the pages a page leads on to, and text typed while the next page arrives.
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { dataLayerTrack, pageViewEvent, type Track } from './analytics.ts';
import { captureAttribution } from './attribution.ts';
import { applyDocumentMeta } from './document-meta.ts';
import { isLoggedInAtom } from '../session/session.ts';
import { matchRoute } from './routes.ts';
import { usePreloadRoutes } from './view-preload.ts';
import { useCarryTypedText } from './carry-typed-text.ts';

export type Translate = (key: string) => string;

export interface RouterEffectsOptions {
  t: Translate;
  track?: Track;
}

/**
 * Call once inside the router (e.g. in the root layout), under the jotai Provider. A page counts as a new view when the
 * pathname changes, or the query changes through a push/back navigation; `replace` of the query
 * alone (e.g. removing subscribeToken) is not a new page.
 */
export function useRouterEffects({ t, track = dataLayerTrack }: RouterEffectsOptions): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const last = useRef<{ pathname: string; search: string } | null>(null);
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const latest = useRef({ track, isLoggedIn });
  latest.current = { track, isLoggedIn };

  useEffect(() => {
    captureAttribution(location.search);
  }, [location.search]);

  usePreloadRoutes(matchRoute(location.pathname)?.route.leadsTo);
  useCarryTypedText();

  // Also re-run when `t` changes (a language pack arrived) so the head follows the language.
  useEffect(() => {
    const match = matchRoute(location.pathname);
    if (!match) return;
    applyDocumentMeta({
      title: t(match.route.meta.titleKey),
      description: t(match.route.meta.descriptionKey),
      keywords: t(match.route.meta.keywordsKey),
    });
  }, [location.pathname, t]);

  useEffect(() => {
    const prev = last.current;
    const isNewPage =
      prev === null ||
      prev.pathname !== location.pathname ||
      (prev.search !== location.search && navigationType !== 'REPLACE');
    last.current = { pathname: location.pathname, search: location.search };
    if (!isNewPage) return;

    const { track: send, isLoggedIn: loggedIn } = latest.current;
    const match = matchRoute(location.pathname);
    // `/`, unknown paths and guarded pages of a visitor redirect at once: the target page counts.
    if (!match || (match.route.requiresLogin && !loggedIn)) return;
    send(
      pageViewEvent({
        routeName: match.route.name,
        path: `${location.pathname}${location.search}`,
        title: document.title,
        location: window.location.href,
      }),
    );
    window.scrollTo(0, 0);
  }, [location.pathname, location.search, navigationType]);
}
