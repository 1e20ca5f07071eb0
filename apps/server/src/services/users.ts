// Profile views of a user row.
import { and, eq, ne } from 'drizzle-orm';
import {
  AVATAR_CHANGE_INTERVAL_MS,
  NICKNAME_CHANGE_INTERVAL_MS,
  languageCode,
  currencyCode,
  type UserInfo,
} from '@gemlane/contract';
import type { Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { forgetSessions } from './sessions.ts';

export type UserRow = typeof users.$inferSelect;

/** When a value last changed at `last` may change again; null: now (one rule for view and check). */
export function nextChangeAt(last: Date | null, intervalMs: number, now: Date): Date | null {
  if (!last) return null;
  const at = last.getTime() + intervalMs;
  return at > now.getTime() ? new Date(at) : null;
}

export function toUserInfo(u: UserRow, now: Date): UserInfo {
  return {
    uid: u.uid,
    nickname: u.nickname,
    username: u.nickname,
    avatar: u.avatarUrl,
    email: u.email,
    // Every way an address reaches an account proves it (registration and binding, by code), so
    // an account with one shows it verified: rows an earlier code request left 'pending' too.
    emailBindStatus: u.email ? 'valid' : (u.emailBindStatus as UserInfo['emailBindStatus']),
    loginType: u.loginType,
    hasPassword: u.passwordHash !== null,
    language: languageCode.catch('en').parse(u.language),
    currency: currencyCode.catch('USD').parse(u.currency),
    nicknameChangeableAt:
      nextChangeAt(u.nicknameChangedAt, NICKNAME_CHANGE_INTERVAL_MS, now)?.toISOString() ?? null,
    avatarChangeableAt:
      nextChangeAt(u.avatarChangedAt, AVATAR_CHANGE_INTERVAL_MS, now)?.toISOString() ?? null,
    shareCode: u.shareCode,
    createdAt: u.createdAt.toISOString(),
  };
}

export async function userById(db: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** True when an account other than `userId` has `email` (binding it would fail). */
export async function emailOwnedByOther(db: Tx, email: string, userId: number): Promise<boolean> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return owner !== undefined;
}

export async function setEmailBindStatus(
  db: Tx,
  userId: number,
  status: 'pending' | 'invalid' | 'valid',
): Promise<void> {
  await db.update(users).set({ emailBindStatus: status }).where(eq(users.id, userId));
}

/** The user row, locked until the transaction ends (an e-mail change reads and writes it). */
export async function lockUser(tx: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row;
}

/** Binds `email` to the account (the unique index refuses an address another account has). */
export async function bindEmail(db: Tx, userId: number, email: string): Promise<void> {
  await db.update(users).set({ email, emailBindStatus: 'valid' }).where(eq(users.id, userId));
  forgetSessions();
}

export async function setNickname(
  db: Tx,
  userId: number,
  nickname: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [updated] = await db
    .update(users)
    .set({ nickname, nicknameChangedAt: now })
    .where(eq(users.id, userId))
    .returning();
  forgetSessions();
  return updated;
}

export async function setAvatar(
  db: Tx,
  userId: number,
  avatarUrl: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [updated] = await db
    .update(users)
    .set({ avatarUrl, avatarChangedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return updated;
}
