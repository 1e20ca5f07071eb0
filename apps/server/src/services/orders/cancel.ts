// Cancelling an unpaid order: its open payment attempts become void and its coupon comes back.
import { asc, eq } from 'drizzle-orm';
import type { LanguageCode, OrderStatus, OrderSummary } from '@gemlane/contract';
import type { Db } from '../../db/client.ts';
import { orderItems } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { releaseCoupon } from '../coupons/coupons.ts';
import { paymentsOf, voidOpenPayments } from '../payments/payments.ts';
import { latestLive, summaryOf } from './read.ts';
import { canCancel } from './state-machine.ts';
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
    return summaryOf(cancelled, items, latestLive(pays), lng);
  });
}
