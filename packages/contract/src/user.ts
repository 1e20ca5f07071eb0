import { z } from 'zod';
import { defineEndpoint } from './define.ts';
import { currencyCode, email, empty, isoDateTime, languageCode, nothing } from './common.ts';
import { loginPassword, verificationCode } from './auth.ts';

import { NICKNAME_RULE } from './constants.ts';

export {
  AVATAR_CHANGE_INTERVAL_MS,
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
  NICKNAME_CHANGE_INTERVAL_MS,
  NICKNAME_RULE,
} from './constants.ts';
export const nickname = z
  .string()
  .trim()
  .min(NICKNAME_RULE.minLength)
  .max(NICKNAME_RULE.maxLength)
  // Letters, marks, digits, space, dot, underscore and hyphen: no markup, no control characters.
  .regex(/^[\p{L}\p{M}\p{N} ._-]+$/u, { message: 'invalidNickname' });

/** E-mail binding states. */
export const EMAIL_BIND_STATUS = ['unset', 'unbound', 'pending', 'valid', 'invalid'] as const;
export const emailBindStatus = z.enum(EMAIL_BIND_STATUS);

/** getUserInfoDetail: the signed-in user. */
export const userInfoDetail = z.object({
  nickname: z.string(),
  uid: z.string(),
  avatar: z.string(),
  processingOrderCount: z.number().int().min(0),
  availableCouponCount: z.number().int().min(0),
});
export type UserInfoDetail = z.infer<typeof userInfoDetail>;

/** A user (username, avatar, email) and the other stored fields. */
export const userInfo = z.object({
  uid: z.string(),
  nickname: z.string(),
  /** Same as nickname: the edit page calls it username. */
  username: z.string(),
  avatar: z.string(),
  email: z.string().nullable(),
  emailBindStatus,
  /** `email` for e-mail accounts, else the partner id. */
  loginType: z.string(),
  /** The account has a password (changing its login e-mail asks for it: emailChangeProof). */
  hasPassword: z.boolean(),
  language: languageCode,
  currency: currencyCode,
  /** When the nickname / avatar may next change (null: now). */
  nicknameChangeableAt: isoDateTime.nullable(),
  avatarChangeableAt: isoDateTime.nullable(),
  /** The user's own invite code for the share programme. */
  shareCode: z.string(),
  createdAt: isoDateTime,
});
export type UserInfo = z.infer<typeof userInfo>;

export const userEndpoints = {
  getUserInfoDetail: defineEndpoint({
    method: 'GET',
    path: '/api/user/getUserInfoDetail',
    request: empty,
    response: userInfoDetail,
    auth: 'required',
    summary:
      'Nickname, uid, avatar, processing-order count and available-coupon count for the user popover.',
  }),
  getUserInfo: defineEndpoint({
    method: 'GET',
    path: '/api/user/getUserInfo',
    request: empty,
    response: userInfo,
    auth: 'required',
    summary: 'The full profile of the signed-in user.',
  }),
  sendEmailBindCode: defineEndpoint({
    method: 'POST',
    path: '/api/user/sendEmailBindCode',
    request: z.object({ email }),
    response: nothing,
    auth: 'required',
    fullResponse: true,
    summary:
      'Mails a code to bind this e-mail (status pending without an address; no password: a code to the current one too); own address refused.',
  }),
  bindEmail: defineEndpoint({
    method: 'POST',
    path: '/api/user/bindEmail',
    request: z.object({
      email,
      code: verificationCode,
      /** Required when the account has a password (emailChangeProof: 'password'). */
      currentPassword: loginPassword.optional(),
      /** Required for an account with an address and no password ('currentEmailCode'). */
      currentEmailCode: verificationCode.optional(),
    }),
    response: nothing,
    auth: 'required',
    fullResponse: true,
    summary:
      "Binds the e-mail with its code and the owner's proof (password or current-address code); mails the old address, ends other sessions.",
  }),
  updateNickname: defineEndpoint({
    method: 'POST',
    path: '/api/user/updateNickname',
    request: z.object({ nickname }),
    response: userInfo,
    auth: 'required',
    summary: 'Changes the username, at most once a month.',
  }),
  updateAvatar: defineEndpoint({
    method: 'POST',
    path: '/api/user/updateAvatar',
    request: z.object({ fileId: z.string().min(1).max(64) }),
    response: userInfo,
    auth: 'required',
    summary:
      'Sets an image uploaded through /api/base/sys/upload as the avatar, at most once a day.',
  }),
} as const;
