// The site messages of a user: unread count, mark all read, a page of the list (newest first).
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { messages } from '../db/schema/index.ts';

export type MessageRow = typeof messages.$inferSelect;

export async function unreadMessageCount(db: Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return Number(row?.n ?? 0);
}

export async function markMessagesRead(db: Tx, userId: number, now: Date): Promise<void> {
  await db
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
}

export async function messagePage(
  db: Tx,
  userId: number,
  page: number,
  pageSize: number,
): Promise<{ rows: MessageRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(eq(messages.userId, userId))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(messages).where(eq(messages.userId, userId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
