// The stores reach the server only through the api client the app injects (`storesApiAtom`);
// the type names just the calls the stores make.
import type { ApiFunctions } from '@gemlane/api';
import type { Endpoints } from '@gemlane/contract';
import { atom, type Getter } from 'jotai/vanilla';

export type StoresApiCall =
  | 'initInfo'
  | 'selectReport'
  | 'gameList'
  | 'gameListByClassify'
  | 'getUserInfoDetail'
  | 'logout'
  | 'getNotice'
  | 'registerActivity'
  | 'couponHomeList'
  | 'searchGame'
  | 'getCurrUserDetail'
  | 'sendSubscribeEmail'
  | 'confirmSubscribe'
  | 'cancelSubscribe'
  // the purchase journey
  | 'paymentMethods'
  | 'couponList'
  | 'claimCouponCode'
  | 'receiveCoupon'
  | 'checkRole'
  | 'quoteOrder'
  | 'createOrder'
  | 'payAgain'
  | 'paymentResult'
  | 'orderDetail'
  | 'orderList'
  | 'cancelOrder'
  | 'revertShortLink'
  | 'getUnreadMessageCount'
  | 'homeActivity'
  | 'upload'
  | 'updateAvatar';

export type StoresApi = Pick<ApiFunctions<Endpoints>, StoresApiCall>;

/** Set once at start-up: `store.set(storesApiAtom, createApiClient(...).api)`. */
export const storesApiAtom = atom<StoresApi | null>(null);

export function requireApi(get: Getter): StoresApi {
  const api = get(storesApiAtom);
  if (!api) throw new Error('Stores API missing: store.set(storesApiAtom, client.api) at start-up');
  return api;
}

/** `{code, message}` of a rejected call (the api client's ApiError), or nothing. */
export function errorMessage(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}
