import type { RegisterActivity } from '@gemlane/contract';
import { describe, expect, it } from 'vitest';
import { storeWithApi } from '../testing/fake-api.ts';
import {
  loadTradeNoticeAtom,
  reserveDiscountBanner,
  showDiscountBanner,
  showOrderNoticeBanner,
  tradeNoticeAtom,
} from './trade-notice.ts';

const discount = { discountAmount: 300, currencySymbol: '$' } as RegisterActivity;
const notice = { orderId: 'O1', orderNotice: 'Your order is processing' };

describe('trade notice', () => {
  it('loads orderId and orderNotice', async () => {
    const { store, api } = storeWithApi();
    api.getNotice.mockResolvedValue(notice);
    await store.set(loadTradeNoticeAtom);
    expect(store.get(tradeNoticeAtom)).toEqual(notice);
  });
});

describe('banner rules', () => {
  it('discount banner: only on a game zone tab, with a discount amount, until closed', () => {
    expect(showDiscountBanner('GameZone', discount, false)).toBe(true);
    expect(showDiscountBanner('OldGameZone', discount, false)).toBe(true);
    expect(showDiscountBanner('Home', discount, false)).toBe(false);
    expect(showDiscountBanner('GameZone', { ...discount, discountAmount: 0 }, false)).toBe(false);
    expect(showDiscountBanner('GameZone', null, false)).toBe(false);
    expect(showDiscountBanner('GameZone', discount, true)).toBe(false);
  });

  it('discount banner place: kept on a game zone tab until the activity answered, unless closed', () => {
    expect(reserveDiscountBanner('GameZone', false, false)).toBe(true);
    expect(reserveDiscountBanner('OldGameZone', false, false)).toBe(true);
    expect(reserveDiscountBanner('GameZone', true, false)).toBe(false);
    expect(reserveDiscountBanner('GameZone', false, true)).toBe(false);
    expect(reserveDiscountBanner('Home', false, false)).toBe(false);
    expect(reserveDiscountBanner(null, false, false)).toBe(false);
  });

  it('order notice banner: only on Home when a notice exists', () => {
    expect(showOrderNoticeBanner('Home', notice)).toBe(true);
    expect(showOrderNoticeBanner('Me', notice)).toBe(false);
    expect(showOrderNoticeBanner('Home', null)).toBe(false);
  });
});
