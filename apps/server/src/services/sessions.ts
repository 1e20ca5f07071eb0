// Opaque session tokens: 32 random bytes handed to the client once; only their SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, notExists } from 'drizzle-orm';
import { onlyWriterOf, type Db, type Tx } from '../db/client.ts';
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
      expiresAt: sessions.expiresAt,
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

/**
 * Live sessions read on a database this process alone writes to (PGlite), by token hash. On PGlite
 * the session check was the costliest part of a signed-in request (0.8-1.9 ms of the only thread,
 * every request), and a flood of refused uploads paid it for each one. An entry is trusted for
 * SESSION_MEMORY_MS at most, never past its session's expiry, and only while no write that ends a
 * session or changes what it reads has happened since it was read (forgetSessions: sign-out,
 * password reset, e-mail and nickname changes, staff blocks). PostgreSQL, which other instances
 * write to, is asked every time.
 */
const sessionMemory = new WeakMap<Db, Map<string, RememberedSession>>();
interface RememberedSession {
  user: AuthUser;
  until: number;
  generation: number;
}
const SESSION_MEMORY_MS = 5_000;
const MAX_REMEMBERED_SESSIONS = 10_000;
/** Bumped by every forgetSessions: entries read before it are no longer trusted. */
let generation = 0;

/** Every remembered session is read again: call after any write that ends a session or changes
 *  its user's id, uid, e-mail or nickname, or a block. */
export function forgetSessions(): void {
  generation += 1;
}

/** The user of a live (not revoked, not expired) session token, else undefined. */
export async function userOfToken(db: Db, token: string, now: Date): Promise<AuthUser | undefined> {
  if (!token || token.length > 200) return undefined;
  const tokenHash = sha256(token);
  const memory = onlyWriterOf(db) ? rememberedOf(db) : undefined;
  const at = now.getTime();
  const known = memory?.get(tokenHash);
  if (known && known.generation === generation && at < known.until) return known.user;
  const readAt = generation;
  const [row] = await liveSessionUser(db).execute({ tokenHash, now });
  if (!row) return undefined;
  const { expiresAt, ...user } = row;
  // Not kept when a write came in while the row was being read: it may be the older one.
  if (memory && readAt === generation) {
    if (memory.size >= MAX_REMEMBERED_SESSIONS) memory.clear();
    memory.set(tokenHash, {
      user,
      until: Math.min(expiresAt.getTime(), at + SESSION_MEMORY_MS),
      generation: readAt,
    });
  }
  return user;
}

function rememberedOf(db: Db): Map<string, RememberedSession> {
  let memory = sessionMemory.get(db);
  if (!memory) sessionMemory.set(db, (memory = new Map()));
  return memory;
}

export async function revokeSession(db: Tx, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
  forgetSessions();
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
  forgetSessions();
}
