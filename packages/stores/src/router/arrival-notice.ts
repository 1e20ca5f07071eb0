// A notice a page shows on arrival, carried in the history entry's state (not in the address, so
// a reload or a shared address does not repeat it): a short link that is unknown or could not be
// resolved lands on /home and says so.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

export type ArrivalNotice = 'shortLinkNotFound' | 'shortLinkFailed';

/** The i18n key each notice is said with. */
export const ARRIVAL_NOTICE_KEY: Record<ArrivalNotice, `common.${ArrivalNotice}`> = {
  shortLinkNotFound: 'common.shortLinkNotFound',
  shortLinkFailed: 'common.shortLinkFailed',
};

interface ArrivalState {
  arrivalNotice?: unknown;
}

/** The history state that carries `notice` to the next page. */
export function arrivalState(notice: ArrivalNotice): ArrivalState {
  return { arrivalNotice: notice };
}

/** The notice a location's state carries, or null. */
export function arrivalNoticeOf(state: unknown): ArrivalNotice | null {
  const notice = (state as ArrivalState | null | undefined)?.arrivalNotice;
  return notice === 'shortLinkNotFound' || notice === 'shortLinkFailed' ? notice : null;
}

/**
 * Call once in the app's root layout: a page reached with a notice calls `show` with its i18n key
 * once, and the notice is taken off the history entry (Back and a reload do not say it again).
 */
export function useArrivalNotice(show: (key: string) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = arrivalNoticeOf(location.state);
  useEffect(() => {
    if (!notice) return;
    show(ARRIVAL_NOTICE_KEY[notice]);
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
    // Once per arrival: the entry's state is cleared right away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notice, location.key]);
}
