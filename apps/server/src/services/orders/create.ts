// Creating an order: idempotent by the shopper's key, the player IDs confirmed again, the cart
// priced once with its coupon locked, the method's limits, the rows, and the first payment.
import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { LanguageCode, PayMethod } from '@gemlane/contract';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { prepared, preparedPerCount, value } from '../../db/prepared.ts';
import {
  gamePackages,
  games,
  orderItems,
  orders,
  orderTimeline,
  payments,
} from '../../db/schema/index.ts';
import { ApiError, badRequest, conflict } from '../../lib/errors.ts';
import { markCouponUsed } from '../coupons/coupons.ts';
import { COUPON_REJECTION_KEYS } from '../coupons/rules.ts';
import type { Publisher } from '../fulfilment/publisher.ts';
import { checkoutDescription } from '../payments/payments.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { usdIn, type Converter } from '../pricing/convert.ts';
import { countUse, countValues, knownRefused, type Use } from '../rate-limit.ts';
import { gameLogoOf, normaliseServerId } from './catalog.ts';
import { assertMethodTakes } from './limits.ts';
import { payStartOfOrder, type PayStart } from './open-payment.ts';
import {
  cartLines,
  priceCart,
  rememberedCartLines,
  type CartLine,
  type CartPriceLine,
  type PricedCart,
} from './quote.ts';
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

/** The payment's provider, and its checkout when that needs no call (`ownCheckout`). */
export type OrderProvider = Pick<PaymentProvider, 'name' | 'ownCheckout'>;

/** Who places the order, and what placing it uses. */
export interface OrderContext {
  userId: number;
  cx: Converter;
  /** The shopper's language: a refused amount names the limit in the order's currency, and the
   *  provider's own checkout speaks it. */
  lng: LanguageCode;
  now: Date;
  publisher: Publisher;
  provider: OrderProvider;
  /** The shopper's rate limit on placing orders, counted by the statement that reads the cart. */
  limit: Omit<Use, 'now'>;
  /** Called as each stage ends (`lookup`, `cart`, `transaction`): where the time goes. */
  mark?: (stage: 'lookup' | 'cart' | 'transaction') => void;
}

/**
 * Creates the order and its first payment. The same idempotency key returns the same order (a
 * double submit never makes a second one); the same key with another cart is a 409.
 */
export async function createOrder(
  db: Db,
  config: Config,
  input: CreateOrderInput,
  context: OrderContext,
): Promise<PayStart> {
  const { userId, cx, lng, now, publisher, provider, limit, mark = () => undefined } = context;
  const returnOrigin = returnOriginOf(config, input.returnUrl);
  const to = { returnOrigin, provider, lng };
  try {
    // The shopper's packages were read moments ago (the quote): the order is one statement.
    const quick = await placeFromMemory(db, config, input, context, to);
    if (quick) return quick;
    const lines = await cartLines(db, input.items, cx, { ...limit, now });
    mark('lookup');
    // The publisher is asked before the transaction opens: no network call holds a row lock.
    await reconfirmRoles(publisher, lines);
    mark('cart');
    const place = async (tx: Tx) => {
      // Back from the checkout with another player ID: the old unpaid order gives up the coupon.
      await cancelReplacedAttempt(tx, userId, input, now);
      const priced = await pricedOrder(tx, config, input, context, lines);
      return insertOrder(tx, userId, input, priced, cx, to, now);
    };
    // Without a coupon nothing is read or locked: the order's one statement is its transaction.
    const created = input.couponId === undefined ? await place(db) : await db.transaction(place);
    mark('transaction');
    return created;
  } catch (error) {
    // The key's order exists already (a double submit, a retry after a lost answer, or two
    // submits that raced and the loser's insert hit the key's unique index): it is the answer,
    // even when the cart no longer prices (a package withdrawn since, its coupon now used). The
    // key is looked up only here, so a new order costs no read for it. A refusal of the rate
    // limit stays one: a flood of refused attempts reads nothing.
    if (isUniqueViolation(error) || (error instanceof ApiError && error.code !== 429)) {
      const earlier = await existingOrder(db, userId, input);
      if (earlier) return earlier;
    }
    throw error;
  }
}

/** The cart priced for the order, within what its method takes. */
async function pricedOrder(
  tx: Tx,
  config: Config,
  input: CreateOrderInput,
  { userId, cx, lng, now }: OrderContext,
  lines: CartPriceLine<OrderLine>[],
): Promise<PricedCart<OrderLine>> {
  const order = { method: input.payMethod, couponId: input.couponId, userId };
  const priced = await priceCart(tx, lines, order, cx, now, true);
  assertPayable(priced);
  assertMethodTakes(config, input.payMethod, priced.usdTotal, usdIn(cx, lng));
  return priced;
}

/**
 * An order without a coupon whose packages this process read sellable moments ago, placed in one
 * statement: the attempt counted against the shopper's limit, the packages checked to be still on
 * sale at the price read, and the order's rows, together (`insertOrder` with a `check`).
 * Undefined whenever that is not the whole story: a coupon, a package not remembered, a limit
 * already reached, a refusal, or a check the database did not pass. Then the order is placed
 * the usual way, which counts the attempt, reads the packages and answers whatever refusal there is.
 */
async function placeFromMemory(
  db: Db,
  config: Config,
  input: CreateOrderInput,
  context: OrderContext,
  to: { returnOrigin: string; provider: OrderProvider; lng: LanguageCode },
): Promise<PayStart | undefined> {
  const { userId, cx, now, publisher, limit, mark = () => undefined } = context;
  if (input.couponId !== undefined || knownRefused(db, limit.key, now)) return undefined;
  const lines = rememberedCartLines(db, input.items, cx);
  if (!lines) return undefined;
  try {
    mark('lookup');
    await reconfirmRoles(publisher, lines);
    mark('cart');
    const priced = await pricedOrder(db, config, input, context, lines);
    const check = { ...countValues({ ...limit, now }), max: limit.limit.max };
    const created = await insertOrder(db, userId, input, priced, cx, to, now, check);
    mark('transaction');
    return created;
  } catch (error) {
    if (error instanceof ApiError || isUniqueViolation(error) || isCheckRefusal(error))
      return undefined;
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
 * The order, its lines, its first timeline entry and its first payment attempt (with its checkout
 * when the provider's is a page of ours), in one statement (one round trip; atomic on its own),
 * then its coupon marked used.
 */
async function insertOrder(
  tx: Tx,
  userId: number,
  input: CreateOrderInput,
  { quote: q, usdTotal }: PricedCart<OrderLine>,
  cx: Converter,
  to: { returnOrigin: string; provider: OrderProvider; lng: LanguageCode },
  now: Date,
  /** Priced from remembered packages: the statement counts the attempt and checks them. */
  check?: OrderCheck,
): Promise<PayStart> {
  const orderId = newOrderId(now);
  const outTradeNo = newOutTradeNo(now);
  const checkout = to.provider.ownCheckout?.(outTradeNo, to.lng);
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
      [`usd${i}`]: l.usd,
    });
  });
  const statement = check ? checkedOrderRows : orderRows;
  const [row] = await statement(tx, q.lines.length).execute({
    ...lines,
    ...(check ? { key: check.key, windowStart: check.windowStart, limitMax: check.max } : {}),
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
    returnOrigin: to.returnOrigin,
    outTradeNo,
    provider: to.provider.name,
    providerRef: checkout?.reference ?? null,
    checkoutUrl: checkout?.url ?? null,
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

/** What the statement of an order priced from remembered packages counts and checks. */
type OrderCheck = ReturnType<typeof countValues> & {
  /** The limit: the order is stored only while the count is within it. */
  max: number;
};

/**
 * The refusal of a checked order's statement: the attempt over the shopper's limit, or a package
 * no longer on sale at the price read. Its user id then comes out null, so the whole statement
 * fails on orders.user_id and leaves nothing behind, the count included.
 */
function isCheckRefusal(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, table, column } = e as { code?: string; table?: string; column?: string };
    if (code === '23502' && table === 'orders' && column === 'user_id') return true;
  }
  return false;
}

/** The statement of `insertOrder` for a cart of `count` lines. */
const orderRows = preparedPerCount('order_rows', (db, count, name) =>
  orderRowsStatement(db, count, name, false),
);

/**
 * The same, counting the attempt first and storing the order only if the count is within the
 * limit and every package is still on sale (its game too) at the price it was priced from.
 */
const checkedOrderRows = preparedPerCount('order_rows_checked', (db, count, name) =>
  orderRowsStatement(db, count, name, true),
);

function orderRowsStatement(db: Tx, count: number, name: string, checked: boolean) {
  const counted = checked ? db.$with('counted').as(countUse(db)) : undefined;
  const onSale = (i: number) =>
    sql`exists (select 1 from ${gamePackages} join ${games} on ${games.id} = ${gamePackages.gameId} where ${gamePackages.id} = ${value(`packageId${i}`)} and ${gamePackages.active} and ${games.active} and ${gamePackages.priceUsdCents} = ${value(`usd${i}`)})`;
  const userId: SQL | ReturnType<typeof value> = counted
    ? sql`(select ${value('userId')}::integer from ${counted} where ${counted.count} <= ${value('limitMax')} and ${sql.join(
        Array.from({ length: count }, (_, i) => onSale(i)),
        sql` and `,
      )})`
    : value('userId');
  const order = db.$with('o').as(
    db
      .insert(orders)
      .values({
        id: value('orderId'),
        userId,
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
        provider: value('provider'),
        method: value('payMethod'),
        amount: value('total'),
        currency: value('currency'),
        amountUsd: value('totalUsd'),
        status: 'created',
        idempotencyKey: value('idempotencyKey'),
        providerRef: value('providerRef'),
        checkoutUrl: value('checkoutUrl'),
        createdAt: value('now'),
        updatedAt: value('now'),
      })
      .returning(),
  );
  return db
    .with(...(counted ? [counted] : []), order, items, timeline, payment)
    .select()
    .from(order)
    .crossJoin(payment)
    .prepare(name);
}
