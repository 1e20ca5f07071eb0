import { z } from 'zod';
import {
  CURRENCY_CODES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  LANGUAGE_CODES,
  PAGE_SIZE_MAX,
} from './constants.ts';

// The plain values live in the zod-free constants.ts (the apps import them without zod).
export {
  API_CODE,
  CURRENCIES,
  CURRENCY_CODES,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  HEADER,
  LANGUAGE_CODES,
  LANGUAGES,
  PAGE_SIZE_MAX,
  type ApiCode,
  type CurrencyCode,
  type LanguageCode,
} from './constants.ts';
export const languageCode = z.enum(LANGUAGE_CODES);

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

/** GET paging: page from 1, pageSize up to 100. */
export const pageQuery = z.object({
  page: queryInt().min(1).max(100_000).default(1),
  pageSize: queryInt().min(1).max(PAGE_SIZE_MAX).default(20),
});
/** POST paging (JSON body, so real numbers). */
/** A purchase attempt's idempotency key (client-made, 8-64 chars). */
export const attemptKey = z.string().min(8).max(64);

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

export const email = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .regex(EMAIL_PATTERN, { message: 'invalidEmail' })
  .transform((s) => s.toLowerCase());
