// The trade notice and the two mobile banners' visibility rules (spec sections 2 and 4).
import type { RegisterActivity, TradeNotice } from '@gemlane/contract';
import { atom } from 'jotai/vanilla';
import { requireApi } from '../api.ts';
import { hasRegisterDiscount } from '../coupons/coupons.ts';
import type { RouteName } from '../router/routes.ts';

export const tradeNoticeAtom = atom<TradeNotice | null>(null);

export const loadTradeNoticeAtom = atom(null, async (get, set) => {
  const notice = await requireApi(get).getNotice();
  set(tradeNoticeAtom, notice);
  return notice;
});

const GAME_ZONE_ROUTES: readonly RouteName[] = ['GameZone', 'OldGameZone'];

/** The discount banner shows only on a game zone tab, when a discount amount exists and it was not closed. */
export function showDiscountBanner(
  route: RouteName | null | undefined,
  activity: RegisterActivity | null | undefined,
  closed: boolean,
): boolean {
  return (
    !closed && route != null && GAME_ZONE_ROUTES.includes(route) && hasRegisterDiscount(activity)
  );
}

/**
 * While a visitor's registration activity has not answered, a game zone tab keeps the discount
 * banner's place so the page does not jump down when it arrives (CLS).
 */
export function reserveDiscountBanner(
  route: RouteName | null | undefined,
  activitySettled: boolean,
  closed: boolean,
): boolean {
  return !closed && !activitySettled && route != null && GAME_ZONE_ROUTES.includes(route);
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
