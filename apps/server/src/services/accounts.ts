// Accounts: creating them (uid, invite code, default nickname and avatar, new-user coupons,
// welcome), finding them by e-mail or partner identity, setting a new password.
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { NICKNAME_RULE, type LanguageCode } from '@gemlane/contract';
import type { Tx } from '../db/client.ts';
import { messages, users } from '../db/schema/index.ts';
import { t } from '../lib/i18n.ts';
import { grantNewUserCoupons } from './coupons/coupons.ts';
import type { UserRow } from './users.ts';

const SHARE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newShareCode(): string {
  const bytes = randomBytes(8);
  return [...bytes].map((b) => SHARE_ALPHABET[b % SHARE_ALPHABET.length]).join('');
}

/** A nickname from an e-mail's local part or a partner name, cut to the nickname rule. */
export function defaultNickname(source: string | undefined): string {
  const cleaned = (source ?? '')
    .replace(/[^\p{L}\p{M}\p{N} ._-]/gu, '')
    .trim()
    .slice(0, NICKNAME_RULE.maxLength);
  return cleaned.length >= NICKNAME_RULE.minLength ? cleaned : `Player${randomInt(1000, 10000)}`;
}

export interface NewAccount {
  email?: string | null;
  passwordHash?: string | null;
  nickname?: string;
  loginType: string;
  partnerId?: string;
  partnerUserId?: string;
  emailBindStatus: string;
  utmSource?: string | undefined;
  shareCode?: string | undefined;
  language: LanguageCode;
  currency: string;
}

/** Inserts the user (retrying on a uid/share-code clash), grants new-user coupons, says welcome. */
export async function createAccount(tx: Tx, input: NewAccount, now: Date): Promise<UserRow> {
  let inviter: number | null = null;
  if (input.shareCode) {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.shareCode, input.shareCode.toUpperCase()))
      .limit(1);
    inviter = row?.id ?? null;
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const uid = String(randomInt(100_000_000, 1_000_000_000));
    const [row] = await tx
      .insert(users)
      .values({
        uid,
        email: input.email ?? null,
        passwordHash: input.passwordHash ?? null,
        nickname: input.nickname ?? defaultNickname(input.email?.split('@')[0]),
        avatarUrl: `/api/static/avatar/${uid}.svg`,
        emailBindStatus: input.emailBindStatus,
        loginType: input.loginType,
        partnerId: input.partnerId ?? null,
        partnerUserId: input.partnerUserId ?? null,
        language: input.language,
        currency: input.currency,
        shareCode: newShareCode(),
        invitedByUserId: inviter,
        signupShareCode: input.shareCode ?? null,
        utmSource: input.utmSource ?? null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: users.uid })
      .returning();
    if (!row) continue;
    await grantNewUserCoupons(tx, row.id, now);
    await tx.insert(messages).values({
      userId: row.id,
      kind: 'system',
      title: t(input.language, 'message.welcomeTitle'),
      content: t(input.language, 'message.welcomeBody'),
      createdAt: now,
    });
    return row;
  }
  throw new Error('could not allocate a uid');
}

export async function userByEmail(db: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** The account a partner's user signed up as, if any. */
export async function partnerAccount(
  db: Tx,
  partnerId: string,
  partnerUserId: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.partnerId, partnerId), eq(users.partnerUserId, partnerUserId)))
    .limit(1);
  return row;
}

export async function setPasswordHash(db: Tx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
