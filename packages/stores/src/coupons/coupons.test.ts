import type { RegisterActivity } from '@gemlane/contract';
import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { storeWithApi } from '../testing/fake-api.ts';
import {
  couponModelAtom,
  hasRegisterDiscount,
  INITIAL_COUPON_MODEL,
  loadRegisterActivityAtom,
  registerActivitySettledAtom,
  registerDiscountAtom,
  signUpOfferAtom,
} from './coupons.ts';
import { authTokenAtom } from '../session/session.ts';

const activity = (discountAmount: number): RegisterActivity => ({
  activityId: 1,
  title: 'Welcome',
  discountAmount,
  currency: 'USD',
  currencySymbol: '$',
  minOrderAmount: 0,
  endsAt: null,
});

describe('coupon model', () => {
  it('starts with no registration activity', () => {
    expect(createStore().get(couponModelAtom)).toEqual({ registerActivityInfo: null });
    expect(INITIAL_COUPON_MODEL.registerActivityInfo).toBeNull();
  });
});

describe('registration activity', () => {
  it('is stored in the coupon model', async () => {
    const { store, api } = storeWithApi();
    api.registerActivity.mockResolvedValue(activity(500));
    await store.set(loadRegisterActivityAtom);
    expect(store.get(couponModelAtom).registerActivityInfo).toEqual(activity(500));
    expect(store.get(registerDiscountAtom)).toEqual(activity(500));
  });

  it('is settled once the registration activity answered, also after a failure', async () => {
    const ok = storeWithApi();
    ok.api.registerActivity.mockResolvedValue(activity(500));
    expect(ok.store.get(registerActivitySettledAtom)).toBe(false);
    await ok.store.set(loadRegisterActivityAtom);
    expect(ok.store.get(registerActivitySettledAtom)).toBe(true);

    const failed = storeWithApi();
    failed.api.registerActivity.mockRejectedValue(new Error('offline'));
    await expect(failed.store.set(loadRegisterActivityAtom)).rejects.toThrow('offline');
    expect(failed.store.get(registerActivitySettledAtom)).toBe(true);
    expect(failed.store.get(registerDiscountAtom)).toBeNull();
  });

  it('shows a promo only with a discount amount', () => {
    expect(hasRegisterDiscount(activity(500))).toBe(true);
    expect(hasRegisterDiscount(activity(0))).toBe(false);
    expect(hasRegisterDiscount(null)).toBe(false);
    const store = createStore();
    store.set(couponModelAtom, { ...INITIAL_COUPON_MODEL, registerActivityInfo: activity(0) });
    expect(store.get(registerDiscountAtom)).toBeNull();
  });
});

describe('the sign-up offer', () => {
  it('keeps its place until the activity answers, then shows the amount or nothing', () => {
    const store = createStore();
    expect(store.get(signUpOfferAtom)).toBe('pending');
    store.set(registerActivitySettledAtom, true);
    expect(store.get(signUpOfferAtom)).toBeNull();
    store.set(couponModelAtom, (m) => ({ ...m, registerActivityInfo: activity(300) }));
    expect(store.get(signUpOfferAtom)).toEqual({ amount: 300, currency: 'USD' });
  });

  it('is never shown to a signed-in shopper, nor is its place kept', () => {
    const store = createStore();
    store.set(authTokenAtom, 'token');
    expect(store.get(signUpOfferAtom)).toBeNull();
    store.set(couponModelAtom, (m) => ({ ...m, registerActivityInfo: activity(300) }));
    expect(store.get(signUpOfferAtom)).toBeNull();
  });
});
