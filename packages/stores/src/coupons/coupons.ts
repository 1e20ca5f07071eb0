// The coupon model (docs/product.md §3): the new-user registration activity that drives the
// sign-up promo. (The home's list of coupons to claim is the home's own request: useHomeCoupons.)
import type { RegisterActivity } from '@gemlane/contract';
import { atom } from 'jotai/vanilla';
import { requireApi } from '../api.ts';
import { isLoggedInAtom } from '../session/session.ts';
import { sameData } from '../load/same-data.ts';

export interface CouponModel {
  registerActivityInfo: RegisterActivity | null;
}

export const INITIAL_COUPON_MODEL: CouponModel = {
  registerActivityInfo: null,
};

export const couponModelAtom = atom<CouponModel>(INITIAL_COUPON_MODEL);

/** A promo shows only when the activity has a discount amount. */
export function hasRegisterDiscount(
  info: RegisterActivity | null | undefined,
): info is RegisterActivity {
  return Boolean(info && info.discountAmount > 0);
}

export const registerDiscountAtom = atom((get) => {
  const info = get(couponModelAtom).registerActivityInfo;
  return hasRegisterDiscount(info) ? info : null;
});

/** The registration activity has answered (either way): until then the promo's place is kept (no layout shift). */
export const registerActivitySettledAtom = atom(false);

/**
 * What the page shows a visitor about signing up: the offer's amount (minor units, formatted by the
 * app in the reader's language), 'pending' while the activity has not answered (its place is kept so
 * the page does not jump), or null (signed in, or no offer runs).
 */
export type SignUpOffer = { amount: number; currency: string } | 'pending' | null;

export const signUpOfferAtom = atom<SignUpOffer>((get) => {
  if (get(isLoggedInAtom)) return null;
  const discount = get(registerDiscountAtom);
  if (discount) return { amount: discount.discountAmount, currency: discount.currency };
  return get(registerActivitySettledAtom) ? null : 'pending';
});

/** Visitors fetch the registration activity at start. */
export const loadRegisterActivityAtom = atom(null, async (get, set) => {
  try {
    const info = await requireApi(get).registerActivity();
    set(couponModelAtom, (m) =>
      sameData(m.registerActivityInfo, info) ? m : { ...m, registerActivityInfo: info },
    );
    return info;
  } finally {
    set(registerActivitySettledAtom, true);
  }
});
