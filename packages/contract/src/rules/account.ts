// Account rules: the password, e-mail verification codes and what proves the owner of an e-mail
// change.

/**
 * The password rule: 8-20 characters; more than 2 kinds among uppercase,
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
