// The coupons offered to claim ("Coupons for you"): the home list, and the claim of one (a visitor
// is sent to log in first). Both apps' homes use it. The list is part of the server render (its
// prices formatted there), and asked again when the shopper logs in or out and after a claim.
import type { CouponTemplate } from '@gemlane/contract';
import { useAtomValue } from 'jotai';
import { storesApiAtom } from '../api.ts';
import { useLoad } from '../load/use-load.ts';
import { isLoggedInAtom } from '../session/session.ts';

export interface HomeCouponsView {
  templates: readonly CouponTemplate[];
  /** 'login': a visitor must log in first; 'failed': the api client has shown why. */
  claim: (template: CouponTemplate) => Promise<'claimed' | 'login' | 'failed'>;
}

const NONE: readonly CouponTemplate[] = [];

export function useHomeCoupons(): HomeCouponsView {
  const api = useAtomValue(storesApiAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  // The server render and the hydration both read it signed out; a signed-in shopper's own list
  // (what they have claimed) follows when the stored session appears after hydration.
  const list = useLoad(api ? () => api.couponHomeList() : null, [api, loggedIn]);

  const claim: HomeCouponsView['claim'] = async (template) => {
    if (!loggedIn) return 'login';
    if (!api) return 'failed';
    try {
      await api.receiveCoupon({ templateId: template.templateId });
    } catch {
      return 'failed';
    }
    list.reload();
    return 'claimed';
  };

  return { templates: list.data ?? NONE, claim };
}
