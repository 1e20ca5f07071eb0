// Opaque session tokens: 32 random bytes handed to the client once; only their SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, notExists } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { prepared, value } from '../db/prepared.ts';
import { customerBlocks, sessions, users } from '../db/schema/index.ts';
import { forbidden } from '../lib/errors.ts';
import type { AuthUser } from '../lib/context.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export async function createSession(
  db: Tx,
  userId: number,
  now: Date,
  meta: { userAgent?: string | undefined; ip?: string | undefined } = {},
): Promise<string> {
  // Every way of signing in ends here: a shopper blocked by staff is told so, in their language.
  const [blocked] = await db
    .select({ userId: customerBlocks.userId })
    .from(customerBlocks)
    .where(eq(customerBlocks.userId, userId));
  if (blocked) throw forbidden('auth.accountBlocked');
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    userAgent: meta.userAgent?.slice(0, 300),
    ip: meta.ip,
  });
  return token;
}

/** The session's user by token hash, if the session is live and its user not blocked. */
const liveSessionUser = prepared('live_session_user', (db, name) =>
  db
    .select({
      id: users.id,
      uid: users.uid,
      email: users.email,
      nickname: users.nickname,
      sessionId: sessions.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, value('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, value('now')),
        notExists(
          db
            .select({ userId: customerBlocks.userId })
            .from(customerBlocks)
            .where(eq(customerBlocks.userId, sessions.userId)),
        ),
      ),
    )
    .limit(1)
    .prepare(name),
);

/** The user of a live (not revoked, not expired) session token, else undefined. */
export async function userOfToken(db: Db, token: string, now: Date): Promise<AuthUser | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await liveSessionUser(db).execute({ tokenHash: sha256(token), now });
  return row;
}

export async function revokeSession(db: Tx, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** After a password reset: every session of the user except `keep` ends. */
export async function revokeOtherSessions(
  db: Tx,
  userId: number,
  now: Date,
  keep?: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep === undefined ? undefined : ne(sessions.id, keep),
      ),
    );
}
