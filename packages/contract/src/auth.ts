import { z } from 'zod';
import { defineEndpoint } from './define.ts';
import { email, empty, nothing } from './common.ts';

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

export const password = z.string().refine(isValidPassword, { message: 'invalidPassword' });
/** Login takes any stored password shape; the rule applies when one is set. */
export const loginPassword = z.string().min(1).max(128);

/** Six-digit e-mail codes: valid 10 minutes, 5 wrong tries and the code is spent. */
export const VERIFICATION_CODE = {
  length: 6,
  ttlMs: 10 * 60_000,
  maxAttempts: 5,
  /** A new code for the same address and purpose at most once a minute. */
  resendAfterMs: 60_000,
} as const;
export const verificationCode = z.string().regex(/^\d{6}$/, { message: 'invalidCode' });

/** Spec section 3: login payloads carry the stored utmSource and shareCode. */
const attribution = {
  utmSource: z.string().max(100).optional(),
  shareCode: z.string().max(64).optional(),
};

export const authToken = z.object({ authToken: z.string() });

export const authEndpoints = {
  checkEmailLogin: defineEndpoint({
    method: 'POST',
    path: '/api/common/auth/checkEmailLogin',
    request: z.object({ email }),
    response: z.object({ email: z.string(), next: z.literal('password') }),
    auth: 'none',
    summary:
      'Validates and normalises the address before the password step; by design it never says whether an account exists.',
  }),
  emailLogin: defineEndpoint({
    method: 'POST',
    path: '/api/common/auth/emailLogin',
    request: z.object({ email, password: loginPassword, ...attribution }),
    response: authToken,
    auth: 'none',
    summary:
      'E-mail + password login; the same answer and timing for an unknown e-mail and a wrong password.',
  }),
  sendEmailRegisterVerification: defineEndpoint({
    method: 'POST',
    path: '/api/common/auth/sendEmailRegisterVerification',
    request: z.object({ email }),
    response: nothing,
    auth: 'none',
    fullResponse: true,
    summary:
      'Mails a 6-digit registration code (an existing account gets a notice instead; the answer is the same).',
  }),
  verifyRegisterEmail: defineEndpoint({
    method: 'POST',
    path: '/api/common/auth/verifyRegisterEmail',
    request: z.object({ email, code: verificationCode, password, ...attribution }),
    response: authToken,
    auth: 'none',
    fullResponse: true,
    summary: 'Checks the code, creates the account with the password and signs in.',
  }),
  sendEmailForgetPasswordVerification: defineEndpoint({
    method: 'POST',
    path: '/api/common/auth/sendEmailForgetPasswordVerification',
    request: z.object({ email }),
    response: nothing,
    auth: 'none',
    fullResponse: true,
    summary:
      'Mails a 6-digit reset code when the account exists; the answer is the same either way.',
  }),
  verifyForgetPasswordEmail: defineEndpoint({
    method: 'POST',
    path: '/api/common/auth/verifyForgetPasswordEmail',
    request: z.object({ email, code: verificationCode, password }),
    response: authToken,
    auth: 'none',
    fullResponse: true,
    summary: 'Checks the code, sets the new password, revokes every other session and signs in.',
  }),
  partnerLogin: defineEndpoint({
    method: 'POST',
    path: '/api/common/auth/partnerLogin',
    request: z.object({
      /** Partner id, e.g. `playhub`; picks the verification secret. */
      partner: z.string().min(1).max(40),
      /** HS256 JWT signed by the partner: sub (partner user id), iss (= partner), exp; optional email, nickname. */
      token: z.string().min(10).max(4096),
      ...attribution,
    }),
    response: authToken,
    auth: 'none',
    summary: 'Signs in (or signs up) a partner user from a partner-signed JWT.',
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout',
    request: empty,
    response: nothing,
    auth: 'required',
    summary: 'Revokes the current session token.',
  }),
} as const;
