// The headers' language and currency read the same in the server's HTML and in the browser's
// hydration: the lists come from the page's answers, not from a call that lands mid-hydration.
import type { InitInfo } from '@gemlane/contract';
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
import { fakeApi } from '../testing/fake-api.ts';
import { loadFirstPaintAtom } from './first-paint.ts';
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

/** A server render's first-paint loads for a visitor who chose German and euros. */
async function serverRender() {
  writeLanguageSetting('de', 'EUR');
  const api = fakeApi();
  api.initInfo.mockResolvedValue(visitor);
  api.gameList.mockResolvedValue({ hotGames: [], allGames: [] } as never);
  api.gameListByClassify.mockResolvedValue([]);
  const cache = createSsrCache({ fetchMissing: true });
  const store = createStore();
  store.set(restoreLanguageSettingAtom);
  store.set(storesApiAtom, withSsrCache(api as unknown as StoresApi, cache));
  await store.set(loadFirstPaintAtom);
  return { store, calls: JSON.parse(serializeSsrCache(cache)) as never };
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
      { language: 'de', currency: 'EUR', calls },
      { language: 'de', initI18n: () => Promise.resolve(), store: browser },
    );
    expect(hydration).not.toBeNull();
    expect(browser.get(currentCurrencyAtom)).toEqual(server.get(currentCurrencyAtom));
    expect(browser.get(currentLanguageAtom)).toEqual(server.get(currentLanguageAtom));
    hydration?.done();
  });

  it('a failed init info leaves the fallback on both sides, and the games still load', async () => {
    const api = fakeApi();
    api.gameList.mockResolvedValue({ hotGames: [], allGames: [] } as never);
    api.gameListByClassify.mockResolvedValue([]);
    const store = createStore();
    store.set(storesApiAtom, api as unknown as StoresApi);
    await expect(store.set(loadFirstPaintAtom)).resolves.toBeUndefined();
    expect(api.gameList).toHaveBeenCalledOnce();
    expect(store.get(currentCurrencyAtom).value).toBe('USD');
  });
});
