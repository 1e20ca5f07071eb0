// /s/:shortLink (spec section 2): asks the server for the long link and replaces the location
// with it; an unknown link is reported (the page says not found), another failure goes to /home. The partner parameter travels on.
import { useAtomValue } from 'jotai';
import { isNotFoundError } from '@gemlane/api';
import { useEffect, useState } from 'react';
import { storesApiAtom } from '../api.ts';
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
 * Resolves `shortCode` once and replaces the location with its long link; answers `{ unknown: true }`
 * when the server has no such link, so the page can say not found with a way onward.
 */
export function useShortLinkRedirect(shortCode: string): { unknown: boolean } {
  const api = useAtomValue(storesApiAtom);
  const navigate = usePartnerNavigate();
  const [unknown, setUnknown] = useState(false);
  useEffect(() => {
    if (!api) return;
    let live = true;
    setUnknown(false);
    const go = (target: ShortLinkTarget) => {
      if (!live) return;
      if (target.kind === 'page') loadPage(target.to, { replace: true });
      else void navigate(target.to, { replace: true });
    };
    api.revertShortLink({ shortCode }, { hideError: true }).then(
      ({ link }) => go(shortLinkTarget(link, window.location.origin)),
      (error: unknown) => {
        if (live && isNotFoundError(error)) setUnknown(true);
        else go({ kind: 'route', to: HOME_PATH });
      },
    );
    return () => {
      live = false;
    };
    // navigate changes with the location; the link is resolved once per short code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, shortCode]);
  return { unknown };
}
