// Six-digit e-mail codes: stored hashed, valid 10 minutes, spent after 5 wrong tries.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { VERIFICATION_CODE } from '@gemlane/contract';
import type { Db, Tx } from '../db/client.ts';
import { lockKeys } from '../db/locks.ts';
import { verificationCodes } from '../db/schema/index.ts';
import { ApiError, badRequest, tooMany } from '../lib/errors.ts';
import type { Mail, Mailer } from './mail.ts';

/**
 * `bind`: mailed to the address being bound; `change`: mailed to the current address of an account
 * without a password, proving its owner agrees to the change. Both belong to the account asking.
 */
export type CodePurpose = 'register' | 'reset' | 'bind' | 'change';

const ACCOUNT_PURPOSES: readonly CodePurpose[] = ['bind', 'change'];

const hashCode = (email: string, purpose: string, code: string) =>
  createHash('sha256').update(`${purpose}:${email}:${code}`).digest();

/**
 * A new code for `email` (the previous ones of the same purpose stop working), at most one per
 * address and purpose every VERIFICATION_CODE.resendAfterMs. Call it inside the transaction that
 * queues the mail: a lock on (purpose, e-mail) held to its end makes concurrent requests, on any
 * instance, take turns, so the second one sees the first one's code and gets the 429.
 */
export async function issueCode(
  db: Tx,
  email: string,
  purpose: CodePurpose,
  now: Date,
  userId?: number,
): Promise<string> {
  await lockKeys(db, `code:${purpose}:${email}`);
  const [last] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (last && now.getTime() - last.createdAt.getTime() < VERIFICATION_CODE.resendAfterMs)
    throw tooMany(
      Math.ceil(
        (last.createdAt.getTime() + VERIFICATION_CODE.resendAfterMs - now.getTime()) / 1000,
      ),
    );
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.email, email),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );
  const code = String(randomInt(0, 10 ** VERIFICATION_CODE.length)).padStart(
    VERIFICATION_CODE.length,
    '0',
  );
  await db.insert(verificationCodes).values({
    email,
    purpose,
    userId: userId ?? null,
    codeHash: hashCode(email, purpose, code).toString('hex'),
    expiresAt: new Date(now.getTime() + VERIFICATION_CODE.ttlMs),
    createdAt: now,
  });
  return code;
}

/**
 * Checks the code without spending it: wrong, one try used (400; the fifth wrong try spends it);
 * expired, spent or none: 400. For `bind` and `change`, the code must have been asked by `userId`. Answers the
 * code's id for spendCode, so the code is spent in the transaction that uses it.
 */
export async function checkCode(
  db: Tx,
  email: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
  userId?: number,
): Promise<number> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.email, email),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row || (ACCOUNT_PURPOSES.includes(purpose) && row.userId !== userId))
    throw badRequest('auth.codeInvalid');
  const ok = timingSafeEqual(Buffer.from(row.codeHash, 'hex'), hashCode(email, purpose, code));
  if (ok) return row.id;
  const attempts = row.attempts + 1;
  const spent = attempts >= VERIFICATION_CODE.maxAttempts;
  await db
    .update(verificationCodes)
    .set({ attempts, consumedAt: spent ? now : null })
    .where(eq(verificationCodes.id, row.id));
  throw new ApiError(400, spent ? 'auth.codeSpent' : 'auth.codeInvalid');
}

/** Spends a checked code; 400 when another request spent it first. */
export async function spendCode(tx: Tx, id: number, now: Date): Promise<void> {
  const spent = await tx
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (spent.length === 0) throw badRequest('auth.codeInvalid');
}

/** Checks and spends the code at once (see checkCode). */
export async function consumeCode(
  db: Tx,
  email: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
  userId?: number,
): Promise<void> {
  await spendCode(db, await checkCode(db, email, purpose, code, now, userId), now);
}

/**
 * Issues a code and queues the mail `mailOf` builds from it (none when it gives null) in one
 * transaction: both are written or neither.
 */
export async function issueCodeByMail(
  db: Db,
  mailer: Pick<Mailer, 'enqueue'>,
  code: { email: string; purpose: CodePurpose; userId?: number },
  now: Date,
  mailOf: (code: string) => Mail | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const issued = await issueCode(tx, code.email, code.purpose, now, code.userId);
    const mail = mailOf(issued);
    if (mail) await mailer.enqueue(mail, tx);
  });
}
