// A new attempt that only changes who receives the top-up: the shopper came Back from the hosted
// checkout and corrected the player ID (or server ID). The quote lends that attempt
// the coupon its unpaid order holds (same packages, quantities and method); so that Buy now agrees,
// the new order cancels the old unpaid one first, releasing its coupon, and then takes the coupon.
import { and, asc, eq } from 'drizzle-orm';
import { canCancel, type OrderStatus, type PayMethod } from '@gemlane/contract';
import type { Tx } from '../../db/client.ts';
import { orderItems, userCoupons } from '../../db/schema/index.ts';
import { releaseCoupon } from '../coupons/coupons.ts';
import { voidOpenPayments } from '../payments/payments.ts';
import { applyEvent, lockOrder } from './store.ts';
import { timelineNote } from './timeline-notes.ts';

export interface ReplacingAttempt {
  idempotencyKey: string;
  items: readonly {
    packageId: number;
    quantity: number;
    playerId: string;
    serverId?: string | undefined;
  }[];
  payMethod: PayMethod;
  couponId?: number | undefined;
}

const linesText = (l: readonly { packageId: number; quantity: number }[]) =>
  l.map((i) => `${i.packageId}x${i.quantity}`).join(',');
/** Who receives each line: the player and server IDs. */
const recipients = (l: readonly { playerId: string; serverId?: string | null | undefined }[]) =>
  l.map((i) => `${i.playerId.trim()}|${(i.serverId ?? '').trim()}`).join(',');

/**
 * When the coupon `attempt` names is held by another unpaid order of the same shopper for the same
 * packages, quantities and method but another player (player or server ID), that order is
 * cancelled (its open payments void, its coupon released) inside the caller's transaction. An order
 * whose payment was already submitted is left alone, and so is one for the very same players (a
 * second order of the same top-up is a second purchase): its coupon stays used. Returns the id of the
 * cancelled order, if any. Locks the order before the coupon, as a cancel does.
 */
export async function cancelReplacedAttempt(
  tx: Tx,
  userId: number,
  attempt: ReplacingAttempt,
  now: Date,
): Promise<string | undefined> {
  if (attempt.couponId === undefined) return undefined;
  const [held] = await tx
    .select({ orderId: userCoupons.orderId })
    .from(userCoupons)
    .where(and(eq(userCoupons.id, attempt.couponId), eq(userCoupons.userId, userId)));
  if (!held?.orderId) return undefined;
  const order = await lockOrder(tx, held.orderId);
  if (
    !order ||
    order.userId !== userId ||
    order.idempotencyKey === attempt.idempotencyKey ||
    order.payMethod !== attempt.payMethod ||
    !canCancel(order.status as OrderStatus)
  )
    return undefined;
  const lines = await tx
    .select({
      packageId: orderItems.packageId,
      quantity: orderItems.quantity,
      playerId: orderItems.playerId,
      serverId: orderItems.serverId,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  if (linesText(lines) !== linesText(attempt.items)) return undefined;
  if (recipients(lines) === recipients(attempt.items)) return undefined;
  await applyEvent(tx, order, 'order.cancelled', now, timelineNote('replacedByNewAttempt'));
  await voidOpenPayments(tx, order.id, now);
  await releaseCoupon(tx, order.id);
  return order.id;
}
