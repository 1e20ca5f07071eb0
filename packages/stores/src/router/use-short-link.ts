// /s/:shortLink: asks the server for the long link and replaces the location with it (the
// partner parameter travels on). A link the server does not know, or any failure, goes to /home,
// which says on arrival that the link was not found (or could not be opened).
import { useAtomValue } from 'jotai';
import { isNotFoundError } from '@gemlane/api';
import { useEffect } from 'react';
import { storesApiAtom } from '../api.ts';
import { arrivalState } from './arrival-notice.ts';
import { loadPage } from './page-load.ts';
import { safeRedirect } from './redirect.ts';
import { HOME_PATH } from './routes.ts';
import { usePartnerNavigate } from './use-partner-navigate.ts';

export type ShortLinkTarget = { kind: 'route'; to: string } | { kind: 'page'; to: string };

/** Where a resolved long link goes: same-site paths stay in the router, http(s) pages load, the rest home. */
export function shortLinkTarget(link: string | null | undefined, origin: string): ShortLinkTarget {
  const local = safeRedirect(link, origin);
  if (local) return { kind: 'route', to: local };
  if (link && /^https?:\/\//i.test(link)) {
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      return { kind: 'route', to: HOME_PATH };
    }
    if (url.origin === new URL(origin).origin) {
      return { kind: 'route', to: `${url.pathname}${url.search}${url.hash}` };
    }
    return { kind: 'page', to: link };
  }
  return { kind: 'route', to: HOME_PATH };
}

/**
 * Resolves `shortCode` once and replaces the location with its long link; an unknown link or a
 * failure replaces it with /home and a notice for the home page to say.
 */
export function useShortLinkRedirect(shortCode: string): void {
  const api = useAtomValue(storesApiAtom);
  const navigate = usePartnerNavigate();
  useEffect(() => {
    if (!api) return;
    let live = true;
    const go = (target: ShortLinkTarget) => {
      if (!live) return;
      if (target.kind === 'page') loadPage(target.to, { replace: true });
      else void navigate(target.to, { replace: true });
    };
    api.revertShortLink({ shortCode }, { hideError: true }).then(
      ({ link }) => go(shortLinkTarget(link, window.location.origin)),
      (error: unknown) => {
        if (!live) return;
        const notice = isNotFoundError(error) ? 'shortLinkNotFound' : 'shortLinkFailed';
        void navigate(HOME_PATH, { replace: true, state: arrivalState(notice) });
      },
    );
    return () => {
      live = false;
    };
    // navigate changes with the location; the link is resolved once per short code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, shortCode]);
}
