import { describe, expect, it } from 'vitest';
import { storeWithApi } from '../testing/fake-api.ts';
import {
  loadTradeNoticeAtom,
  discountBannerOffer,
  showOrderNoticeBanner,
  tradeNoticeAtom,
} from './trade-notice.ts';

const offer = { amount: 300, currency: 'USD' };
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
  it("discount banner: a visitor's offer, only on a game zone tab, until closed", () => {
    expect(discountBannerOffer('GameZone', offer, false)).toEqual(offer);
    expect(discountBannerOffer('OldGameZone', offer, false)).toEqual(offer);
    expect(discountBannerOffer('Home', offer, false)).toBeNull();
    expect(discountBannerOffer(null, offer, false)).toBeNull();
    expect(discountBannerOffer('GameZone', offer, true)).toBeNull();
    // Signed in, or no offer runs.
    expect(discountBannerOffer('GameZone', null, false)).toBeNull();
  });

  it('discount banner place: kept on a game zone tab while the offer is pending, unless closed', () => {
    expect(discountBannerOffer('GameZone', 'pending', false)).toBe('pending');
    expect(discountBannerOffer('OldGameZone', 'pending', false)).toBe('pending');
    expect(discountBannerOffer('GameZone', 'pending', true)).toBeNull();
    expect(discountBannerOffer('Home', 'pending', false)).toBeNull();
  });

  it('order notice banner: only on Home when a notice exists', () => {
    expect(showOrderNoticeBanner('Home', notice)).toBe(true);
    expect(showOrderNoticeBanner('Me', notice)).toBe(false);
    expect(showOrderNoticeBanner('Home', null)).toBe(false);
  });
});
