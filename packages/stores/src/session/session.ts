// The auth token and user info, each persisted under its storage key (spec section 3).
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { isRecord, jsonStorage, localStorageOrNull, stringStorage } from '../storage.ts';

/** What the header shows; the server may send more fields, which are kept. */
export interface UserInfo {
  nickname?: string;
  uid?: string | number;
  avatar?: string;
  email?: string;
  processingOrderCount?: number;
  availableCouponCount?: number;
  [field: string]: unknown;
}

export const authTokenAtom = atomWithStorage<string | null>(
  STORAGE_KEYS.authToken,
  null,
  stringStorage,
  { getOnInit: true },
);

export const userInfoAtom = atomWithStorage<UserInfo | null>(
  STORAGE_KEYS.userInfo,
  null,
  jsonStorage<UserInfo>(isRecord),
  { getOnInit: true },
);

export const isLoggedInAtom = atom((get) => Boolean(get(authTokenAtom)));

/** Reads the token outside React (the api client's `getToken`). */
export function readStoredToken(): string | null {
  return localStorageOrNull()?.getItem(STORAGE_KEYS.authToken) || null;
}
