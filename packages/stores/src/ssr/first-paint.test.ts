// The headers' language and currency read the same in the server's HTML and in the browser's
// hydration: the lists come from the page's answers, not from a call that lands mid-hydration.
import type { InitInfo, RegisterActivity } from '@gemlane/contract';
import { createSsrCache, serializeSsrCache, withSsrCache } from '@gemlane/api/ssr-cache';
import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it } from 'vitest';
import { storesApiAtom, type StoresApi } from '../api.ts';
import {
  currentCurrencyAtom,
  currentLanguageAtom,
  restoreLanguageSettingAtom,
  writeLanguageSetting,
} from '../language/language-currency.ts';
import { signUpOfferAtom } from '../coupons/coupons.ts';
import { fakeApi } from '../testing/fake-api.ts';
import { ALL_GAME_LISTS } from './document.ts';
import { loadFirstPaintAtom, type FirstPaintFor } from './first-paint.ts';
import { prepareHydration } from './hydrate.ts';

const visitor: InitInfo = {
  languageInfo: {
    items: [
      { name: 'English', value: 'en', abbreviation: 'EN' },
      { name: 'Deutsch', value: 'de', abbreviation: 'DE' },
    ],
    defaultSelected: 'en',
    suggest: null,
  },
  currencyInfo: {
    items: [
      { name: 'US Dollar', symbol: '$', value: 'USD' },
      { name: 'Euro', symbol: '€', value: 'EUR' },
    ],
    defaultSelected: 'USD',
  },
  loginCheck: { isLogin: false, user: null },
};

afterEach(() => localStorage.clear());

const offer: RegisterActivity = {
  activityId: 1,
  title: 'Welcome',
  discountAmount: 276,
  currency: 'EUR',
  currencySymbol: '€',
  minOrderAmount: 0,
  endsAt: null,
};

/** A server render's first-paint loads for a visitor (or a signed-in shopper) who chose German and euros. */
async function serverRender(page: FirstPaintFor = { visitor: true, games: ALL_GAME_LISTS }) {
  writeLanguageSetting('de', 'EUR');
  const api = fakeApi();
  api.initInfo.mockResolvedValue(visitor);
  api.registerActivity.mockResolvedValue(offer);
  api.gameList.mockResolvedValue({ hotGames: [], allGames: [] } as never);
  api.gameListByClassify.mockResolvedValue([]);
  const cache = createSsrCache({ fetchMissing: true });
  const store = createStore();
  store.set(restoreLanguageSettingAtom);
  store.set(storesApiAtom, withSsrCache(api as unknown as StoresApi, cache));
  await store.set(loadFirstPaintAtom, page);
  return { store, api, calls: JSON.parse(serializeSsrCache(cache)) as never };
}

describe('loadFirstPaintAtom', () => {
  it('the server render shows the currency symbol and language name of the lists', async () => {
    const { store } = await serverRender();
    expect(store.get(currentCurrencyAtom).symbol).toBe('€');
    expect(store.get(currentLanguageAtom).abbreviation).toBe('DE');
  });

  it('the browser reads the same lists from the page before hydrating, without the network', async () => {
    const { store: server, calls } = await serverRender();
    const browser = createStore();
    browser.set(restoreLanguageSettingAtom);
    // Before the page's answers are read, the header would fall back to the bare code.
    expect(browser.get(currentCurrencyAtom).symbol).toBe('EUR');
    const hydration = await prepareHydration(
      {
        language: 'de',
        currency: 'EUR',
        firstPaint: { visitor: true, games: ALL_GAME_LISTS },
        calls,
      },
      { language: 'de', initI18n: () => Promise.resolve(), store: browser },
    );
    expect(hydration).not.toBeNull();
    expect(browser.get(currentCurrencyAtom)).toEqual(server.get(currentCurrencyAtom));
    expect(browser.get(currentLanguageAtom)).toEqual(server.get(currentLanguageAtom));
    hydration?.done();
  });

  it("a visitor's page comes with the sign-up offer, which the browser then reads from the page", async () => {
    const { store: server, calls } = await serverRender({ visitor: true, games: ALL_GAME_LISTS });
    expect(server.get(signUpOfferAtom)).toEqual({ amount: 276, currency: 'EUR' });
    const browser = createStore();
    browser.set(restoreLanguageSettingAtom);
    // Rendered for a visitor: the browser loads what the server loaded, from the page.
    const hydration = await prepareHydration(
      {
        language: 'de',
        currency: 'EUR',
        firstPaint: { visitor: true, games: ALL_GAME_LISTS },
        calls,
      },
      { language: 'de', initI18n: () => Promise.resolve(), store: browser },
    );
    expect(browser.get(signUpOfferAtom)).toEqual({ amount: 276, currency: 'EUR' });
    hydration?.done();
  });

  it("a signed-in shopper's page does not ask for the sign-up offer", async () => {
    const { store, api } = await serverRender({ visitor: false, games: ALL_GAME_LISTS });
    expect(api.registerActivity).not.toHaveBeenCalled();
    // Its place is kept until the browser knows who is there.
    expect(store.get(signUpOfferAtom)).toBe('pending');
  });

  it('the browser hydrates for whom the server rendered, whatever its cookie says by now', async () => {
    const { calls } = await serverRender({ visitor: false, games: ALL_GAME_LISTS });
    const browser = createStore();
    browser.set(restoreLanguageSettingAtom);
    const hydration = await prepareHydration(
      {
        language: 'de',
        currency: 'EUR',
        firstPaint: { visitor: false, games: ALL_GAME_LISTS },
        calls,
      },
      { language: 'de', initI18n: () => Promise.resolve(), store: browser },
    );
    // No session cookie in this test's document, yet no offer is loaded: the HTML has its place kept.
    expect(browser.get(signUpOfferAtom)).toBe('pending');
    hydration?.done();
  });

  it('a page that shows no game list neither loads the lists nor carries them', async () => {
    const { store, api, calls } = await serverRender({ visitor: false, games: [] });
    expect(api.gameList).not.toHaveBeenCalled();
    expect(api.gameListByClassify).not.toHaveBeenCalled();
    expect(Object.keys((calls as { answers: object }).answers)).toEqual(['initInfo:null']);
    // The headers still read the language and currency of the lists init info gives.
    expect(store.get(currentCurrencyAtom).symbol).toBe('€');
  });

  it('a page that shows only the games loads and carries them, not all games by category', async () => {
    const { api, calls } = await serverRender({ visitor: false, games: ['games'] });
    expect(api.gameList).toHaveBeenCalledTimes(1);
    expect(api.gameListByClassify).not.toHaveBeenCalled();
    expect(Object.keys((calls as { answers: object }).answers).toSorted()).toEqual([
      'gameList:null',
      'initInfo:null',
    ]);
  });

  it('a failed init info leaves the fallback on both sides, and the games still load', async () => {
    const api = fakeApi();
    api.gameList.mockResolvedValue({ hotGames: [], allGames: [] } as never);
    api.gameListByClassify.mockResolvedValue([]);
    const store = createStore();
    store.set(storesApiAtom, api as unknown as StoresApi);
    await expect(
      store.set(loadFirstPaintAtom, { visitor: false, games: ALL_GAME_LISTS }),
    ).resolves.toBeUndefined();
    expect(api.gameList).toHaveBeenCalledOnce();
    expect(store.get(currentCurrencyAtom).value).toBe('USD');
  });
});
