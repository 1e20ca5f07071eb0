import type { Category, GameModelLists, UserInfoDetail } from '@gemlane/contract';
import { atom } from 'jotai';

// Data loaded once at start-up and read by the chrome and several pages.
/** The game model lists (hotGame, newGame, allGame, directCharge, proxyCharge). */
export const gameListsAtom = atom<GameModelLists | null>(null);
/** Every game grouped by category (spec section 2: loaded at start). */
export const categoriesAtom = atom<Category[] | null>(null);
/** The header's user detail (nickname, uid, counts); null when logged out or not loaded yet. */
export const userDetailAtom = atom<UserInfoDetail | null>(null);
