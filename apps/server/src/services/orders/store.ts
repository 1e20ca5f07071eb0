// Order rows: locking, state changes through the state machine with a timeline entry each, ids.
import { randomInt } from 'node:crypto';
import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderEvent, OrderStatus } from '@gemlane/contract';
import type { Tx } from '../../db/client.ts';
import { prepared, preparedSql, value } from '../../db/prepared.ts';
import { orders, orderTimeline, type orderItems, payments } from '../../db/schema/index.ts';
import { outboxRowFrom, outboxValues, type OutboxRow } from '../mail.ts';
import { transition, TransitionError } from './state-machine.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLine = typeof orderItems.$inferSelect;
type Payment = typeof payments.$inferSelect;

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomCode = (length: number) =>
  Array.from({ length }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');
const day = (now: Date) => now.toISOString().slice(0, 10).replaceAll('-', '');

/** Public order number: `GL` + UTC date + 8 random characters (not guessable, not sequential). */
export const newOrderId = (now: Date) => `GL${day(now)}${randomCode(8)}`;
/** One payment attempt: `PT` + UTC date + 10 random characters. */
export const newOutTradeNo = (now: Date) => `PT${day(now)}${randomCode(10)}`;

const orderForUpdate = prepared('order_for_update', (db, name) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, value('orderId')))
    .for('update')
    .prepare(name),
);

/** The order row, locked until the transaction ends (cancel, pay and webhooks serialise on it). */
export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await orderForUpdate(tx).execute({ orderId });
  return row;
}

const orderAndAttemptForUpdate = prepared('order_and_attempt_for_update', (db, name) =>
  db
    .select({ order: orders, payment: payments })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(payments.outTradeNo, value('outTradeNo')))
    .for('update')
    .prepare(name),
);

/**
 * The order of payment attempt `outTradeNo` and the attempt, both locked until the transaction
 * ends, in one statement. PostgreSQL locks a joined row's tables in the order of the FROM list:
 * the order first, then the attempt, the lock order of cancel, checkout and webhooks.
 */
export async function lockOrderAndAttempt(
  tx: Tx,
  outTradeNo: string,
): Promise<{ order: OrderRow; payment: Payment } | undefined> {
  const [row] = await orderAndAttemptForUpdate(tx).execute({ outTradeNo });
  return row;
}

/** The order still in `from`: the condition of the update and of its timeline entries. */
const inFrom = () => and(eq(orders.id, value('orderId')), eq(orders.status, value('from')));

/** A CTE of a statement: drizzle's `$with(...).as(...)`. */
export type Cte = Parameters<Tx['with']>[0];

/**
 * The move itself: `ctes` (its timeline entries, and whatever else the caller writes at the same
 * moment) and the update, one statement.
 */
const moveWith = (db: Tx, name: string, ...ctes: Cte[]) =>
  movingUpdate(db, ctes).returning().prepare(name);

const movingUpdate = (db: Tx, ctes: Cte[]) =>
  db
    .with(...ctes)
    .update(orders)
    .set({
      status: sql`${value('to')}::text`,
      updatedAt: sql`${value('now')}::timestamptz`,
      fulfilmentDeadline: sql`coalesce(${value('deadline')}::timestamptz, ${orders.fulfilmentDeadline})`,
      returnOrigin: sql`coalesce(${value('returnOrigin')}::text, ${orders.returnOrigin})`,
    })
    .where(inFrom());

/** The timeline entry of a move, written only if the order is in `from`, as the update is. */
const timelineEntry = (db: Tx) =>
  db.$with('timeline_entry', {}).as(
    sql`insert into ${orderTimeline} (order_id, from_status, to_status, event, note, created_at)
        select ${orders.id}, ${value('from')}::text, ${value('to')}::text, ${value('event')}::text, ${value('note')}::text, ${value('now')}::timestamptz
        from ${orders} where ${inFrom()}`,
  );

/** The two timeline entries of a move through a step (`via`), in that order. */
const timelineEntriesVia = (db: Tx) =>
  db.$with('timeline_entries', {}).as(
    sql`insert into ${orderTimeline} (order_id, from_status, to_status, event, note, created_at)
        select ${orders.id}, step.from_status, step.to_status, step.event, step.note, ${value('now')}::timestamptz
        from ${orders}, (values
          (1, ${value('from')}::text, ${value('via')}::text, ${value('viaEvent')}::text, ${value('viaNote')}::text),
          (2, ${value('via')}::text, ${value('to')}::text, ${value('event')}::text, ${value('note')}::text)
        ) as step (n, from_status, to_status, event, note)
        where ${inFrom()} order by step.n`,
  );

/**
 * The change of `applyEvent` and its timeline entry in one statement (one round trip on
 * PostgreSQL): the entry is written only if the order is in `from`, as the update is. A deadline or
 * return address given replaces the order's; none given keeps it.
 */
const orderMove = prepared('order_move', (db, name) => moveWith(db, name, timelineEntry(db)));

/**
 * `order_move` through a step first: the order moves by `via` and then by `event` in one update,
 * with a timeline entry for each step, in that order.
 */
const orderMoveVia = prepared('order_move_via', (db, name) =>
  moveWith(db, name, timelineEntriesVia(db)),
);

/**
 * A move's statement that also writes `more` (CTEs of the caller, with values of their own) in the
 * same statement: what `moveIfStill` runs, for writes that belong to the same moment as the move.
 * Its values are `moveValues`' and the CTEs'; it returns the moved order with `also` (columns the
 * caller reads from its CTEs), or nothing if the order had moved on.
 */
export function preparedMoveWith<A extends Record<string, SQL.Aliased | SQL>>(
  name: string,
  via: boolean,
  more: (db: Tx) => Cte[],
  also: A,
) {
  return prepared(name, (db, full) =>
    movingUpdate(db, [via ? timelineEntriesVia(db) : timelineEntry(db), ...more(db)])
      .returning({ ...getTableColumns(orders), ...also })
      .prepare(full),
  );
}

/** A step an order takes on its way, with its timeline note. */
export interface OrderStep {
  event: OrderEvent;
  note: string | null;
}

/** What a move may change besides the status: a deadline, a return address, a step before it. */
export type MoveExtra = Partial<Pick<OrderRow, 'fulfilmentDeadline' | 'returnOrigin'>> & {
  /** Taken first, in the same statement: the order passes through it (two timeline entries). */
  via?: OrderStep;
};

/**
 * Moves the order by `event` as the state machine allows and records the change in the timeline.
 * The update is conditional on the status read, so a concurrent change cannot be overwritten.
 * Callers hold the order's lock; if it had moved anyway, nothing is updated and the error below
 * rolls the transaction back.
 */
export async function applyEvent(
  tx: Tx,
  order: OrderRow,
  event: OrderEvent,
  now: Date,
  note: string | null = null,
  extra: MoveExtra = {},
): Promise<OrderRow> {
  const updated = await moveIfStill(tx, order, event, now, note, extra);
  if (!updated) throw new TransitionError(order.status as OrderStatus, event);
  return updated;
}

/**
 * `applyEvent` without the lock: the order moves by `event` only if it is still in the status
 * given, in one statement (which locks the row as it updates it). Undefined when it had moved on:
 * someone else took the step.
 */
export async function moveIfStill(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'status'>,
  event: OrderEvent,
  now: Date,
  note: string | null = null,
  extra: MoveExtra = {},
): Promise<OrderRow | undefined> {
  const values = moveValues(order, event, now, note, extra);
  const [updated] = extra.via
    ? await orderMoveVia(tx).execute(values)
    : await orderMove(tx).execute(values);
  return updated;
}

/** The values of a move's statement (`moveIfStill`'s, or one of `preparedMoveWith`). */
export function moveValues(
  order: Pick<OrderRow, 'id' | 'status'>,
  event: OrderEvent,
  now: Date,
  note: string | null = null,
  extra: MoveExtra = {},
): Record<string, unknown> {
  const from = order.status as OrderStatus;
  const { via } = extra;
  const passing = via ? transition(from, via.event) : from;
  const values = {
    orderId: order.id,
    from,
    to: transition(passing, event),
    event,
    note,
    now,
    deadline: extra.fulfilmentDeadline ?? null,
    returnOrigin: extra.returnOrigin ?? null,
  };
  return via ? { ...values, via: passing, viaEvent: via.event, viaNote: via.note } : values;
}

/**
 * `moveIfStill` with a mail that goes only if the order moved (its receipt), in one statement: the
 * update, its timeline entry and the outbox row are written from the updated row, so none is
 * written if the order had moved on.
 */
const orderMoveWithMail = preparedSql<{ moved: number }>(
  'order_move_with_mail',
  () => sql`with moved as (
      update ${orders} set status = ${value('to')}::text, updated_at = ${value('now')}::timestamptz
      where id = ${value('orderId')}::text and status = ${value('from')}::text
      returning id),
    entry as (
      insert into ${orderTimeline} (order_id, from_status, to_status, event, note, created_at)
      select id, ${value('from')}::text, ${value('to')}::text, ${value('event')}::text, ${value('note')}::text, ${value('now')}::timestamptz
      from moved),
    mailed as (${outboxRowFrom(sql`moved`)})
    select count(*)::int as moved from moved`,
);

/** Moves the order by `event` if it is still in its status, with `mail` written only if it moved. */
export async function moveIfStillWithMail(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'status'>,
  event: OrderEvent,
  now: Date,
  note: string | null,
  mail: OutboxRow | null,
): Promise<boolean> {
  const from = order.status as OrderStatus;
  const [row] = await orderMoveWithMail(tx, {
    orderId: order.id,
    from,
    to: transition(from, event),
    event,
    note,
    now,
    ...outboxValues(mail),
  });
  return Number(row?.moved ?? 0) > 0;
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
