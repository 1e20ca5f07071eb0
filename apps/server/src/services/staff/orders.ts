// The console's view of orders: a filtered, sorted, paged list (indexes in
// drizzle/0007_staff_console.sql), one order with everything that happened to it, notes, and a
// delivery retry through the same fulfilment job (one live job per order; the publisher delivers
// an order once, so a retry can never deliver twice).
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderDetail, AdminOrderRow, CurrencyCode, OrderStatus } from '@gemlane/contract';
import type { adminOrderListQuery } from '@gemlane/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import {
  jobs,
  orderItems,
  orderNotes,
  orders,
  orderTimeline,
  outbox,
  payments,
  refunds,
  users,
} from '../../db/schema/index.ts';
import type { Mailer } from '../mail.ts';
import { enqueue, wakeJobRunners } from '../queue/queue.ts';
import { failAndRefund, FULFIL_JOB, fulfilJobOptions, recordRefund } from '../payments/payments.ts';
import { addNote, lockOrder } from '../orders/store.ts';
import { STAFF_REFUND, timelineNote } from '../orders/timeline-notes.ts';
import { auditOf } from './audit.ts';

type ListQuery = z.output<typeof adminOrderListQuery>;

/** The list counts matches up to this many and then says "more than". */
export const ORDER_COUNT_CAP = 10_000;

/** Paid and not finished: the states a delivery job works on. */
const DELIVERING: OrderStatus[] = ['checking', 'processing'];

const money = (amount: number, currency: string) => ({
  amount,
  currency: currency as CurrencyCode,
});

export async function listOrders(db: Db, q: ListQuery) {
  const where: (SQL | undefined)[] = [];
  if (q.status) where.push(eq(orders.status, q.status));
  if (q.currency) where.push(eq(orders.currency, q.currency));
  if (q.from) where.push(gte(orders.createdAt, new Date(q.from)));
  if (q.to) where.push(lt(orders.createdAt, new Date(q.to)));
  if (q.email)
    where.push(
      inArray(
        orders.userId,
        db.select({ id: users.id }).from(users).where(eq(users.email, q.email)),
      ),
    );
  if (q.playerId)
    where.push(
      inArray(
        orders.id,
        db
          .select({ id: orderItems.orderId })
          .from(orderItems)
          .where(eq(orderItems.playerId, q.playerId)),
      ),
    );
  if (q.gameId)
    where.push(
      inArray(
        orders.id,
        db
          .select({ id: orderItems.orderId })
          .from(orderItems)
          .where(eq(orderItems.gameId, q.gameId)),
      ),
    );
  if (q.tradeNo) {
    // A payment's trade number names its order; resolved first, so both lookups use an index
    // (an OR of the two kept PostgreSQL from either: 842 ms at a million orders).
    const [payment] = await db
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(eq(payments.outTradeNo, q.tradeNo))
      .limit(1);
    where.push(eq(orders.id, payment?.orderId ?? q.tradeNo));
  }
  if (q.providerRef) {
    // The provider's reference of a payment (indexed), else of a refund (a far smaller table);
    // a reference of neither matches no order.
    const [payment] = await db
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(eq(payments.providerRef, q.providerRef))
      .limit(1);
    const [refund] = payment
      ? []
      : await db
          .select({ orderId: refunds.orderId })
          .from(refunds)
          .where(eq(refunds.providerRef, q.providerRef))
          .limit(1);
    where.push(eq(orders.id, payment?.orderId ?? refund?.orderId ?? ''));
  }
  const cond = where.length ? and(...where) : undefined;
  const dir = q.order === 'asc' ? asc : desc;
  // Totals compare across currencies in US cents.
  const sortColumn =
    q.sort === 'total' ? orders.totalUsd : q.sort === 'status' ? orders.status : orders.createdAt;

  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        status: orders.status,
        total: orders.total,
        currency: orders.currency,
        createdAt: orders.createdAt,
        email: users.email,
        uid: users.uid,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(cond)
      .orderBy(dir(sortColumn), dir(orders.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    // Counted up to a cap: an exact count of a million rows costs more than the page itself.
    db.select({ n: sql<number>`count(*)` }).from(
      db
        .select({ one: sql`1` })
        .from(orders)
        .where(cond)
        .limit(ORDER_COUNT_CAP + 1)
        .as('matches'),
    ),
  ]);
  const firstItems = await firstItemOf(
    db,
    rows.map((r) => r.id),
  );
  const counted = Number(total?.n ?? 0);
  return {
    list: rows.map((r) => toRow(r, firstItems.get(r.id))),
    total: Math.min(counted, ORDER_COUNT_CAP),
    totalCapped: counted > ORDER_COUNT_CAP,
    page: q.page,
    pageSize: q.pageSize,
  };
}

async function firstItemOf(db: Tx, ids: string[]) {
  const found = new Map<string, { gameName: string; packageName: string; playerId: string }>();
  if (ids.length === 0) return found;
  const items = await db
    .select({
      orderId: orderItems.orderId,
      gameName: orderItems.gameName,
      packageName: orderItems.packageName,
      playerId: orderItems.playerId,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.id));
  for (const i of items) if (!found.has(i.orderId)) found.set(i.orderId, i);
  return found;
}

function toRow(
  r: {
    id: string;
    status: string;
    total: number;
    currency: string;
    createdAt: Date;
    email: string | null;
    uid: string | null;
  },
  item: { gameName: string; packageName: string; playerId: string } | undefined,
): AdminOrderRow {
  return {
    orderId: r.id,
    status: r.status as OrderStatus,
    total: money(r.total, r.currency),
    createdAt: r.createdAt.toISOString(),
    email: r.email,
    uid: r.uid ?? '',
    gameName: item?.gameName ?? '',
    packageName: item?.packageName ?? '',
    playerId: item?.playerId ?? '',
  };
}

export async function ordersOfUser(db: Db, userId: number, limit = 50): Promise<AdminOrderRow[]> {
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      total: orders.total,
      currency: orders.currency,
      createdAt: orders.createdAt,
      email: users.email,
      uid: users.uid,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  const items = await firstItemOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toRow(r, items.get(r.id)));
}

const deliveryJobsOf = (db: Tx, orderId: string) =>
  db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, FULFIL_JOB), sql`${jobs.payload}->>'orderId' = ${orderId}`))
    .orderBy(asc(jobs.id));

export async function orderDetail(db: Db, orderId: string): Promise<AdminOrderDetail | undefined> {
  const [order] = await db
    .select({ o: orders, email: users.email, uid: users.uid })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!order) return undefined;
  const o = order.o;
  const [items, timeline, pays, deliveries, refundRows, notes, audit] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, orderId))
      .orderBy(asc(orderTimeline.id)),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id)),
    deliveryJobsOf(db, orderId),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id)),
    db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)).orderBy(asc(orderNotes.id)),
    auditOf(db, 'order', orderId),
  ]);
  const first = items[0];
  const running = deliveries.some((d) => d.status === 'running');
  return {
    order: {
      ...toRow(
        { ...o, email: order.email, uid: order.uid },
        first && {
          gameName: first.gameName,
          packageName: first.packageName,
          playerId: first.playerId,
        },
      ),
      subtotal: money(o.subtotal, o.currency),
      couponDiscount: money(o.couponDiscount, o.currency),
      providerFee: money(o.providerFee, o.currency),
      payMethod: o.payMethod,
      fulfilmentDeadline: o.fulfilmentDeadline?.toISOString() ?? null,
      updatedAt: o.updatedAt.toISOString(),
    },
    items: items.map((i) => ({
      gameName: i.gameName,
      packageName: i.packageName,
      quantity: i.quantity,
      lineTotal: money(i.lineTotal, o.currency),
      playerId: i.playerId,
      serverId: i.serverId,
      roleName: i.roleName,
    })),
    timeline: timeline.map((t) => ({
      fromStatus: t.fromStatus,
      toStatus: t.toStatus,
      event: t.event,
      note: t.note,
      createdAt: t.createdAt.toISOString(),
    })),
    payments: pays.map((p) => ({
      outTradeNo: p.outTradeNo,
      provider: p.provider,
      method: p.method,
      amount: money(p.amount, p.currency),
      status: p.status,
      failureReason: p.failureReason,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    })),
    deliveries: deliveries.map((d) => ({
      jobId: d.id,
      status: d.status,
      attempts: d.attempts,
      lastError: d.lastError,
      runAt: d.runAt.toISOString(),
      createdAt: d.createdAt.toISOString(),
      updatedAt: d.updatedAt.toISOString(),
    })),
    refunds: refundRows.map((r) => ({
      amount: money(r.amount, r.currency),
      reason: r.reason,
      status: r.status as 'pending' | 'succeeded' | 'failed',
      createdAt: r.createdAt.toISOString(),
    })),
    notes: notes.map((n) => ({
      staffEmail: n.staffEmail,
      body: n.body,
      createdAt: n.createdAt.toISOString(),
    })),
    audit,
    canRetryDelivery: DELIVERING.includes(o.status as OrderStatus) && !running,
    canRefund:
      refundable(o.status, running) &&
      pays.some((p) => p.status === 'succeeded') &&
      refundRows.length === 0,
  };
}

export async function addOrderNote(
  tx: Tx,
  orderId: string,
  staff: { id: number; email: string },
  body: string,
  now: Date,
): Promise<void> {
  await tx
    .insert(orderNotes)
    .values({ orderId, staffId: staff.id, staffEmail: staff.email, body, createdAt: now });
}

export type RetryOutcome =
  | { kind: 'notFound' }
  | { kind: 'notDelivering'; status: string }
  | { kind: 'running' }
  | { kind: 'queued'; before: Record<string, unknown> };

/**
 * Runs the order's delivery job now: a waiting job (backing off) is made due, a dead or finished
 * one is replaced by a new job under the same one-live-job key. A job running right now is left
 * alone. Call inside the transaction that writes the audit row; wake the runners after commit.
 */
export async function retryDelivery(tx: Tx, orderId: string, now: Date): Promise<RetryOutcome> {
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) return { kind: 'notFound' };
  if (!DELIVERING.includes(order.status as OrderStatus))
    return { kind: 'notDelivering', status: order.status };
  const live = (await deliveryJobsOf(tx, orderId)).filter(
    (j) => j.status === 'queued' || j.status === 'running',
  );
  if (live.some((j) => j.status === 'running')) return { kind: 'running' };
  const before = { status: order.status, liveJob: live[0]?.id ?? null, runAt: live[0]?.runAt };
  if (live.length > 0)
    await tx
      .update(jobs)
      .set({ runAt: now, updatedAt: now })
      .where(
        inArray(
          jobs.id,
          live.map((j) => j.id),
        ),
      );
  else await enqueue(tx, FULFIL_JOB, { orderId }, now, fulfilJobOptions(orderId));
  return { kind: 'queued', before };
}

/**
 * A staff refund: of a delivered order (complete), or of a paid order whose delivery has not
 * reached the publisher (checking, no delivery job running). An order with the publisher right
 * now (processing) waits for its answer: refunding it could give the top-up and the money back.
 */
const refundable = (status: string, deliveryRunning: boolean) =>
  status === 'complete' || (status === 'checking' && !deliveryRunning);

export type RefundByStaffOutcome =
  | { kind: 'notFound' }
  | { kind: 'notPaid'; status: string }
  | { kind: 'alreadyRefunded' }
  | { kind: 'withPublisher' }
  | { kind: 'refunding'; before: Record<string, unknown>; after: Record<string, unknown> };

/**
 * Refunds the order's paid attempt in full through the payments' refund path: the refund row and
 * its job are written here (the provider is asked by the job after the commit, never inside this
 * transaction), and the shopper gets the refund message and e-mail when the provider confirms it,
 * as for an automatic refund. An order still to be delivered fails (its delivery stops); a
 * delivered one keeps its status with a timeline note. Call inside the transaction that writes
 * the audit row; wake the job runners after the commit.
 */
export async function refundByStaff(
  tx: Tx,
  orderId: string,
  now: Date,
): Promise<RefundByStaffOutcome> {
  const order = await lockOrder(tx, orderId);
  if (!order) return { kind: 'notFound' };
  const [paid] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.id))
    .limit(1);
  const [earlier] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .limit(1);
  if (earlier) return { kind: 'alreadyRefunded' };
  if (!paid || (order.status !== 'complete' && !DELIVERING.includes(order.status as OrderStatus)))
    return { kind: 'notPaid', status: order.status };
  const running = (await deliveryJobsOf(tx, orderId)).some((j) => j.status === 'running');
  if (!refundable(order.status, running)) return { kind: 'withPublisher' };
  const before = { status: order.status, payment: paid.outTradeNo };
  const amount = { amount: paid.amount, currency: paid.currency };
  if (order.status === 'checking') {
    const failed = await failAndRefund(tx, order, STAFF_REFUND, now);
    return {
      kind: 'refunding',
      before,
      after: { status: failed.status, refund: 'pending', amount },
    };
  }
  if (!(await recordRefund(tx, paid, STAFF_REFUND, now))) return { kind: 'alreadyRefunded' };
  await addNote(
    tx,
    order,
    'payment.refunded',
    timelineNote('lateRefunding', { reason: STAFF_REFUND, outTradeNo: paid.outTradeNo }),
    now,
  );
  return { kind: 'refunding', before, after: { status: order.status, refund: 'pending', amount } };
}

/** The e-mails an order sends its shopper (receipt, refund notice); their subjects name it. */
const ORDER_MAIL_KINDS = ['order-receipt', 'order-refunded'];

/**
 * Queues the order's newest shopper e-mail again, as it was written (same language and words),
 * to the address it went to. Call inside the transaction that writes the audit row; undefined
 * when the order sent none.
 */
export async function resendOrderMail(
  tx: Tx,
  mailer: Pick<Mailer, 'enqueue'>,
  orderId: string,
): Promise<{ kind: string; subject: string; to: string } | undefined> {
  const [last] = await tx
    .select()
    .from(outbox)
    .where(
      and(
        inArray(outbox.kind, ORDER_MAIL_KINDS),
        sql`position(${orderId} in ${outbox.subject}) > 0`,
        inArray(
          outbox.to,
          tx
            .select({ email: users.email })
            .from(orders)
            .innerJoin(users, eq(users.id, orders.userId))
            .where(eq(orders.id, orderId)),
        ),
      ),
    )
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!last) return undefined;
  await mailer.enqueue(
    { to: last.to, subject: last.subject, text: last.text, html: last.html, kind: last.kind },
    tx,
  );
  return { kind: last.kind, subject: last.subject, to: last.to };
}

export { wakeJobRunners };
