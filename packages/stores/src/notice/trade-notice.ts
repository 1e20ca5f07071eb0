// The trade notice and the two mobile banners' visibility rules (docs/product.md §2 and §4).
import type { TradeNotice } from '@gemlane/contract';
import { atom } from 'jotai/vanilla';
import { requireApi } from '../api.ts';
import type { SignUpOffer } from '../coupons/coupons.ts';
import type { RouteName } from '../router/routes.ts';

export const tradeNoticeAtom = atom<TradeNotice | null>(null);

export const loadTradeNoticeAtom = atom(null, async (get, set) => {
  const notice = await requireApi(get).getNotice();
  set(tradeNoticeAtom, notice);
  return notice;
});

const GAME_ZONE_ROUTES: readonly RouteName[] = ['GameZone', 'OldGameZone'];

/**
 * What the discount banner shows: the sign-up offer (a visitor's, signUpOfferAtom) on a game zone
 * tab until closed. 'pending' keeps the banner's place while the activity has not answered, so the
 * zone does not jump down when it arrives (CLS); null shows nothing.
 */
export function discountBannerOffer(
  route: RouteName | null | undefined,
  offer: SignUpOffer,
  closed: boolean,
): SignUpOffer {
  return !closed && route != null && GAME_ZONE_ROUTES.includes(route) ? offer : null;
}

/** The order notice banner shows only on Home, when a notice exists. */
export function showOrderNoticeBanner(
  route: RouteName | null | undefined,
  notice: TradeNotice | null | undefined,
): boolean {
  return route === 'Home' && Boolean(notice?.orderId && notice.orderNotice);
}

/** The discount banner's close icon hides it for the rest of the page life. */
export const discountBannerClosedAtom = atom(false);
