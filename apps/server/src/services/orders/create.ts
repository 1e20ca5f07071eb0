// Creating an order: idempotent by the shopper's key, the player IDs confirmed again, the cart
// priced once with its coupon locked, the method's limits, the rows, and the first payment.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LanguageCode, PayMethod } from '@gemlane/contract';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { orderItems, orders, orderTimeline } from '../../db/schema/index.ts';
import { ApiError, badRequest, conflict } from '../../lib/errors.ts';
import { markCouponUsed } from '../coupons/coupons.ts';
import { COUPON_REJECTION_KEYS } from '../coupons/rules.ts';
import type { Publisher } from '../fulfilment/publisher.ts';
import { checkoutDescription } from '../payments/payments.ts';
import { usdIn, type Converter } from '../pricing/convert.ts';
import { gameLogoOf, normaliseServerId } from './catalog.ts';
import { assertMethodTakes } from './limits.ts';
import { openFirstPayment, payStartOfOrder, type PayStart } from './open-payment.ts';
import { cartLines, priceCart, type CartLine, type PricedCart } from './quote.ts';
import { cancelReplacedAttempt } from './replace.ts';
import { reconfirmRoles } from './role.ts';
import { newOrderId, type OrderRow } from './store.ts';

type OrderLine = CartLine & { playerId: string; serverId?: string | undefined; roleName: string };

export interface CreateOrderInput {
  idempotencyKey: string;
  items: OrderLine[];
  payMethod: PayMethod;
  couponId?: number | undefined;
  returnUrl: string;
}

/** The storefront origin of a return URL, or a 400 when it is not one of ours. */
export function returnOriginOf(config: Config, returnUrl: string): string {
  let origin: string;
  try {
    origin = new URL(returnUrl).origin;
  } catch {
    throw badRequest('errors.parameterErrorField', { field: 'returnUrl' });
  }
  if (!config.publicOrigins.includes(origin)) throw badRequest('commerce.returnUrlNotAllowed');
  return origin;
}

const requestHashOf = (input: CreateOrderInput) =>
  createHash('sha256')
    .update(
      JSON.stringify({
        items: input.items.map((i) => [
          i.packageId,
          i.quantity,
          i.playerId,
          i.serverId ?? '',
          i.roleName,
        ]),
        payMethod: input.payMethod,
        couponId: input.couponId ?? null,
      }),
    )
    .digest('hex');

/** The order this key already made (a 409 when the key came with another cart). */
async function existingOrder(
  db: Tx,
  userId: number,
  input: CreateOrderInput,
): Promise<PayStart | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, input.idempotencyKey)));
  if (!order) return undefined;
  if (order.requestHash !== requestHashOf(input)) throw conflict('commerce.duplicateOrder');
  return payStartOfOrder(db, order);
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
};

/**
 * Creates the order and its first payment. The same idempotency key returns the same order (a
 * double submit never makes a second one); the same key with another cart is a 409.
 */
export async function createOrder(
  db: Db,
  config: Config,
  publisher: Publisher,
  userId: number,
  input: CreateOrderInput,
  cx: Converter,
  /** The shopper's language: a refused amount names the limit in the order's currency. */
  lng: LanguageCode,
  now: Date,
  /** Called as each stage ends (`lookup`, `cart`, `transaction`): where the time goes. */
  mark: (stage: 'lookup' | 'cart' | 'transaction') => void = () => undefined,
): Promise<PayStart> {
  const returnOrigin = returnOriginOf(config, input.returnUrl);
  // The key's earlier order and the cart's rows are independent reads: asked together. A repeat
  // of the key answers its order even if the cart no longer prices (a package withdrawn since).
  const [again, cart] = await Promise.all([
    existingOrder(db, userId, input),
    cartLines(db, input.items, cx).then(
      (lines) => ({ lines }),
      (error: unknown) => ({ error }),
    ),
  ]);
  if (again) return again;
  if ('error' in cart) throw cart.error;
  const { lines } = cart;
  mark('lookup');
  // The publisher is asked before the transaction opens: no network call holds a row lock.
  await reconfirmRoles(publisher, lines);
  mark('cart');
  try {
    const created = await db.transaction(async (tx) => {
      // Back from the checkout with another player ID: the old unpaid order gives up the coupon.
      await cancelReplacedAttempt(tx, userId, input, now);
      const order = { method: input.payMethod, couponId: input.couponId, userId };
      const priced = await priceCart(tx, lines, order, cx, now, true);
      assertPayable(priced);
      assertMethodTakes(config, input.payMethod, priced.usdTotal, usdIn(cx, lng));
      const row = await insertOrder(tx, userId, input, priced, cx, returnOrigin, now);
      const description = checkoutDescription(
        priced.quote.lines.map((l) => ({ gameName: l.game.name, packageName: l.pkg.name })),
      );
      return openFirstPayment(tx, row, input.idempotencyKey, now, description);
    });
    mark('transaction');
    return created;
  } catch (error) {
    // Two submits of one key raced: the loser (a unique violation on the key, or the coupon the
    // winner just used) answers with the winner's order.
    if (isUniqueViolation(error) || error instanceof ApiError) {
      const winner = await existingOrder(db, userId, input);
      if (winner) return winner;
    }
    throw error;
  }
}

/**
 * A named coupon must apply, and nothing is handed over for nothing: the coupon rule leaves the
 * payable minimum, and a cart that still comes to zero (a package priced at nothing) is refused.
 */
function assertPayable({ quote }: PricedCart<CartLine>): void {
  if (quote.coupon && !quote.coupon.applied)
    throw badRequest(COUPON_REJECTION_KEYS[quote.coupon.reason ?? 'not_found']);
  if (quote.total <= 0) throw badRequest('commerce.orderTotalZero');
}

/** The order, its lines and first timeline entry, and its coupon marked used. */
async function insertOrder(
  tx: Tx,
  userId: number,
  input: CreateOrderInput,
  { quote: q, usdTotal }: PricedCart<OrderLine>,
  cx: Converter,
  returnOrigin: string,
  now: Date,
): Promise<OrderRow> {
  const orderId = newOrderId(now);
  const [order] = await tx
    .insert(orders)
    .values({
      id: orderId,
      userId,
      status: 'paying',
      currency: cx.currency,
      subtotal: q.subtotal,
      couponDiscount: q.couponDiscount,
      providerFee: q.providerFee,
      total: q.total,
      totalUsd: usdTotal,
      rateMicros: cx.rateMicros,
      payMethod: input.payMethod,
      couponId: input.couponId ?? null,
      idempotencyKey: input.idempotencyKey,
      requestHash: requestHashOf(input),
      returnOrigin,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');
  await tx.insert(orderItems).values(
    q.lines.map((l) => ({
      orderId,
      packageId: l.pkg.id,
      packageName: l.pkg.name,
      gameId: l.game.id,
      gameName: l.game.name,
      gameZonePath: l.game.zonePath,
      gameLogo: gameLogoOf(l.game),
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      lineTotal: l.lineTotal,
      playerId: l.playerId,
      serverId: normaliseServerId(l.game, l.serverId) || null,
      roleName: l.roleName.trim(),
    })),
  );
  await tx.insert(orderTimeline).values({
    orderId,
    fromStatus: null,
    toStatus: 'paying',
    event: 'order.created',
    note: null,
    createdAt: now,
  });
  if (input.couponId !== undefined && !(await markCouponUsed(tx, input.couponId, orderId, now)))
    throw badRequest('commerce.couponUsed');
  return order;
}
