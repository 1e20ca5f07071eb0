// The journey's remembered state, in local storage through the stores' storage helpers: the draft
// of each game zone and of the cart (game, ID, server, package, quantity, method, coupon, attempt
// key), the verified player of each game, and the order handed to the hosted checkout (the cart
// itself is `cart-state.ts`). None of it is tied to the session, so a login, a 401, a reload or
// backing out of the checkout finds it again.
import type { PayMethod } from '@gemlane/contract';
import { atom } from 'jotai/vanilla';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { isRecord, jsonStorage, persistentAtom, readJson } from '../storage.ts';
import type { Attempt } from './attempt.ts';
import type { CouponChoice } from './best-coupon.ts';
import { removeLines } from './cart.ts';
import { cartAtom } from './cart-state.ts';
import type { AccountValues } from './player-id.ts';

export interface VerifiedPlayer {
  playerId: string;
  serverId: string | null;
  roleName: string;
}

export interface PurchaseDraft {
  values: AccountValues;
  packageId: number | null;
  quantity: number;
  /** The method the shopper picked (null: none yet). */
  payMethod: PayMethod | null;
  coupon: CouponChoice;
  /** The attempt whose key is reused on every retry of the same order. */
  attempt: Attempt | null;
}

export const EMPTY_DRAFT: PurchaseDraft = {
  values: {},
  packageId: null,
  quantity: 1,
  payMethod: null,
  coupon: 'auto',
  attempt: null,
};

/** Drafts by game zone path; the cart's draft under `CART_DRAFT`. */
export type Drafts = Record<string, PurchaseDraft>;
export const CART_DRAFT = '#cart';

export interface PendingCheckout {
  orderId: string;
  outTradeNo: string;
  /** The cart lines the order holds (removed once it is paid); empty for a buy-now order. */
  lineKeys: string[];
  /** The draft the order came from (its attempt is done once paid). */
  draft: string;
}

const isVerified = (v: unknown): v is VerifiedPlayer =>
  isRecord(v) &&
  typeof v.playerId === 'string' &&
  typeof v.roleName === 'string' &&
  (v.serverId === null || typeof v.serverId === 'string');

const isVerifiedMap = (v: unknown): v is Record<string, VerifiedPlayer> =>
  isRecord(v) && Object.values(v).every(isVerified);

const isDraft = (v: unknown): v is PurchaseDraft =>
  isRecord(v) &&
  isRecord(v.values) &&
  (v.packageId === null || typeof v.packageId === 'number') &&
  typeof v.quantity === 'number';

const isDrafts = (v: unknown): v is Drafts => isRecord(v);

const isPending = (v: unknown): v is PendingCheckout =>
  isRecord(v) &&
  typeof v.orderId === 'string' &&
  typeof v.outTradeNo === 'string' &&
  Array.isArray(v.lineKeys) &&
  typeof v.draft === 'string';

const draftsStorage = jsonStorage(isDrafts);
const draftsAtom = persistentAtom<Drafts>(
  STORAGE_KEYS.purchaseDraft,
  {
    ...draftsStorage,
    getItem: (key, initial) => {
      const all = draftsStorage.getItem(key, initial) ?? initial;
      return Object.fromEntries(Object.entries(all).filter(([, d]) => isDraft(d)));
    },
    setItem: (key, value) => draftsStorage.setItem(key, value),
  },
  {},
);

/** The draft of one game zone (by path) or of the cart (`CART_DRAFT`). */
export const draftAtom = (id: string) =>
  atom(
    (get) => ({ ...EMPTY_DRAFT, ...get(draftsAtom)[id] }),
    (_get, set, patch: Partial<PurchaseDraft>) => {
      set(draftsAtom, (all) => ({ ...all, [id]: { ...EMPTY_DRAFT, ...all[id], ...patch } }));
    },
  );

// The desktop and mobile apps kept verified players under their own keys before; both are read
// once so a returning buyer keeps them.
const LEGACY_MOBILE_VERIFIED = 'gemlaneVerifiedRoles';
const LEGACY_DESKTOP_VERIFIED = 'gemlane.verifiedPlayer.';

const verifiedStorage = jsonStorage(isVerifiedMap);
export const verifiedPlayersAtom = persistentAtom<Record<string, VerifiedPlayer>>(
  STORAGE_KEYS.verifiedPlayers,
  {
    ...verifiedStorage,
    getItem: (key, initial) => {
      const stored = verifiedStorage.getItem(key, null);
      if (stored) return stored;
      return readJson(LEGACY_MOBILE_VERIFIED, isVerifiedMap) ?? initial;
    },
    setItem: (key, value) => verifiedStorage.setItem(key, value),
  },
  {},
);

/** The last player confirmed for a game (the profile verified during top-up), offered again. */
export const verifiedPlayerAtom = (gameId: number) =>
  atom(
    (get) =>
      get(verifiedPlayersAtom)[String(gameId)] ??
      readJson(`${LEGACY_DESKTOP_VERIFIED}${gameId}`, isVerified),
    (_get, set, player: VerifiedPlayer) =>
      set(verifiedPlayersAtom, (all) => ({ ...all, [String(gameId)]: player })),
  );

export const pendingCheckoutAtom = persistentAtom<PendingCheckout | null>(
  STORAGE_KEYS.pendingCheckout,
  jsonStorage(isPending),
  null,
);

/**
 * The pending order is paid: its cart lines leave the cart and its draft starts a new attempt.
 * An order the shopper left unpaid changes nothing (the cart and the draft stay as they were).
 */
export const settlePaidCheckoutAtom = atom(null, (get, set, orderId: string) => {
  const pending = get(pendingCheckoutAtom);
  if (!pending || pending.orderId !== orderId) return;
  if (pending.lineKeys.length) set(cartAtom, (lines) => removeLines(lines, pending.lineKeys));
  set(draftAtom(pending.draft), { attempt: null });
  set(pendingCheckoutAtom, null);
});
