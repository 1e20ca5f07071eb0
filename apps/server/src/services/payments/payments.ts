// Payment attempts of orders: opening, the checkout submission, provider webhooks, refunds, results.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type {
  LanguageCode,
  CurrencyCode,
  OrderStatus,
  PaymentMethodInfo,
  PaymentResult,
} from '@gemlane/contract';
import { PAY_METHODS } from '@gemlane/contract';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  orders,
  paymentChannels,
  payments,
  refunds,
  webhookEvents,
} from '../../db/schema/index.ts';
import { enqueue, wakeJobRunners } from '../queue/queue.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import { formatMoney } from '@gemlane/i18n/format';
import { converterFor } from '../pricing/convert.ts';
import { releaseCoupon } from '../coupons/coupons.ts';
import { awaitsPayment, canPay, PAYMENT_FEES } from '@gemlane/contract';
import { addNote, applyEvent, lockOrder, newOutTradeNo, type OrderRow } from '../orders/store.ts';
import {
  noteAmount,
  PAID_AFTER_CANCEL,
  PAID_TWICE,
  statusLabel,
  timelineNote,
} from '../orders/timeline-notes.ts';
import { translateText } from '../content-text.ts';
import { feeTextOf } from '../pricing/fees.ts';
import type { Converter } from '../pricing/convert.ts';
import type { PaymentEvent, PaymentProvider } from './provider.ts';
import { cardLimitsOf, sandboxProvider } from './sandbox.ts';
import { bankAdviceOf, DECLINE_REASONS } from './test-cards.ts';

export type Payment = typeof payments.$inferSelect;

export const FULFIL_JOB = 'order.fulfil';
/** A paid order's delivery goes before other due jobs (the provider's webhooks of later payments):
 *  the shopper's money is taken, so their order is what the queue finishes first. */
export const FULFIL_PRIORITY = 10;

/** The provider payments go through (the sandbox is the only one built in). */
export const providerOf = (config: Config): PaymentProvider => sandboxProvider(config);

/** Opens a payment attempt for the order's total. Callers answer a repeated key themselves (the
 *  unique (order, key) index refuses a second attempt with it). */
export async function openPayment(
  tx: Tx,
  order: OrderRow,
  idempotencyKey: string,
  now: Date,
): Promise<Payment> {
  const [created] = await tx
    .insert(payments)
    .values({
      outTradeNo: newOutTradeNo(now),
      orderId: order.id,
      userId: order.userId,
      provider: 'sandbox',
      method: order.payMethod,
      amount: order.total,
      currency: order.currency,
      amountUsd: order.totalUsd,
      status: 'created',
      idempotencyKey,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!created) throw new Error('payment insert returned nothing');
  return created;
}

/** The attempt the order is paid with now: the newest that is not void. */
export async function currentPayment(db: Tx, orderId: string): Promise<Payment | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.status, ['created', 'pending', 'succeeded', 'failed', 'refunded']),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

export const paymentsOf = (db: Tx, orderIds: string[]) =>
  orderIds.length === 0
    ? Promise.resolve([] as Payment[])
    : db
        .select()
        .from(payments)
        .where(inArray(payments.orderId, orderIds))
        .orderBy(asc(payments.id));

/** Attempts that were opened but never submitted become void when a new one opens or the order ends. */
export async function voidOpenPayments(tx: Tx, orderId: string, now: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'void', updatedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'created')));
}

/**
 * Gives a succeeded payment back, exactly once: the unique payment id of `refunds` makes a second
 * call a no-op. Returns whether this call made the refund.
 */
export async function refundPayment(
  tx: Tx,
  provider: PaymentProvider,
  payment: Payment,
  reason: string,
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      orderId: payment.orderId,
      amount: payment.amount,
      currency: payment.currency,
      reason,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  if (inserted.length === 0) return false;
  await tx
    .update(payments)
    .set({ status: 'refunded', updatedAt: now })
    .where(eq(payments.id, payment.id));
  await provider.refund(tx, payment, reason);
  return true;
}

/** Fail (refunded) an order that was paid but cannot be delivered. The caller holds the order lock. */
export async function failAndRefund(
  tx: Tx,
  provider: PaymentProvider,
  order: OrderRow,
  reason: string,
  now: Date,
): Promise<OrderRow> {
  const [paid] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')))
    .limit(1);
  const refunded = paid ? await refundPayment(tx, provider, paid, reason, now) : false;
  const note =
    refunded && paid
      ? timelineNote('failedRefunded', {
          reason,
          ...noteAmount(paid.amount, paid.currency),
        })
      : timelineNote('failed', { reason });
  const failed = await applyEvent(tx, order, 'fulfilment.failed', now, note);
  await releaseCoupon(tx, order.id);
  return failed;
}

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * Applies a verified provider event. Each event id is handled once (a replay is answered and
 * ignored). Money that arrives for an order that can no longer take it (cancelled, or already paid
 * by another attempt) is refunded at once: a cancelled order is never paid.
 */
export async function handlePaymentEvent(
  db: Db,
  config: Config,
  provider: PaymentProvider,
  event: PaymentEvent,
  now: Date,
): Promise<WebhookOutcome> {
  const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
    const fresh = await tx
      .insert(webhookEvents)
      .values({
        eventId: event.id,
        provider: provider.name,
        type: event.type,
        outTradeNo: event.outTradeNo,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.eventId });
    if (fresh.length === 0) return 'duplicate';

    const [ref] = await tx.select().from(payments).where(eq(payments.outTradeNo, event.outTradeNo));
    if (!ref) return 'ignored';
    // Order first, then payment: the same lock order as cancel and checkout.
    const order = await lockOrder(tx, ref.orderId);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, ref.id)).for('update');
    if (!order || !payment) return 'ignored';
    if (payment.amount !== event.amount || payment.currency !== event.currency) return 'ignored';
    if (
      payment.status === 'succeeded' ||
      payment.status === 'refunded' ||
      payment.status === 'failed'
    )
      return 'ignored';

    if (event.type === 'payment.failed') {
      await tx
        .update(payments)
        .set({ status: 'failed', failureReason: event.reason ?? 'Payment failed', updatedAt: now })
        .where(eq(payments.id, payment.id));
      const current = await currentPayment(tx, order.id);
      if (current?.id === payment.id && awaitsPayment(order.status as OrderStatus)) {
        await applyEvent(
          tx,
          order,
          'payment.failed',
          now,
          event.reason
            ? timelineNote('paymentDeclined', { reason: event.reason })
            : timelineNote('paymentFailed'),
        );
      }
      return 'processed';
    }

    await tx
      .update(payments)
      .set({ status: 'succeeded', updatedAt: now })
      .where(eq(payments.id, payment.id));
    if (awaitsPayment(order.status as OrderStatus)) {
      await voidOpenPayments(tx, order.id, now);
      await applyEvent(
        tx,
        order,
        'payment.succeeded',
        now,
        timelineNote('paid', {
          ...noteAmount(payment.amount, payment.currency),
          outTradeNo: payment.outTradeNo,
        }),
        {
          fulfilmentDeadline: new Date(now.getTime() + config.fulfilmentDeadlineMs),
        },
      );
      await enqueue(tx, FULFIL_JOB, { orderId: order.id }, now, {
        priority: FULFIL_PRIORITY,
        dedupeKey: `fulfil:${order.id}`,
        maxAttempts: 1000,
      });
      return 'processed';
    }
    const reason = order.status === 'cancelled' ? PAID_AFTER_CANCEL : PAID_TWICE;
    await refundPayment(tx, provider, { ...payment, status: 'succeeded' }, reason, now);
    await addNote(
      tx,
      order,
      'payment.refunded',
      timelineNote('lateRefunded', { reason, outTradeNo: payment.outTradeNo }),
      now,
    );
    return 'processed';
  });
  if (outcome === 'processed') wakeJobRunners();
  return outcome;
}

/** Pay again: a new attempt for an unpaid order (Paying or Payment failed), never a cancelled one. */
export async function payAgain(
  tx: Tx,
  userId: number,
  input: { orderId: string; idempotencyKey: string; returnOrigin: string },
  now: Date,
): Promise<{ order: OrderRow; payment: Payment }> {
  const order = await lockOrder(tx, input.orderId);
  if (!order || order.userId !== userId) throw notFound('commerce.orderNotFound');
  const [same] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.idempotencyKey, input.idempotencyKey)));
  if (same) return { order, payment: same };
  if (order.status === 'cancelled') throw conflict('commerce.orderCancelled');
  if (!canPay(order.status as OrderStatus)) throw conflict('commerce.nothingToPay');
  await voidOpenPayments(tx, order.id, now);
  const reopened = await applyEvent(
    tx,
    order,
    'payment.reopened',
    now,
    timelineNote('paymentReopened'),
    {
      returnOrigin: input.returnOrigin,
    },
  );
  const payment = await openPayment(tx, reopened, input.idempotencyKey, now);
  return { order: reopened, payment };
}

export async function paymentResult(
  db: Tx,
  userId: number,
  outTradeNo: string,
  lng: LanguageCode,
): Promise<PaymentResult> {
  // One query: the result page polls this every second or two.
  const [row] = await db
    .select()
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.outTradeNo, outTradeNo));
  if (!row || row.payments.userId !== userId) throw notFound('commerce.orderNotFound');
  const { payments: payment, orders: order } = row;
  const status = order.status as OrderStatus;
  const bankDeclined = Object.values(DECLINE_REASONS).includes(payment.failureReason ?? '');
  const currency = payment.currency as CurrencyCode;
  let advice: string | null = null;
  if (bankDeclined) {
    const cx = await converterFor(db, currency);
    const a = bankAdviceOf(payment.amountUsd, (usd) =>
      formatMoney(cx.fromUsd(usd), cx.currency, lng),
    );
    advice = t(lng, a.key, a.vars);
  }
  return {
    outTradeNo,
    orderId: order.id,
    status,
    statusLabel: statusLabel(status, lng),
    paymentStatus: payment.status,
    payMethod: payment.method,
    amount: { amount: payment.amount, currency: payment.currency as CurrencyCode },
    failureReason: payment.failureReason,
    advice,
    canPay: canPay(status),
  };
}

export async function paymentMethods(
  db: Tx,
  config: Config,
  cx: Converter,
  lng: LanguageCode,
): Promise<PaymentMethodInfo[]> {
  const channels = await db.select().from(paymentChannels).orderBy(asc(paymentChannels.sortOrder));
  const list = channels.length
    ? channels.filter((c) => c.enabled)
    : PAY_METHODS.map((method, i) => ({
        method,
        name: method === 'card' ? 'Credit / debit card' : 'Gemlane Wallet',
        enabled: true,
        sortOrder: i,
      }));
  const limits = cardLimitsOf(config);
  return list.map((c) => {
    const fee = PAYMENT_FEES[c.method];
    const feeFixed = cx.money(cx.fromUsd(fee.fixedUsdMinor));
    return {
      method: c.method,
      name: translateText(lng, c.name),
      feeBasisPoints: fee.basisPoints,
      feeFixed,
      feeText: feeTextOf(c.method, feeFixed, lng),
      minAmount: c.method === 'card' ? cx.money(cx.fromUsd(limits.minUsdMinor)) : null,
      maxAmount: c.method === 'card' ? cx.money(cx.fromUsd(limits.maxUsdMinor)) : null,
      currency: cx.currency,
    };
  });
}
