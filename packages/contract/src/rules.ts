// The password, verification-code and coupon rules as plain values and functions (no zod), so the
// apps' forms import them without pulling the schemas into a bundle.
import type { CurrencyCode } from './constants.ts';

/**
 * Spec section 5, the password rule: 8-20 characters; more than 2 kinds among uppercase,
 * lowercase, digits and symbols; no other characters (no spaces, no non-ASCII). The symbols
 * allowed are the printable ASCII punctuation marks below.
 */
export const PASSWORD_RULE = {
  minLength: 8,
  maxLength: 20,
  /** "more than 2 kinds" */
  minKinds: 3,
  symbols: '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
} as const;

const SYMBOL_CLASS = PASSWORD_RULE.symbols.replace(/[\\\]^-]/g, '\\$&');
const ALLOWED = new RegExp(`^[A-Za-z0-9${SYMBOL_CLASS}]*$`);
const KINDS = [/[A-Z]/, /[a-z]/, /[0-9]/, new RegExp(`[${SYMBOL_CLASS}]`)];

/** True when `password` meets PASSWORD_RULE. */
export function isValidPassword(password: string): boolean {
  if (password.length < PASSWORD_RULE.minLength || password.length > PASSWORD_RULE.maxLength)
    return false;
  if (!ALLOWED.test(password)) return false;
  return KINDS.filter((k) => k.test(password)).length >= PASSWORD_RULE.minKinds;
}

/** Six-digit e-mail codes: valid 10 minutes, 5 wrong tries and the code is spent. */
export const VERIFICATION_CODE = {
  length: 6,
  ttlMs: 10 * 60_000,
  maxAttempts: 5,
  /** A new code for the same address and purpose at most once a minute. */
  resendAfterMs: 60_000,
} as const;

/**
 * What proves the owner when a signed-in account changes its login e-mail (a session token alone
 * never does): an account with a password types it; an account with an address but no password
 * (a partner account that bound one) gives a code mailed to that current address; an account
 * without an address binds its first one with the code mailed to the new address only.
 */
export type EmailChangeProof = 'none' | 'password' | 'currentEmailCode';

export function emailChangeProof(account: {
  email: string | null;
  hasPassword: boolean;
}): EmailChangeProof {
  if (account.hasPassword) return 'password';
  return account.email ? 'currentEmailCode' : 'none';
}

/** True when `candidate` is the account's own login address (addresses compare lower-cased). */
export function isOwnEmail(account: { email: string | null }, candidate: string): boolean {
  return account.email !== null && account.email === candidate.trim().toLowerCase();
}

/**
 * The Luhn (mod 10) check of card numbers (ISO/IEC 7812): the check digit that makes `payload`
 * plus that digit valid. `payload` is digits only; the sandbox and the test-card generator share it.
 */
export function luhnCheckDigit(payload: string): number {
  let sum = 0;
  for (let i = 0; i < payload.length; i += 1) {
    // Counting from the right of the finished number, every second digit (the payload's last,
    // third last, ...) is doubled.
    let digit = payload.charCodeAt(payload.length - 1 - i) - 48;
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when `digits` (digits only, at least two) ends with the Luhn check digit of the rest. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

/**
 * The least an order may cost the shopper once a coupon is taken off, in minor units of each
 * currency: about US$0.50, rounded to a plain figure of the currency. A coupon never brings the
 * total below it, so no order is ever free; an order whose subtotal is at or below it takes no
 * coupon at all.
 */
export const MINIMUM_PAYABLE: Readonly<Record<CurrencyCode, number>> = {
  USD: 50,
  EUR: 50,
  GBP: 40,
  JPY: 75,
  IDR: 8_000,
  VND: 13_000,
  THB: 1_800,
  MYR: 250,
  PHP: 2_800,
  RUB: 4_500,
  CNY: 350,
  BRL: 250,
  KRW: 700,
  SGD: 70,
};

/** The terms of a coupon in minor units of the order currency (percent as 0-100). */
export interface CouponRuleTerms {
  kind: 'amount' | 'percent';
  offAmount: number | null;
  offPercent: number | null;
  minimumOrder: number;
  cap: number | null;
}

/**
 * Whether a coupon with these terms applies to an order of `subtotal`: the subtotal reaches the
 * coupon's own minimum and is above the currency's payable minimum (below it nothing is left for
 * the coupon to take).
 */
export function couponReachesMinimum(
  terms: Pick<CouponRuleTerms, 'minimumOrder'>,
  subtotal: number,
  currency: CurrencyCode,
): boolean {
  return subtotal >= terms.minimumOrder && subtotal > MINIMUM_PAYABLE[currency];
}

/**
 * What a coupon takes off `subtotal` (minor units of `currency`): the percent rounded half up on
 * the minor unit, then the cap, and never so much that the subtotal falls below the currency's
 * payable minimum (an order at or below that minimum gets nothing off).
 */
export function couponDiscountOf(
  terms: CouponRuleTerms,
  subtotal: number,
  currency: CurrencyCode,
): number {
  const basisPoints = Math.round(Math.min(100, Math.max(0, terms.offPercent ?? 0)) * 100);
  const raw =
    terms.kind === 'percent'
      ? Math.floor((subtotal * basisPoints + 5000) / 10000)
      : Math.max(0, terms.offAmount ?? 0);
  const capped = terms.cap === null ? raw : Math.min(raw, terms.cap);
  return Math.max(0, Math.min(capped, subtotal - MINIMUM_PAYABLE[currency]));
}
