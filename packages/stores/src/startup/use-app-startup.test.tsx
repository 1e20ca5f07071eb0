import type { InitInfo, LanguageOption } from '@gemlane/contract';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { couponModelAtom } from '../coupons/coupons.ts';
import { EMPTY_GAME_MODEL, gameCategoriesAtom, gameModelAtom } from '../games/games.ts';
import { currentCurrencyAtom, currentLanguageAtom } from '../language/language-currency.ts';
import { LANGUAGE_POPUP_DELAY_MS, languagePopupVisibleAtom } from '../language/language-popup.ts';
import { unreadMessageCountAtom } from '../messages/unread-messages.ts';
import { tradeNoticeAtom } from '../notice/trade-notice.ts';
import { completeLoginAtom, userInfoAtom } from '../session/session.ts';
import { fakeApi, game } from '../testing/fake-api.ts';
import { renderStoreHook } from '../testing/render.tsx';
import { useAppStartup } from './use-app-startup.ts';

const en: LanguageOption = { name: 'English', value: 'en', abbreviation: 'EN' };
const de: LanguageOption = { name: 'Deutsch', value: 'de', abbreviation: 'DE' };
const ja: LanguageOption = { name: '日本語', value: 'ja', abbreviation: '日本語' };
const init = (suggest: LanguageOption | null): InitInfo => ({
  languageInfo: { items: [en, de], defaultSelected: 'en', suggest },
  currencyInfo: {
    items: [{ name: 'US Dollar', symbol: '$', value: 'USD' }],
    defaultSelected: 'USD',
  },
  loginCheck: { isLogin: false, user: null },
});

function api(suggest: LanguageOption | null = de) {
  const a = fakeApi();
  a.initInfo.mockResolvedValue(init(suggest));
  a.gameList.mockResolvedValue({ ...EMPTY_GAME_MODEL, allGame: [game(1)] });
  a.gameListByClassify.mockResolvedValue([{ code: 'rpg', name: 'RPG', games: [game(1)] }]);
  a.registerActivity.mockResolvedValue({
    activityId: 1,
    title: 'Welcome',
    discountAmount: 300,
    currency: 'USD',
    currencySymbol: '$',
    minOrderAmount: 0,
    endsAt: null,
  });
  a.getUserInfoDetail.mockResolvedValue({
    nickname: 'Ann',
    uid: 'U1',
    avatar: '',
    processingOrderCount: 1,
    availableCouponCount: 2,
  });
  a.getNotice.mockResolvedValue({ orderId: 'O1', orderNotice: 'Processing' });
  a.getUnreadMessageCount.mockResolvedValue({ count: 3 });
  a.homeActivity.mockResolvedValue([]);
  a.couponHomeList.mockResolvedValue([]);
  return a;
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useAppStartup', () => {
  it('visitor: init info, games by category, registration activity, language popup after 1 s', async () => {
    const a = api();
    const { store } = renderStoreHook(() => useAppStartup(), { api: a });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(store.get(currentLanguageAtom)).toEqual(en);
    expect(store.get(gameCategoriesAtom)).toHaveLength(1);
    expect(store.get(gameModelAtom).allGame).toHaveLength(1);
    expect(store.get(couponModelAtom).registerActivityInfo?.discountAmount).toBe(300);
    expect(a.getUserInfoDetail).not.toHaveBeenCalled();
    expect(a.getUnreadMessageCount).not.toHaveBeenCalled();
    expect(a.homeActivity).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(LANGUAGE_POPUP_DELAY_MS - 1));
    expect(store.get(languagePopupVisibleAtom)).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(store.get(languagePopupVisibleAtom)).toBe(true);
  });

  it('logged in: user info, trade notice, unread messages, home activity, no registration activity, no popup', async () => {
    localStorage.setItem('authToken', 'tok');
    const a = api();
    const { store } = renderStoreHook(() => useAppStartup(), { api: a });
    await act(() => vi.advanceTimersByTimeAsync(LANGUAGE_POPUP_DELAY_MS * 2));
    expect(store.get(userInfoAtom)).toMatchObject({ nickname: 'Ann', availableCouponCount: 2 });
    expect(store.get(tradeNoticeAtom)).toEqual({ orderId: 'O1', orderNotice: 'Processing' });
    expect(a.registerActivity).not.toHaveBeenCalled();
    expect(store.get(languagePopupVisibleAtom)).toBe(false);
    expect(store.get(unreadMessageCountAtom)).toBe(3);
    expect(a.homeActivity).toHaveBeenCalledTimes(1);
    // The home asks for its own coupon list (useHomeCoupons); no other page shows it.
    expect(a.couponHomeList).not.toHaveBeenCalled();
  });

  it('signing in fetches init info again and the page follows the profile language and currency', async () => {
    const a = api(null);
    const reload = vi.fn();
    const { store } = renderStoreHook(() => useAppStartup({ reload }), { api: a });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(a.initInfo).toHaveBeenCalledTimes(1);
    a.initInfo.mockResolvedValue({
      languageInfo: { items: [en, ja], defaultSelected: 'ja', suggest: null },
      currencyInfo: {
        items: [{ name: 'Japanese Yen', symbol: '¥', value: 'JPY' }],
        defaultSelected: 'JPY',
      },
      loginCheck: { isLogin: true, user: null },
    });
    await act(async () => {
      store.set(completeLoginAtom, { authToken: 'tok' });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(a.initInfo).toHaveBeenCalledTimes(2);
    expect(store.get(currentLanguageAtom).value).toBe('ja');
    expect(store.get(currentCurrencyAtom).value).toBe('JPY');
    expect(localStorage.getItem('lang')).toBe('ja');
    expect(localStorage.getItem('currency')).toBe('JPY');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('survives failing calls', async () => {
    const a = fakeApi();
    const { store } = renderStoreHook(() => useAppStartup(), { api: a });
    await act(() => vi.advanceTimersByTimeAsync(LANGUAGE_POPUP_DELAY_MS));
    expect(store.get(gameModelAtom)).toEqual(EMPTY_GAME_MODEL);
    expect(store.get(languagePopupVisibleAtom)).toBe(false);
  });
});
