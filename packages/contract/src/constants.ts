// Plain values of the contract with no zod: the apps import these at run time, so importing one
// never pulls a schema (or zod) into a bundle. The domain files build their schemas from them.
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES as SHARED_LANGUAGE_CODES,
  type LanguageCode,
} from './languages.ts';

/** Envelope codes: 200 is success; the HTTP status of every answer equals its `code`. */
export const API_CODE = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
  /** Busy (the bounded password-hashing queue is full); the answer carries Retry-After. */
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ApiCode = (typeof API_CODE)[keyof typeof API_CODE];

/** Request headers every API call carries: session token, language, currency. */
export const HEADER = {
  token: 'x-auth-token',
  locale: 'x-locale',
  currency: 'x-currency',
} as const;

// The ten languages and the en fallback have one home, packages/i18n's
// browser-safe `languages` entry (no Node code), so contract and i18n cannot drift apart.
export { SUPPORTED_LANGUAGES as LANGUAGES, type LanguageCode } from './languages.ts';
/** The codes as a non-empty tuple, the shape `z.enum` needs (the same array as i18n's). */
export const LANGUAGE_CODES = SHARED_LANGUAGE_CODES as readonly [LanguageCode, ...LanguageCode[]];
export const DEFAULT_LANGUAGE: LanguageCode = FALLBACK_LANGUAGE;

/**
 * Every currency offered. `decimals` is the number of minor-unit digits the server rounds to
 * (JPY, IDR and VND have none); the clients format with `Intl.NumberFormat` in those digits.
 */
export const CURRENCIES = [
  { value: 'USD', name: 'US Dollar', symbol: '$', decimals: 2 },
  { value: 'EUR', name: 'Euro', symbol: '€', decimals: 2 },
  { value: 'GBP', name: 'British Pound', symbol: '£', decimals: 2 },
  { value: 'JPY', name: 'Japanese Yen', symbol: '¥', decimals: 0 },
  { value: 'IDR', name: 'Indonesian Rupiah', symbol: 'Rp', decimals: 0 },
  { value: 'VND', name: 'Vietnamese Dong', symbol: '₫', decimals: 0 },
  { value: 'THB', name: 'Thai Baht', symbol: '฿', decimals: 2 },
  { value: 'MYR', name: 'Malaysian Ringgit', symbol: 'RM', decimals: 2 },
  { value: 'PHP', name: 'Philippine Peso', symbol: '₱', decimals: 2 },
  { value: 'RUB', name: 'Russian Ruble', symbol: '₽', decimals: 2 },
  { value: 'CNY', name: 'Chinese Yuan', symbol: 'CN¥', decimals: 2 },
  { value: 'BRL', name: 'Brazilian Real', symbol: 'R$', decimals: 2 },
  { value: 'KRW', name: 'South Korean Won', symbol: '₩', decimals: 0 },
  { value: 'SGD', name: 'Singapore Dollar', symbol: 'S$', decimals: 2 },
] as const;
export type CurrencyCode = (typeof CURRENCIES)[number]['value'];
export const CURRENCY_CODES = CURRENCIES.map((c) => c.value) as [CurrencyCode, ...CurrencyCode[]];
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';
/** Minor-unit digits of each currency (`CURRENCIES`' `decimals`): USD 2, JPY 0. */
export const CURRENCY_DECIMALS: Readonly<Record<CurrencyCode, number>> = Object.fromEntries(
  CURRENCIES.map((c) => [c.value, c.decimals]),
) as Record<CurrencyCode, number>;

/** True for a currency the storefront prices in (case-insensitive); anything else is refused. */
export const isSupportedCurrency = (code: string): boolean =>
  (CURRENCY_CODES as readonly string[]).includes(code.trim().toUpperCase());

export const PAGE_SIZE_MAX = 100;

/**
 * An e-mail address: word characters, dots or hyphens, @, domain labels, ending in 2 to 4 letters.
 * The same pattern checks every e-mail address the API takes.
 */
export const EMAIL_PATTERN = /^[\w.-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,4}$/;
export const EMAIL_MAX_LENGTH = 254;

/** The coupon tabs: Available, Used, Expired. */
export const COUPON_STATUSES = ['available', 'used', 'expired'] as const;

/**
 * The order states, in the order an order usually meets them:
 * paying (waiting for the shopper at checkout) -> paymentPending (submitted, provider has not
 * answered) -> checking (paid; queued, the player ID is re-checked with the publisher) ->
 * processing (delivery handed to the publisher) -> complete. Side exits: paymentFailed (declined;
 * may pay again), fail (not deliverable: refunded automatically), cancelled ("Cancel order"; can
 * never be paid). The allowed transitions: rules/order-status.ts.
 */
export const ORDER_STATUSES = [
  'paying',
  'paymentPending',
  'checking',
  'processing',
  'complete',
  'paymentFailed',
  'fail',
  'cancelled',
] as const;

/** Hot games shown: 8. */
export const HOT_GAME_COUNT = 8;
/** Search asks for page 1 with a page size of 100. */
export const SEARCH_PAGE_SIZE = 100;
export const SEARCH_TEXT_MAX = 100;

/** The username changes at most once a month, the avatar once a day (at most 20 MB). */
export const NICKNAME_CHANGE_INTERVAL_MS = 30 * 24 * 60 * 60_000;
export const AVATAR_CHANGE_INTERVAL_MS = 24 * 60 * 60_000;
export const AVATAR_MAX_BYTES = 20 * 1024 * 1024;
/** Image types accepted, recognised by their first bytes, not by the name or the header. */
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const NICKNAME_RULE = { minLength: 2, maxLength: 24 } as const;
