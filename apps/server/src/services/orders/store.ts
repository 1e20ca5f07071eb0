// Order rows: locking, state changes through the state machine with a timeline entry each, ids.
import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderEvent, OrderStatus } from '@gemlane/contract';
import type { Tx } from '../../db/client.ts';
import { orders, orderTimeline, payments } from '../../db/schema/index.ts';
import { transition, TransitionError } from './state-machine.ts';

export type OrderRow = typeof orders.$inferSelect;

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomCode = (length: number) =>
  Array.from({ length }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');
const day = (now: Date) => now.toISOString().slice(0, 10).replaceAll('-', '');

/** Public order number: `GL` + UTC date + 8 random characters (not guessable, not sequential). */
export const newOrderId = (now: Date) => `GL${day(now)}${randomCode(8)}`;
/** One payment attempt: `PT` + UTC date + 10 random characters. */
export const newOutTradeNo = (now: Date) => `PT${day(now)}${randomCode(10)}`;

/** The order row, locked until the transaction ends (cancel, pay and webhooks serialise on it). */
export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/**
 * The order of payment attempt `outTradeNo`, locked as `lockOrder` does, in one statement (the
 * attempt's order id is looked up inside it): on PostgreSQL one round trip, not two.
 */
export async function lockOrderOfAttempt(
  tx: Tx,
  outTradeNo: string,
): Promise<OrderRow | undefined> {
  const orderId = tx
    .select({ id: payments.orderId })
    .from(payments)
    .where(eq(payments.outTradeNo, outTradeNo));
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/**
 * Moves the order by `event` as the state machine allows and records the change in the timeline.
 * The update is conditional on the status read, so a concurrent change cannot be overwritten.
 */
export async function applyEvent(
  tx: Tx,
  order: OrderRow,
  event: OrderEvent,
  now: Date,
  note: string | null = null,
  extra: Partial<Pick<OrderRow, 'fulfilmentDeadline' | 'returnOrigin'>> = {},
): Promise<OrderRow> {
  const from = order.status as OrderStatus;
  const to = transition(from, event);
  const inFrom = and(eq(orders.id, order.id), eq(orders.status, from));
  // The change and its timeline entry in one statement (one round trip on PostgreSQL): the entry
  // is written only if the order is in `from`, as the update is. Callers hold the order's lock;
  // if it had moved anyway, nothing is updated and the error below rolls the transaction back.
  const entry = tx.$with('timeline_entry', {}).as(
    sql`insert into ${orderTimeline} (order_id, from_status, to_status, event, note, created_at)
      select ${orders.id}, ${from}::text, ${to}::text, ${event}::text, ${note}::text, ${sql.param(now, orderTimeline.createdAt)}::timestamptz
      from ${orders} where ${inFrom}`,
  );
  const [updated] = await tx
    .with(entry)
    .update(orders)
    .set({ status: to, updatedAt: now, ...extra })
    .where(inFrom)
    .returning();
  if (!updated) throw new TransitionError(from, event);
  return updated;
}

/** A timeline note that does not change the state (e.g. a late payment refunded). */
export async function addNote(
  tx: Tx,
  order: OrderRow,
  event: string,
  note: string,
  now: Date,
): Promise<void> {
  await tx.insert(orderTimeline).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    event,
    note,
    createdAt: now,
  });
}

/** The user's newest order in one of `statuses` (the order notice of the home page). */
export async function newestOrderIn(
  db: Tx,
  userId: number,
  statuses: string[],
): Promise<{ id: string; status: string } | undefined> {
  const [row] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, statuses)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row;
}

/** How many of the user's orders are in one of `statuses`. */
export async function countOrdersIn(db: Tx, userId: number, statuses: string[]): Promise<number> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, statuses)));
  return rows.length;
}
