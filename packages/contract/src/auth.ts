import { z } from 'zod';
import { defineEndpoint } from './define.ts';
import { email, empty, nothing } from './common.ts';
import { isValidPassword } from './rules/account.ts';

export { isValidPassword, PASSWORD_RULE, VERIFICATION_CODE } from './rules/account.ts';

export const password = z.string().refine(isValidPassword, { message: 'invalidPassword' });
/** Login takes any stored password shape; the rule applies when one is set. */
export const loginPassword = z.string().min(1).max(128);

export const verificationCode = z.string().regex(/^\d{6}$/, { message: 'invalidCode' });

/** Login payloads carry the utmSource and shareCode stored on the device. */
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
      /** HS256 JWT signed by the partner: iss (= partner), aud (= gemlane), sub (partner user id), jti (once), iat, exp; optional email, nickname. */
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
