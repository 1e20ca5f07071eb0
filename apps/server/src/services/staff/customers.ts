// Shoppers as the console sees them: found by e-mail or UID; blocked and unblocked. A block ends
// every session at once and refuses new ones (services/sessions.ts); the shopper's paid orders
// are untouched, so they still complete or refund.
import { eq, isNull, and } from 'drizzle-orm';
import type { AdminCustomer } from '@gemlane/contract';
import type { Db, Tx } from '../../db/client.ts';
import { customerBlocks, sessions, users } from '../../db/schema/index.ts';
import { forgetSessions } from '../sessions.ts';

export type CustomerRow = typeof users.$inferSelect;

export async function findCustomer(db: Tx, query: string): Promise<CustomerRow | undefined> {
  const q = query.trim();
  const [row] = await db
    .select()
    .from(users)
    .where(q.includes('@') ? eq(users.email, q.toLowerCase()) : eq(users.uid, q))
    .limit(1);
  return row;
}

export async function toCustomer(db: Tx, row: CustomerRow): Promise<AdminCustomer> {
  const [block] = await db.select().from(customerBlocks).where(eq(customerBlocks.userId, row.id));
  return {
    uid: row.uid,
    email: row.email,
    nickname: row.nickname,
    loginType: row.loginType,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    blocked: block ? { reason: block.reason, blockedAt: block.blockedAt.toISOString() } : null,
  };
}

/** True when the block is new (a second block of a blocked shopper changes nothing). */
export async function blockCustomer(
  tx: Tx,
  userId: number,
  reason: string,
  staffId: number,
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(customerBlocks)
    .values({ userId, reason, blockedBy: staffId, blockedAt: now })
    .onConflictDoNothing()
    .returning({ userId: customerBlocks.userId });
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  forgetSessions();
  return inserted.length > 0;
}

export async function unblockCustomer(tx: Tx, userId: number): Promise<boolean> {
  const removed = await tx
    .delete(customerBlocks)
    .where(eq(customerBlocks.userId, userId))
    .returning({ userId: customerBlocks.userId });
  forgetSessions();
  return removed.length > 0;
}

export async function isBlocked(db: Db | Tx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: customerBlocks.userId })
    .from(customerBlocks)
    .where(eq(customerBlocks.userId, userId));
  return row !== undefined;
}
