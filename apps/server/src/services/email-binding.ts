// Binding or changing a user's login e-mail: the codes mailed for it, and the change itself, each
// in one transaction (codes and their mails together; codes spent with the change they allow).
import { languageCode, type EmailChangeProof, type LanguageCode } from '@gemlane/contract';
import type { Db } from '../db/client.ts';
import { ApiError } from '../lib/errors.ts';
import { issueCode, spendCode } from './codes.ts';
import type { Mailer } from './mail.ts';
import { codeMail, emailChangedMail } from './mail-templates.ts';
import { revokeOtherSessions } from './sessions.ts';
import {
  bindEmail,
  emailOwnedByOther,
  lockUser,
  setEmailBindStatus,
  type UserRow,
} from './users.ts';

/**
 * The codes of a bind request: one to the new address (none when another account owns it, so the
 * answer is the same), and one to the current address when that is the owner's proof. An account
 * without a login address waits for its code ("pending").
 */
export async function mailBindCodes(
  db: Db,
  mailer: Pick<Mailer, 'enqueue'>,
  request: { user: UserRow; email: string; proof: EmailChangeProof; locale: LanguageCode },
  now: Date,
): Promise<void> {
  const { user, email, proof, locale } = request;
  await db.transaction(async (tx) => {
    const code = await issueCode(tx, email, 'bind', now, user.id);
    if (!(await emailOwnedByOther(tx, email, user.id)))
      await mailer.enqueue(codeMail(locale, email, 'bind', code), tx);
    // No password to ask: the current address confirms the change with a code of its own.
    if (proof === 'currentEmailCode' && user.email) {
      const confirm = await issueCode(tx, user.email, 'change', now, user.id);
      await mailer.enqueue(codeMail(locale, user.email, 'change', confirm), tx);
    }
    // The status describes the login address: only an account without one waits for a code.
    if (!user.email) await setEmailBindStatus(tx, user.id, 'pending');
  });
}

/**
 * Binds `email` with the checked codes: spent together with the change. The proof was given for
 * the address read before (`user.email`); a change in between, or the address taken meanwhile,
 * answers 409 `auth.bindFailed`. A changed address tells the old one and ends every other session.
 */
export async function bindEmailWithCodes(
  db: Db,
  mailer: Pick<Mailer, 'enqueue'>,
  change: {
    user: UserRow;
    sessionId: number;
    email: string;
    codeId: number;
    confirmId: number | undefined;
    helpUrl: string;
  },
  now: Date,
): Promise<void> {
  const { user, email } = change;
  await db
    .transaction(async (tx) => {
      await spendCode(tx, change.codeId, now);
      if (change.confirmId !== undefined) await spendCode(tx, change.confirmId, now);
      const current = await lockUser(tx, user.id);
      if (!current || current.email !== user.email) throw new ApiError(409, 'auth.bindFailed');
      if (await emailOwnedByOther(tx, email, user.id)) throw new ApiError(409, 'auth.bindFailed');
      await bindEmail(tx, user.id, email);
      if (!user.email) return;
      // The old address learns of the change in the owner's language.
      await mailer.enqueue(
        emailChangedMail(
          languageCode.catch('en').parse(user.language),
          user.email,
          email,
          now,
          change.helpUrl,
        ),
        tx,
      );
      await revokeOtherSessions(tx, user.id, now, change.sessionId);
    })
    .catch((err: unknown) => {
      if (err instanceof ApiError) throw err;
      // Unique index: someone bound it between the check and the update.
      throw new ApiError(409, 'auth.bindFailed');
    });
}
