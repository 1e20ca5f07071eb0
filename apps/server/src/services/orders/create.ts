// Creating an order: idempotent by the shopper's key, the player IDs confirmed again, the cart
// priced once with its coupon locked, the method's limits, the rows, and the first payment.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LanguageCode, PayMethod } from '@gemlane/contract';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { prepared, preparedPerCount, value } from '../../db/prepared.ts';
import { orderItems, orders, orderTimeline, payments } from '../../db/schema/index.ts';
import { ApiError, badRequest, conflict } from '../../lib/errors.ts';
import { markCouponUsed } from '../coupons/coupons.ts';
import { COUPON_REJECTION_KEYS } from '../coupons/rules.ts';
import type { Publisher } from '../fulfilment/publisher.ts';
import { checkoutDescription } from '../payments/payments.ts';
import { usdIn, type Converter } from '../pricing/convert.ts';
import { gameLogoOf, normaliseServerId } from './catalog.ts';
import { assertMethodTakes } from './limits.ts';
import { payStartOfOrder, type PayStart } from './open-payment.ts';
import { cartLines, priceCart, type CartLine, type PricedCart } from './quote.ts';
import { cancelReplacedAttempt } from './replace.ts';
import { reconfirmRoles } from './role.ts';
import { newOrderId, newOutTradeNo } from './store.ts';

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

const orderByKey = prepared('order_by_key', (db, name) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, value('userId')), eq(orders.idempotencyKey, value('key'))))
    .prepare(name),
);

/** The order this key already made (a 409 when the key came with another cart). */
async function existingOrder(
  db: Tx,
  userId: number,
  input: CreateOrderInput,
): Promise<PayStart | undefined> {
  const [order] = await orderByKey(db).execute({ userId, key: input.idempotencyKey });
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
  const place = async (tx: Tx) => {
    // Back from the checkout with another player ID: the old unpaid order gives up the coupon.
    await cancelReplacedAttempt(tx, userId, input, now);
    const order = { method: input.payMethod, couponId: input.couponId, userId };
    const priced = await priceCart(tx, lines, order, cx, now, true);
    assertPayable(priced);
    assertMethodTakes(config, input.payMethod, priced.usdTotal, usdIn(cx, lng));
    return insertOrder(tx, userId, input, priced, cx, returnOrigin, now);
  };
  try {
    // Without a coupon nothing is read or locked: the order's one statement is its transaction.
    const created = input.couponId === undefined ? await place(db) : await db.transaction(place);
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

/**
 * The order, its lines, its first timeline entry and its first payment attempt, in one statement
 * (one round trip; atomic on its own), then its coupon marked used.
 */
async function insertOrder(
  tx: Tx,
  userId: number,
  input: CreateOrderInput,
  { quote: q, usdTotal }: PricedCart<OrderLine>,
  cx: Converter,
  returnOrigin: string,
  now: Date,
): Promise<PayStart> {
  const orderId = newOrderId(now);
  const lines: Record<string, unknown> = {};
  q.lines.forEach((l, i) => {
    Object.assign(lines, {
      [`packageId${i}`]: l.pkg.id,
      [`packageName${i}`]: l.pkg.name,
      [`gameId${i}`]: l.game.id,
      [`gameName${i}`]: l.game.name,
      [`gameZonePath${i}`]: l.game.zonePath,
      [`gameLogo${i}`]: gameLogoOf(l.game),
      [`unitPrice${i}`]: l.unitPrice,
      [`quantity${i}`]: l.quantity,
      [`lineTotal${i}`]: l.lineTotal,
      [`playerId${i}`]: l.playerId,
      [`serverId${i}`]: normaliseServerId(l.game, l.serverId) || null,
      [`roleName${i}`]: l.roleName.trim(),
    });
  });
  const [row] = await orderRows(tx, q.lines.length).execute({
    ...lines,
    orderId,
    userId,
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
    outTradeNo: newOutTradeNo(now),
    now,
  });
  if (!row) throw new Error('order insert returned nothing');
  if (input.couponId !== undefined && !(await markCouponUsed(tx, input.couponId, orderId, now)))
    throw badRequest('commerce.couponUsed');
  const description = checkoutDescription(
    q.lines.map((l) => ({ gameName: l.game.name, packageName: l.pkg.name })),
  );
  return { order: row.o, payment: row.p, description };
}

/** The statement of `insertOrder` for a cart of `count` lines. */
const orderRows = preparedPerCount('order_rows', (db, count, name) => {
  const order = db.$with('o').as(
    db
      .insert(orders)
      .values({
        id: value('orderId'),
        userId: value('userId'),
        status: 'paying',
        currency: value('currency'),
        subtotal: value('subtotal'),
        couponDiscount: value('couponDiscount'),
        providerFee: value('providerFee'),
        total: value('total'),
        totalUsd: value('totalUsd'),
        rateMicros: value('rateMicros'),
        payMethod: value('payMethod'),
        couponId: value('couponId'),
        idempotencyKey: value('idempotencyKey'),
        requestHash: value('requestHash'),
        returnOrigin: value('returnOrigin'),
        createdAt: value('now'),
        updatedAt: value('now'),
      })
      .returning(),
  );
  const items = db.$with('i').as(
    db.insert(orderItems).values(
      Array.from({ length: count }, (_, i) => ({
        orderId: value('orderId'),
        packageId: value(`packageId${i}`),
        packageName: value(`packageName${i}`),
        gameId: value(`gameId${i}`),
        gameName: value(`gameName${i}`),
        gameZonePath: value(`gameZonePath${i}`),
        gameLogo: value(`gameLogo${i}`),
        unitPrice: value(`unitPrice${i}`),
        quantity: value(`quantity${i}`),
        lineTotal: value(`lineTotal${i}`),
        playerId: value(`playerId${i}`),
        serverId: value(`serverId${i}`),
        roleName: value(`roleName${i}`),
      })),
    ),
  );
  const timeline = db.$with('t').as(
    db.insert(orderTimeline).values({
      orderId: value('orderId'),
      fromStatus: null,
      toStatus: 'paying',
      event: 'order.created',
      note: null,
      createdAt: value('now'),
    }),
  );
  const payment = db.$with('p').as(
    db
      .insert(payments)
      .values({
        outTradeNo: value('outTradeNo'),
        orderId: value('orderId'),
        userId: value('userId'),
        provider: 'sandbox',
        method: value('payMethod'),
        amount: value('total'),
        currency: value('currency'),
        amountUsd: value('totalUsd'),
        status: 'created',
        idempotencyKey: value('idempotencyKey'),
        createdAt: value('now'),
        updatedAt: value('now'),
      })
      .returning(),
  );
  return db
    .with(order, items, timeline, payment)
    .select()
    .from(order)
    .crossJoin(payment)
    .prepare(name);
});
