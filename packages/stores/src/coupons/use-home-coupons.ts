// The coupons offered to claim ("Coupons for you"): the home list, fetched again when the shopper
// logs in or out, and the claim of one (a visitor is sent to log in first). Both apps' homes use it.
import type { CouponTemplate } from '@gemlane/contract';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { storesApiAtom } from '../api.ts';
import { isLoggedInAtom } from '../session/session.ts';
import { couponModelAtom, loadHomeCouponsAtom } from './coupons.ts';

export interface HomeCouponsView {
  templates: readonly CouponTemplate[];
  /** 'login': a visitor must log in first; 'failed': the api client has shown why. */
  claim: (template: CouponTemplate) => Promise<'claimed' | 'login' | 'failed'>;
}

export function useHomeCoupons(): HomeCouponsView {
  const api = useAtomValue(storesApiAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const templates = useAtomValue(couponModelAtom).list;
  const load = useSetAtom(loadHomeCouponsAtom);

  useEffect(() => {
    if (api) void load({ force: true }).catch(() => undefined);
  }, [api, load, loggedIn]);

  const claim: HomeCouponsView['claim'] = async (template) => {
    if (!loggedIn) return 'login';
    if (!api) return 'failed';
    try {
      await api.receiveCoupon({ templateId: template.templateId });
    } catch {
      return 'failed';
    }
    void load({ force: true }).catch(() => undefined);
    return 'claimed';
  };

  return { templates, claim };
}
