import type { CouponTemplate } from '@gemlane/contract';
import {
  closeSsrCache,
  createSsrCache,
  setCurrentSsrCache,
  ssrCacheKey,
  withSsrCache,
} from '@gemlane/api/ssr-cache';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authTokenAtom } from '../session/session.ts';
import { fakeApi } from '../testing/fake-api.ts';
import { renderStoreHook } from '../testing/render.tsx';
import { useHomeCoupons } from './use-home-coupons.ts';

const fiveOff = { templateId: 1, name: '5 off' } as CouponTemplate;
const tenOff = { templateId: 2, name: '10 off' } as CouponTemplate;

/** The fake api, its home list answering `list`. */
function listing(list: CouponTemplate[]) {
  const api = fakeApi();
  api.couponHomeList.mockResolvedValue(list);
  return api;
}

afterEach(() => {
  closeSsrCache();
  localStorage.clear();
});

describe('useHomeCoupons', () => {
  it('shows the list to a visitor, and a claim sends them to log in without asking again', async () => {
    const { result, api } = renderStoreHook(() => useHomeCoupons(), { api: listing([fiveOff]) });
    await waitFor(() => expect(result.current.templates).toEqual([fiveOff]));
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.claim(fiveOff);
    });
    expect(outcome).toBe('login');
    expect(api.receiveCoupon).not.toHaveBeenCalled();
    expect(api.couponHomeList).toHaveBeenCalledTimes(1);
  });

  it('claims for a signed-in shopper and shows the list as it is after the claim', async () => {
    localStorage.setItem('authToken', 'tok');
    const { result, api } = renderStoreHook(() => useHomeCoupons(), {
      api: listing([fiveOff, tenOff]),
    });
    await waitFor(() => expect(result.current.templates).toHaveLength(2));
    api.receiveCoupon.mockResolvedValue({} as never);
    api.couponHomeList.mockResolvedValue([tenOff]);
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.claim(fiveOff);
    });
    expect(outcome).toBe('claimed');
    expect(api.receiveCoupon).toHaveBeenCalledWith({ templateId: 1 });
    await waitFor(() => expect(result.current.templates).toEqual([tenOff]));
  });

  it('answers failed, keeping the list, when the claim is refused', async () => {
    localStorage.setItem('authToken', 'tok');
    const { result, api } = renderStoreHook(() => useHomeCoupons(), { api: listing([fiveOff]) });
    await waitFor(() => expect(result.current.templates).toEqual([fiveOff]));
    api.receiveCoupon.mockRejectedValue({ code: 400, message: 'gone' });
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.claim(fiveOff);
    });
    expect(outcome).toBe('failed');
    expect(result.current.templates).toEqual([fiveOff]);
  });

  it('asks again when the shopper logs in', async () => {
    const { result, api, store } = renderStoreHook(() => useHomeCoupons(), {
      api: listing([fiveOff]),
    });
    await waitFor(() => expect(result.current.templates).toEqual([fiveOff]));
    api.couponHomeList.mockResolvedValue([tenOff]);
    act(() => store.set(authTokenAtom, 'tok'));
    await waitFor(() => expect(result.current.templates).toEqual([tenOff]));
    expect(api.couponHomeList).toHaveBeenCalledTimes(2);
  });

  it('hydrates with the list the server rendered, asking nothing', () => {
    const cache = createSsrCache({
      fetchMissing: false,
      answers: { [ssrCacheKey('couponHomeList', undefined)]: [fiveOff] },
    });
    setCurrentSsrCache(cache);
    const network = listing([tenOff]);
    const { result } = renderStoreHook(() => useHomeCoupons(), {
      api: withSsrCache(network, cache),
    });
    // The first render (the hydration) has the page's list; nothing went to the network.
    expect(result.current.templates).toEqual([fiveOff]);
    expect(network.couponHomeList).not.toHaveBeenCalled();
  });
});
