// Every browser storage key the storefront uses, in one place (docs/product.md §2, §3 and §9).

export const STORAGE_KEYS = {
  /** local storage: the auth token as a plain string. */
  authToken: 'authToken',
  /** local storage: the user info as JSON. */
  userInfo: 'userInfo',
  /** local storage: `{ language: { value }, currency: { value } }`. */
  languageSetting: 'language_setting',
  /** local storage: plain language code, e.g. `en`. */
  lang: 'lang',
  /** local storage: plain currency code, e.g. `USD`. */
  currency: 'currency',
  /** local storage: the language the visitor kept when answering the language suggestion. */
  languagePopupAnswered: 'languagePopupAnswered',
  /** local storage: the last selected game as JSON. */
  gameZoneCurrentGame: 'gameZoneCurrentGame',
  /** session storage: utm_source of the landing URL. */
  utmSource: 'utmSource',
  /** session storage: shareCode of the landing URL. */
  shareCode: 'shareCode',
  /** local storage: the cart lines as JSON (purchase journey). */
  cart: 'cart',
  /** local storage: what the shopper chose per game zone and in the cart, as JSON. */
  purchaseDraft: 'purchaseDraft',
  /** local storage: the last confirmed player of each game, by game id, as JSON. */
  verifiedPlayers: 'verifiedPlayers',
  /** local storage: the order handed to the hosted checkout and the cart lines it holds. */
  pendingCheckout: 'pendingCheckout',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * Whether a session token is stored (the shopper is signed in), read without the stores: the
 * apps' boot entries ask this before anything else has loaded. Storage that throws (privacy
 * mode, sandboxed frames) counts as no token.
 */
export function hasStoredToken(storage?: Pick<Storage, 'getItem'>): boolean {
  try {
    return Boolean((storage ?? globalThis.localStorage)?.getItem(STORAGE_KEYS.authToken));
  } catch {
    return false;
  }
}
