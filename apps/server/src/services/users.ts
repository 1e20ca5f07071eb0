// Profile views of a user row.
import { eq } from 'drizzle-orm';
import {
  AVATAR_CHANGE_INTERVAL_MS,
  NICKNAME_CHANGE_INTERVAL_MS,
  languageCode,
  currencyCode,
  type UserInfo,
} from '@gemlane/contract';
import type { Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

const nextChange = (last: Date | null, intervalMs: number, now: Date): string | null => {
  if (!last) return null;
  const at = last.getTime() + intervalMs;
  return at > now.getTime() ? new Date(at).toISOString() : null;
};

export function toUserInfo(u: UserRow, now: Date): UserInfo {
  return {
    uid: u.uid,
    nickname: u.nickname,
    username: u.nickname,
    avatar: u.avatarUrl,
    email: u.email,
    emailBindStatus: u.emailBindStatus as UserInfo['emailBindStatus'],
    loginType: u.loginType,
    language: languageCode.catch('en').parse(u.language),
    currency: currencyCode.catch('USD').parse(u.currency),
    nicknameChangeableAt: nextChange(u.nicknameChangedAt, NICKNAME_CHANGE_INTERVAL_MS, now),
    avatarChangeableAt: nextChange(u.avatarChangedAt, AVATAR_CHANGE_INTERVAL_MS, now),
    shareCode: u.shareCode,
    createdAt: u.createdAt.toISOString(),
  };
}

export async function userById(db: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
