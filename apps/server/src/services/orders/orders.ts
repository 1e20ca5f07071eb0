// Orders: role check, quote, create (idempotent), list, detail with timeline, cancel.
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  type CurrencyCode,
  type LanguageCode,
  type OrderDetail,
  type OrderStatus,
  type OrderSummary,
  type PayMethod,
  type Quote,
} from '@gemlane/contract';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { orderItems, orders, orderTimeline, refunds } from '../../db/schema/index.ts';
import { ApiError, badRequest, conflict, notFound, unauthorized } from '../../lib/errors.ts';
import { lockHeldCoupon, markCouponUsed, releaseCoupon } from '../coupons/coupons.ts';
import { COUPON_REJECTION_KEYS, type HeldCoupon } from '../coupons/rules.ts';
import type { Publisher } from '../fulfilment/publisher.ts';
import { CARD_RULE_KEYS, cardRuleVars, checkCardAmount } from '../payments/card-rules.ts';
import {
  currentPayment,
  openPayment,
  paymentsOf,
  providerOf,
  voidOpenPayments,
  type Payment,
} from '../payments/payments.ts';
import { cardLimitsOf } from '../payments/sandbox.ts';
import { packageNameIn } from '../content-text.ts';
import { PAYMENT_FEES } from '../pricing/fees.ts';
import { USD, type Converter } from '../pricing/convert.ts';
import { quoteCart } from '../pricing/quote.ts';
import {
  findGame,
  gameLogoOf,
  normaliseServerId,
  playerIdFits,
  sellablePackages,
  type GameRow,
  type PackageRow,
} from './catalog.ts';
import { canCancel, canPay } from './state-machine.ts';
import { applyEvent, lockOrder, newOrderId, type OrderRow } from './store.ts';
import { statusLabel, timelineNoteText, timelineNote } from './timeline-notes.ts';

export const ROLE_ID_INCORRECT = 'commerce.roleIdIncorrect';

// ---------------------------------------------------------------- role check

export async function checkRole(
  db: Db,
  publisher: Publisher,
  input: {
    gameId?: number | undefined;
    gameZonePath?: string | undefined;
    playerId: string;
    serverId?: string | undefined;
  },
) {
  const game = await findGame(db, input);
  if (!game) throw notFound('catalog.gameNotFound');
  const roleName = await lookupRole(publisher, game, input.playerId, input.serverId);
  const serverId = normaliseServerId(game, input.serverId) || null;
  return { gameId: game.id, playerId: input.playerId, serverId, roleName };
}

/** The in-game name for a player ID, or the spec's "The ID you submitted is incorrect..." error. */
async function lookupRole(
  publisher: Publisher,
  game: GameRow,
  playerId: string,
  serverId: string | undefined,
): Promise<string> {
  const server = normaliseServerId(game, serverId);
  if (server === null || !playerIdFits(game, playerId)) throw badRequest(ROLE_ID_INCORRECT);
  const roleName = await publisher.lookupRole({
    gameId: game.id,
    gameZonePath: game.zonePath,
    playerId,
    serverId: server,
  });
  if (!roleName) throw badRequest(ROLE_ID_INCORRECT);
  return roleName;
}

// ---------------------------------------------------------------- pricing

type CartLine = { packageId: number; quantity: number };

async function pricedLines(db: Tx, lines: CartLine[], cx: Converter) {
  const found = await sellablePackages(
    db,
    lines.map((l) => l.packageId),
  );
  return lines.map((line) => {
    const hit = found.get(line.packageId);
    if (!hit) throw badRequest('commerce.packageNotFound');
    return {
      ...line,
      pkg: hit.pkg,
      game: hit.game,
      usd: hit.pkg.priceUsdCents,
      unitPrice: cx.fromUsd(hit.pkg.priceUsdCents),
    };
  });
}

function price<L extends { packageId: number; quantity: number; unitPrice: number }>(
  lines: L[],
  method: PayMethod,
  cx: Converter,
  coupon: { id: number; held: HeldCoupon | undefined; userId: number } | undefined,
  now: Date,
) {
  return quoteCart({
    lines,
    method,
    currency: cx.currency,
    feeFixed: cx.fromUsd(PAYMENT_FEES[method].fixedUsdMinor),
    coupon,
    now,
  });
}

type Line = {
  pkg: PackageRow;
  game: GameRow;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
};
const quoteLineOut = (l: Line, cx: Converter) => ({
  packageId: l.pkg.id,
  packageName: l.pkg.name,
  gameId: l.game.id,
  gameName: l.game.name,
  quantity: l.quantity,
  unitPrice: cx.money(l.unitPrice),
  lineTotal: cx.money(l.lineTotal),
});

export async function quoteOrder(
  db: Db,
  config: Config,
  userId: number | undefined,
  input: { items: CartLine[]; couponId?: number | undefined; payMethod: PayMethod },
  cx: Converter,
  now: Date,
): Promise<Quote> {
  if (input.couponId !== undefined && userId === undefined) throw unauthorized();
  const lines = await pricedLines(db, input.items, cx);
  const held =
    input.couponId !== undefined ? await lockHeldCoupon(db, input.couponId, cx, false) : undefined;
  const coupon =
    input.couponId !== undefined && userId !== undefined
      ? { id: input.couponId, held, userId }
      : undefined;
  const q = price(lines, input.payMethod, cx, coupon, now);
  const limits = cardLimitsOf(config);
  return {
    items: q.lines.map((l) => quoteLineOut(l, cx)),
    subtotal: cx.money(q.subtotal),
    couponDiscount: cx.money(q.couponDiscount),
    providerFee: cx.money(q.providerFee),
    total: cx.money(q.total),
    payMethod: input.payMethod,
    coupon: q.coupon
      ? {
          id: q.coupon.id,
          applied: q.coupon.applied,
          reason: q.coupon.reason ? COUPON_REJECTION_KEYS[q.coupon.reason] : null,
        }
      : null,
    cardLimits: {
      min: cx.money(cx.fromUsd(limits.minUsdMinor)),
      max: cx.money(cx.fromUsd(limits.maxUsdMinor)),
    },
  };
}

// ---------------------------------------------------------------- create

export interface CreateOrderInput {
  idempotencyKey: string;
  items: (CartLine & { playerId: string; serverId?: string | undefined; roleName: string })[];
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

export interface PayStart {
  order: OrderRow;
  payment: Payment;
}

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
  const payment = await currentPayment(db, order.id);
  if (!payment) throw new Error(`order ${order.id} has no payment`);
  return { order, payment };
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
  now: Date,
): Promise<PayStart> {
  const returnOrigin = returnOriginOf(config, input.returnUrl);
  const again = await existingOrder(db, userId, input);
  if (again) return again;

  const lines = await pricedLines(db, input.items, cx);
  // The ID must be confirmed before purchase (spec section 5): ask the publisher again, and the
  // name the shopper saw must be the one it reports.
  const roles = new Map<string, string>();
  for (const [i, line] of lines.entries()) {
    const item = input.items[i]!;
    const key = `${line.game.id}|${item.playerId}|${item.serverId ?? ''}`;
    if (!roles.has(key))
      roles.set(key, await lookupRole(publisher, line.game, item.playerId, item.serverId));
    if (roles.get(key) !== item.roleName.trim()) throw badRequest(ROLE_ID_INCORRECT);
  }

  try {
    return await db.transaction(async (tx) => {
      const held =
        input.couponId !== undefined ? await lockHeldCoupon(tx, input.couponId, cx) : undefined;
      const coupon =
        input.couponId !== undefined ? { id: input.couponId, held, userId } : undefined;
      const q = price(lines, input.payMethod, cx, coupon, now);
      if (q.coupon && !q.coupon.applied)
        throw badRequest(COUPON_REJECTION_KEYS[q.coupon.reason ?? 'not_found']);
      // Nothing is handed over for nothing: the coupon rule leaves the payable minimum, and a cart
      // that still comes to zero (a package priced at nothing) is refused.
      if (q.total <= 0) throw badRequest('commerce.orderTotalZero');

      // The card limits of section 9 are in dollars: price the same cart in US cents.
      const heldUsd =
        input.couponId !== undefined ? await lockHeldCoupon(tx, input.couponId, USD) : undefined;
      const usd = price(
        lines.map((l) => ({ ...l, unitPrice: l.usd })),
        input.payMethod,
        USD,
        input.couponId !== undefined ? { id: input.couponId, held: heldUsd, userId } : undefined,
        now,
      );
      if (input.payMethod === 'card') {
        const violation = checkCardAmount(usd.total, cardLimitsOf(config));
        if (violation)
          throw badRequest(
            CARD_RULE_KEYS[violation],
            cardRuleVars(violation, cardLimitsOf(config)),
          );
      }
      // Wallet orders have a ceiling too (WALLET_ORDER_MAX_USD_CENTS, issue 15 defect 9).
      if (input.payMethod === 'wallet' && usd.total > config.walletOrderMaxUsdCents)
        throw badRequest('commerce.walletAboveMaximum', {
          amount: `$${(config.walletOrderMaxUsdCents / 100).toFixed(config.walletOrderMaxUsdCents % 100 ? 2 : 0)}`,
        });

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
          totalUsd: usd.total,
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
        q.lines.map((l, i) => ({
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
          playerId: input.items[i]!.playerId,
          serverId: normaliseServerId(l.game, input.items[i]!.serverId) || null,
          roleName: input.items[i]!.roleName.trim(),
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
      if (
        input.couponId !== undefined &&
        !(await markCouponUsed(tx, input.couponId, orderId, now))
      ) {
        throw badRequest('commerce.couponUsed');
      }
      const payment = await openPayment(tx, order, input.idempotencyKey, now);
      return { order, payment };
    });
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

/** `lang`: the request's language, so the hosted checkout page speaks it too. */
export const payStartOf = (config: Config, { order, payment }: PayStart, lang: string) => ({
  orderId: order.id,
  outTradeNo: payment.outTradeNo,
  status: order.status as OrderStatus,
  payUrl: providerOf(config).checkoutUrl(payment, lang),
  total: { amount: order.total, currency: order.currency as CurrencyCode },
});

// ---------------------------------------------------------------- read

type ItemRow = typeof orderItems.$inferSelect;

function summaryOf(
  order: OrderRow,
  items: ItemRow[],
  payment: Payment | undefined,
  lng: LanguageCode,
): OrderSummary {
  const currency = order.currency as CurrencyCode;
  const money = (amount: number) => ({ amount, currency });
  const status = order.status as OrderStatus;
  return {
    orderId: order.id,
    outTradeNo: payment?.outTradeNo ?? null,
    status,
    statusLabel: statusLabel(status, lng),
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
      quantity: i.quantity,
      unitPrice: money(i.unitPrice),
      lineTotal: money(i.lineTotal),
      playerId: i.playerId,
      serverId: i.serverId,
      roleName: i.roleName,
    })),
    canCancel: canCancel(status),
    canPay: canPay(status),
  };
}

const latestLive = (list: Payment[]) =>
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
  const [items, pays] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .orderBy(asc(orderItems.id)),
        paymentsOf(db, ids),
      ])
    : [[], []];
  return {
    list: rows.map((o) =>
      summaryOf(
        o,
        items.filter((i) => i.orderId === o.id),
        latestLive(pays.filter((p) => p.orderId === o.id)),
        lng,
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
    db.select().from(refunds).where(eq(refunds.orderId, order.id)).limit(1),
  ]);
  const currency = order.currency as CurrencyCode;
  return {
    ...summaryOf(order, items, latestLive(pays), lng),
    couponId: order.couponId,
    timeline: timeline.map((e) => ({
      status: e.toStatus as OrderStatus,
      from: (e.fromStatus as OrderStatus | null) ?? null,
      at: e.createdAt.toISOString(),
      note: timelineNoteText(e.note, lng),
    })),
    payments: pays.map((p) => ({
      outTradeNo: p.outTradeNo,
      payMethod: p.method,
      status: p.status,
      amount: { amount: p.amount, currency },
      failureReason: p.failureReason,
      createdAt: p.createdAt.toISOString(),
    })),
    refund: refund
      ? { amount: { amount: refund.amount, currency }, at: refund.createdAt.toISOString() }
      : null,
  };
}

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
