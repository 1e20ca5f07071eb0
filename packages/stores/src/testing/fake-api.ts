// Test double of the injected api: every call is a vi.fn that fails until a test gives it an answer.
import type { Game } from '@gemlane/contract';
import { createStore } from 'jotai/vanilla';
import { vi, type Mock } from 'vitest';
import { storesApiAtom, type StoresApi, type StoresApiCall } from '../api.ts';

export type FakeApi = { [K in StoresApiCall]: Mock<StoresApi[K]> };

const CALLS: StoresApiCall[] = [
  'initInfo',
  'selectReport',
  'gameList',
  'gameListByClassify',
  'getUserInfoDetail',
  'logout',
  'getNotice',
  'registerActivity',
  'couponHomeList',
  'searchGame',
  'getCurrUserDetail',
  'sendSubscribeEmail',
  'confirmSubscribe',
  'cancelSubscribe',
  'paymentMethods',
  'couponList',
  'claimCouponCode',
  'receiveCoupon',
  'checkRole',
  'quoteOrder',
  'createOrder',
  'payAgain',
  'paymentResult',
  'orderDetail',
  'orderList',
  'cancelOrder',
  'revertShortLink',
  'getUnreadMessageCount',
  'homeActivity',
  'upload',
  'updateAvatar',
];

export function fakeApi(): FakeApi {
  const api = {} as Record<StoresApiCall, Mock>;
  for (const name of CALLS) {
    api[name] = vi.fn(() => Promise.reject(new Error(`unexpected call ${name}`)));
  }
  return api as unknown as FakeApi;
}

export function storeWithApi(api: FakeApi = fakeApi()) {
  const store = createStore();
  store.set(storesApiAtom, api as unknown as StoresApi);
  return { store, api };
}

export function game(id: number, patch: Partial<Game> = {}): Game {
  return {
    gameId: id,
    gameName: `Game ${id}`,
    logo: `/api/static/game/${id}.svg`,
    gameZonePath: `game-${id}`,
    gameConfigId: 100 + id,
    category: 'rpg',
    categoryName: 'RPG',
    chargeType: 'direct',
    hotRank: null,
    isNew: false,
    publisher: 'Pub',
    currencyName: 'Gems',
    ...patch,
  } as Game;
}

/** A promise the test resolves or rejects by hand. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
