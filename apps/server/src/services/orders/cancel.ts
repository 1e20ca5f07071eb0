// Cancelling an unpaid order: its open payment attempts become void and its coupon comes back.
import { asc, desc, eq } from 'drizzle-orm';
import {
  canCancel,
  type LanguageCode,
  type OrderStatus,
  type OrderSummary,
} from '@gemlane/contract';
import type { Db } from '../../db/client.ts';
import { orderItems, refunds } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { releaseCoupon } from '../coupons/coupons.ts';
import { paymentsOf, voidOpenPayments } from '../payments/payments.ts';
import { latestLive, summaryOf } from './read.ts';
import { applyEvent, lockOrder } from './store.ts';
import { timelineNote } from './timeline-notes.ts';

/**
 * Cancels an unpaid order; once the shopper submitted a payment it can no longer be cancelled.
 * Idempotent: cancelling a cancelled order answers it again and changes nothing.
 */
export async function cancelOrder(
  db: Db,
  userId: number,
  orderId: string,
  now: Date,
  lng: LanguageCode,
): Promise<OrderSummary> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.userId !== userId) throw notFound('commerce.orderNotFound');
    let cancelled = order;
    if (order.status !== 'cancelled') {
      if (!canCancel(order.status as OrderStatus)) throw conflict('commerce.orderCannotCancel');
      cancelled = await applyEvent(
        tx,
        order,
        'order.cancelled',
        now,
        timelineNote('cancelledByShopper'),
      );
      await voidOpenPayments(tx, order.id, now);
      await releaseCoupon(tx, order.id);
    }
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    const pays = await paymentsOf(tx, [order.id]);
    // A late payment of a cancelled order is refunded: a repeated cancel says how far that got.
    const [refund] = await tx
      .select({ status: refunds.status })
      .from(refunds)
      .where(eq(refunds.orderId, order.id))
      .orderBy(desc(refunds.id))
      .limit(1);
    return summaryOf(cancelled, items, latestLive(pays), lng, refund?.status ?? null);
  });
}
