import type { CouponTemplate, RegisterActivity } from '@gemlane/contract';
import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { deferred, storeWithApi } from '../testing/fake-api.ts';
import {
  couponModelAtom,
  hasRegisterDiscount,
  INITIAL_COUPON_MODEL,
  loadHomeCouponsAtom,
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

const template = { templateId: 1, name: '5 off' } as CouponTemplate;

describe('coupon model', () => {
  it('starts with an empty list, not requested, no registration activity', () => {
    expect(createStore().get(couponModelAtom)).toEqual({
      list: [],
      homeRequested: false,
      registerActivityInfo: null,
    });
    expect(INITIAL_COUPON_MODEL.homeRequested).toBe(false);
  });

  it('requests the home list once and sets the flag', async () => {
    const { store, api } = storeWithApi();
    const pending = deferred<CouponTemplate[]>();
    api.couponHomeList.mockReturnValue(pending.promise);
    const first = store.set(loadHomeCouponsAtom);
    expect(store.get(couponModelAtom).homeRequested).toBe(true);
    const second = await store.set(loadHomeCouponsAtom);
    expect(second).toEqual([]);
    pending.resolve([template]);
    expect(await first).toEqual([template]);
    expect(store.get(couponModelAtom).list).toEqual([template]);
    expect(api.couponHomeList).toHaveBeenCalledTimes(1);
  });

  it('keeps the model it holds when a forced reload answers the same list', async () => {
    const { store, api } = storeWithApi();
    api.couponHomeList.mockImplementation(async () => [{ ...template }]);
    await store.set(loadHomeCouponsAtom, { force: true });
    const model = store.get(couponModelAtom);
    let notified = 0;
    store.sub(couponModelAtom, () => (notified += 1));
    await store.set(loadHomeCouponsAtom, { force: true });
    expect(store.get(couponModelAtom)).toBe(model);
    expect(notified).toBe(0);

    api.couponHomeList.mockResolvedValue([]);
    await store.set(loadHomeCouponsAtom, { force: true });
    expect(store.get(couponModelAtom).list).toEqual([]);
    expect(notified).toBe(1);
  });

  it('drops the flag when the request fails so it can be retried', async () => {
    const { store, api } = storeWithApi();
    api.couponHomeList
      .mockRejectedValueOnce({ code: 500, message: 'x' })
      .mockResolvedValueOnce([template]);
    await expect(store.set(loadHomeCouponsAtom)).rejects.toEqual({ code: 500, message: 'x' });
    expect(store.get(couponModelAtom).homeRequested).toBe(false);
    expect(await store.set(loadHomeCouponsAtom)).toEqual([template]);
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
