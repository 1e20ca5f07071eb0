// Reading orders: the shopper's list by status with pages, and one order with its timeline,
// payments and refund.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  canCancel,
  canPay,
  type CurrencyCode,
  type LanguageCode,
  type OrderDetail,
  type OrderStatus,
  type OrderSummary,
} from '@gemlane/contract';
import type { Db, Tx } from '../../db/client.ts';
import { orderItems, orders, orderTimeline, refunds } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { packageNameIn } from '../content-text.ts';
import { paymentsOf, shownFailure, type Payment } from '../payments/payments.ts';
import type { OrderRow } from './store.ts';
import { isPlayerIdReason, reasonText, statusLabel, timelineNoteText } from './timeline-notes.ts';
import { orderConverter, usdIn } from '../pricing/convert.ts';

type ItemRow = typeof orderItems.$inferSelect;

export function summaryOf(
  order: OrderRow,
  items: ItemRow[],
  payment: Payment | undefined,
  lng: LanguageCode,
  refundStatus: RefundStatus | null = null,
): OrderSummary {
  const currency = order.currency as CurrencyCode;
  const money = (amount: number) => ({ amount, currency });
  const status = order.status as OrderStatus;
  return {
    orderId: order.id,
    outTradeNo: payment?.outTradeNo ?? null,
    status,
    // A failed order says whether its refund is still in progress (never "refunded" early).
    statusLabel: statusLabel(status, lng, refundStatus),
    createdAt: order.createdAt.toISOString(),
    subtotal: money(order.subtotal),
    couponDiscount: money(order.couponDiscount),
    providerFee: money(order.providerFee),
    total: money(order.total),
    payMethod: order.payMethod,
    items: items.map((i) => ({
      packageId: i.packageId,
      // stored in English at purchase; shown in the reader's language and digits
      packageName: packageNameIn(lng, i.packageName),
      gameId: i.gameId,
      gameName: i.gameName,
      gameLogo: i.gameLogo,
      gameZonePath: i.gameZonePath,
      quantity: i.quantity,
      unitPrice: money(i.unitPrice),
      lineTotal: money(i.lineTotal),
      playerId: i.playerId,
      serverId: i.serverId,
      roleName: i.roleName,
    })),
    canCancel: canCancel(status),
    canPay: canPay(status),
    refundStatus,
  };
}

type RefundStatus = (typeof refunds.$inferSelect)['status'];

export const latestLive = (list: Payment[]) =>
  [...list].reverse().find((p) => p.status !== 'void') ?? list.at(-1);

export async function listOrders(
  db: Db,
  userId: number,
  q: { status?: OrderStatus | undefined; page: number; pageSize: number },
  lng: LanguageCode,
) {
  const where = and(eq(orders.userId, userId), q.status ? eq(orders.status, q.status) : undefined);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const ids = rows.map((o) => o.id);
  const [items, pays, refundRows] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .orderBy(asc(orderItems.id)),
        paymentsOf(db, ids),
        db
          .select({ orderId: refunds.orderId, status: refunds.status })
          .from(refunds)
          .where(inArray(refunds.orderId, ids))
          .orderBy(asc(refunds.id)),
      ])
    : [[], [], []];
  // The latest refund of each order (the detail shows the same one).
  const refundOf = new Map(refundRows.map((r) => [r.orderId, r.status]));
  return {
    list: rows.map((o) =>
      summaryOf(
        o,
        items.filter((i) => i.orderId === o.id),
        latestLive(pays.filter((p) => p.orderId === o.id)),
        lng,
        refundOf.get(o.id) ?? null,
      ),
    ),
    total: n,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** One order of `userId`; another user's order is "not found" (its existence is not revealed). */
async function ownOrder(db: Tx, userId: number, orderId: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.userId !== userId) throw notFound('commerce.orderNotFound');
  return order;
}

export async function orderDetail(
  db: Db,
  userId: number,
  orderId: string,
  lng: LanguageCode,
): Promise<OrderDetail> {
  const order = await ownOrder(db, userId, orderId);
  return detailOf(db, order, lng);
}

async function detailOf(db: Tx, order: OrderRow, lng: LanguageCode): Promise<OrderDetail> {
  const [items, pays, timeline, [refund]] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id)),
    paymentsOf(db, [order.id]),
    db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, order.id))
      .orderBy(asc(orderTimeline.id)),
    db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, order.id))
      .orderBy(desc(refunds.id))
      .limit(1),
  ]);
  const currency = order.currency as CurrencyCode;
  // A card rule named in a note or reason gives its limit in the order's currency at its rate.
  const write = usdIn(await orderConverter(db, order), lng);
  const summary = summaryOf(order, items, latestLive(pays), lng, refund?.status ?? null);
  return {
    ...summary,
    couponId: order.couponId,
    timeline: timeline.map((e) => ({
      status: e.toStatus as OrderStatus,
      from: (e.fromStatus as OrderStatus | null) ?? null,
      at: e.createdAt.toISOString(),
      note: timelineNoteText(e.note, lng, write),
    })),
    payments: pays.map((p) => ({
      outTradeNo: p.outTradeNo,
      payMethod: p.method,
      status: p.status,
      amount: { amount: p.amount, currency },
      failureReason: shownFailure(p.failureReason),
      createdAt: p.createdAt.toISOString(),
    })),
    refund: refund
      ? {
          amount: { amount: refund.amount, currency },
          at: refund.createdAt.toISOString(),
          status: refund.status,
          // A failed order says why (the same words as its site message and e-mail).
          reason: order.status === 'fail' ? reasonText(refund.reason, lng, write) : null,
          checkPlayerId: order.status === 'fail' && isPlayerIdReason(refund.reason),
        }
      : null,
  };
}
