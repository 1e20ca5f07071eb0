import { z } from 'zod';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES as SHARED_LANGUAGE_CODES,
  type LanguageCode,
} from '@gemlane/i18n/languages';

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
} as const;
export type ApiCode = (typeof API_CODE)[keyof typeof API_CODE];

/** Request headers of spec section 7. */
export const HEADER = {
  token: 'x-auth-token',
  locale: 'x-locale',
  currency: 'x-currency',
} as const;

// Spec section 9: the ten languages and the en fallback have one home, packages/i18n's
// browser-safe `languages` entry (no Node code), so contract and i18n cannot drift apart.
export { SUPPORTED_LANGUAGES as LANGUAGES, type LanguageCode } from '@gemlane/i18n/languages';
/** The codes as a non-empty tuple, the shape `z.enum` needs (the same array as i18n's). */
export const LANGUAGE_CODES = SHARED_LANGUAGE_CODES as readonly [LanguageCode, ...LanguageCode[]];
export const DEFAULT_LANGUAGE: LanguageCode = FALLBACK_LANGUAGE;
export const languageCode = z.enum(LANGUAGE_CODES);

/**
 * Every currency offered. `decimals` is the number of minor-unit digits the server rounds to
 * (JPY, IDR and VND have none); the clients format with `Intl.NumberFormat`.
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
export const currencyCode = z.enum(CURRENCY_CODES);

/** Money on the wire: integer minor units of `currency` (cents for USD, whole yen for JPY). */
export const money = z.object({
  amount: z.number().int(),
  currency: currencyCode,
});
export type Money = z.infer<typeof money>;

/** Timestamps travel as ISO 8601 strings in UTC. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** Query integers arrive as strings; typed as numbers for the client. */
export const queryInt = () => z.coerce.number<number>().int();

export const PAGE_SIZE_MAX = 100;
/** GET paging: page from 1, pageSize up to 100. */
export const pageQuery = z.object({
  page: queryInt().min(1).max(100_000).default(1),
  pageSize: queryInt().min(1).max(PAGE_SIZE_MAX).default(20),
});
/** POST paging (JSON body, so real numbers). */
export const pageBody = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
export type Page<T> = { list: T[]; total: number; page: number; pageSize: number };

/** A call without a body or query (unknown keys are dropped). */
export const empty = z.object({});
/** A call that answers `data: null`. */
export const nothing = z.null();

/**
 * Spec section 5: word characters, dots or hyphens, @, domain labels, ending in 2 to 4 letters.
 * The same pattern checks every e-mail address the API takes.
 */
export const EMAIL_PATTERN = /^[\w.-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,4}$/;
export const EMAIL_MAX_LENGTH = 254;
export const email = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .regex(EMAIL_PATTERN, { message: 'invalidEmail' })
  .transform((s) => s.toLowerCase());
