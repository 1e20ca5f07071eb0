// The account-changing steps of registration, password reset and partner sign-in, each in one
// transaction: the code is spent in the transaction that uses it, so a failure leaves it unspent.
import type { Db } from '../db/client.ts';
import { ApiError, badRequest } from '../lib/errors.ts';
import {
  createAccount,
  partnerAccount,
  setPasswordHash,
  userByEmail,
  type NewAccount,
} from './accounts.ts';
import { spendCode } from './codes.ts';
import { revokeOtherSessions } from './sessions.ts';
import type { UserRow } from './users.ts';

/** Unique-violation from either driver. */
const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' &&
  err !== null &&
  ((err as { code?: string }).code === '23505' || /unique/i.test(String(err)));

/**
 * Spends the checked register code and creates the account; an address registered meanwhile
 * (found, or racing on the unique index) is `auth.registerFailed`.
 */
export async function registerWithCode(
  db: Db,
  codeId: number,
  account: NewAccount & { email: string },
  now: Date,
): Promise<UserRow> {
  return db
    .transaction(async (tx) => {
      await spendCode(tx, codeId, now);
      if (await userByEmail(tx, account.email)) throw badRequest('auth.registerFailed');
      return createAccount(tx, account, now);
    })
    .catch((err: unknown) => {
      if (err instanceof ApiError) throw err;
      if (isUniqueViolation(err)) throw badRequest('auth.registerFailed');
      throw err;
    });
}

/**
 * Spends the checked reset code, sets the new password and ends every other session of the
 * account. An address without a password account is `auth.codeInvalid`. Returns the user id.
 */
export async function resetPasswordWithCode(
  db: Db,
  codeId: number,
  email: string,
  passwordHash: string,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    await spendCode(tx, codeId, now);
    const user = await userByEmail(tx, email);
    if (!user?.passwordHash) throw badRequest('auth.codeInvalid');
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeOtherSessions(tx, user.id, now);
    return user.id;
  });
}

/** The account of a partner's user, created on their first sign-in. */
export async function partnerSignIn(
  db: Db,
  account: NewAccount & { partnerId: string; partnerUserId: string },
  now: Date,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const found = await partnerAccount(tx, account.partnerId, account.partnerUserId);
    return found ?? createAccount(tx, account, now);
  });
}
