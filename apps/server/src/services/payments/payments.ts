// Payment attempts of orders: opening, the provider's checkout, provider events, refunds, results.
// The rule everywhere here: a provider call (a network call for a real provider) never runs
// inside a database transaction. We write our record, commit, ask the provider, and record its
// answer as an event in a second transaction; jobs retry what did not get an answer.
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
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
import { prepared, preparedSql, value } from '../../db/prepared.ts';
import {
  orderItems,
  orders,
  paymentChannels,
  payments,
  refunds,
  webhookEvents,
} from '../../db/schema/index.ts';
import type { Logger } from '../../lib/log.ts';
import type { Mailer } from '../mail.ts';
import { noticeRefunded } from '../orders/notices.ts';
import { enqueue, jobInHandCte, reserveJobInHand, type Job } from '../queue/queue.ts';
import { ApiError, conflict, notFound } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import { orderConverter, usdIn } from '../pricing/convert.ts';
import { releaseCoupon } from '../coupons/coupons.ts';
import { awaitsPayment, canPay, PAYMENT_FEES } from '@gemlane/contract';
import {
  addNote,
  applyEvent,
  lockOrder,
  lockOrderAndAttempt,
  moveValues,
  newOutTradeNo,
  preparedMoveWith,
  type OrderRow,
  type OrderStep,
} from '../orders/store.ts';
import { TransitionError } from '../orders/state-machine.ts';
import {
  cardRuleReason,
  noteAmount,
  PAID_AFTER_CANCEL,
  PAID_TWICE,
  STAFF_REFUND,
  statusLabel,
  timelineNote,
} from '../orders/timeline-notes.ts';
import { translateText } from '../content-text.ts';
import { feeTextOf } from '../pricing/fees.ts';
import type { Converter } from '../pricing/convert.ts';
import { CARD_LIMITS, CARD_RULE_KEYS, cardRuleVars, type CardRuleViolation } from './card-rules.ts';
import { admitCardPayment, cardLimitsOf } from './card-usage.ts';
import { deliveryLines, recipientOfOrder, type ToDeliver } from '../fulfilment/to-deliver.ts';
import {
  guardProvider,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderEvent,
  type RefundEvent,
} from './provider.ts';
import { sandboxProvider } from './sandbox.ts';
import { stripeProvider } from './stripe.ts';
import { bankAdviceOf, DECLINE_REASONS } from './test-cards.ts';

export type Payment = typeof payments.$inferSelect;

export const FULFIL_JOB = 'order.fulfil';
/** A paid order's delivery goes before other due jobs (the provider's webhooks of later payments):
 *  the shopper's money is taken, so their order is what the queue finishes first. */
export const FULFIL_PRIORITY = 10;
/** How a paid order's delivery job is queued: first, once per order, retried until its deadline. */
export const fulfilJobOptions = (orderId: string) => ({
  priority: FULFIL_PRIORITY,
  dedupeKey: `fulfil:${orderId}`,
  maxAttempts: 1000,
});

/** Asks the provider about refunds recorded by a transaction (retried with backoff). */
export const REFUND_JOB = 'payment.refund';
/** Asks the provider about attempts whose event has not come (a lost or late webhook). */
export const RECONCILE_JOB = 'payment.reconcile';

const providers = new WeakMap<Db, WeakMap<Config, PaymentProvider>>();

/**
 * The provider payments go through (PAYMENT_PROVIDER), refusing calls inside a transaction: one
 * per database and settings, made on first use (each request asks for it; Stripe's client keeps
 * its connections).
 */
export function providerOf(config: Config, db: Db): PaymentProvider {
  let byConfig = providers.get(db);
  if (!byConfig) providers.set(db, (byConfig = new WeakMap()));
  let provider = byConfig.get(config);
  if (!provider) {
    provider = guardProvider(
      config.payments.provider === 'stripe' ? stripeProvider(config) : sandboxProvider(config, db),
    );
    byConfig.set(config, provider);
  }
  return provider;
}

/** Rejects when `promise` takes longer than `ms` (the provider is slow or down). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The provider's idempotency key of the checkout of an attempt: a retry reuses it. */
export const checkoutKey = (payment: Pick<Payment, 'outTradeNo'>) =>
  `gemlane-checkout-${payment.outTradeNo}`;
/** The provider's idempotency key of a refund: made from our refund row, so it refunds once. */
export const refundKey = (refundId: number) => `gemlane-refund-${refundId}`;

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
 * Records that a succeeded payment is to be given back, exactly once: the unique payment id of
 * `refunds` makes a second call a no-op. The provider is asked by REFUND_JOB after this
 * transaction commits; until its answer the refund is `pending` ("refund in progress").
 * Returns whether this call recorded the refund.
 */
export async function recordRefund(
  tx: Tx,
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
      status: 'pending',
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  const [row] = inserted;
  if (!row) return false;
  await enqueue(tx, REFUND_JOB, { refundId: row.id }, now, {
    dedupeKey: `refund:${row.id}`,
    maxAttempts: 12,
  });
  return true;
}

/** Fail an order that was paid but cannot be delivered, and record its refund. The caller holds
 *  the order lock. */
export async function failAndRefund(
  tx: Tx,
  order: OrderRow,
  reason: string,
  now: Date,
): Promise<OrderRow> {
  const [paid] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')))
    .limit(1);
  const refunding = paid ? await recordRefund(tx, paid, reason, now) : false;
  const note =
    refunding && paid
      ? timelineNote('failedRefunding', {
          reason,
          ...noteAmount(paid.amount, paid.currency),
        })
      : timelineNote('failed', { reason });
  const failed = await applyEvent(tx, order, 'fulfilment.failed', now, note);
  await releaseCoupon(tx, order.id);
  return failed;
}

export interface PaymentDeps {
  db: Db;
  config: Config;
  provider: PaymentProvider;
  now: () => Date;
  log: Logger;
  mailer: Pick<Mailer, 'enqueue' | 'flushIfQueued'>;
}

/**
 * REFUND_JOB: asks the provider to give a recorded refund back, outside any transaction, with the
 * key of our refund row (a retry after a timeout never refunds twice). The answer settles the
 * refund as its event would; a provider that stays unreachable past the last attempt leaves the
 * refund `failed`, shown on the order and counted for operators.
 */
export async function runRefund(
  deps: PaymentDeps,
  job: Pick<Job, 'payload' | 'attempts' | 'maxAttempts'>,
) {
  const refundId = Number(job.payload.refundId);
  const [row] = await deps.db
    .select()
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId));
  if (!row || row.refunds.status !== 'pending') return;
  const { refunds: refund, payments: payment } = row;
  let answer;
  try {
    answer = await withTimeout(
      deps.provider.refund(
        {
          refundId,
          payment,
          amount: refund.amount,
          currency: refund.currency,
          reason: refund.reason,
        },
        refundKey(refundId),
      ),
      deps.config.payments.timeoutMs,
      'refund',
    );
  } catch (error) {
    if (job.attempts < job.maxAttempts) throw error;
    deps.log.error('refund failed: provider unreachable', { refundId, error });
    await settleRefund(deps, {
      kind: 'refund',
      id: `gave-up:${refundId}`,
      type: 'refund.failed',
      refundId,
      reason: 'The payment provider could not be reached',
    });
    return;
  }
  if (answer.status === 'pending') {
    // The provider's refund event (or the next reconciliation) settles it.
    await deps.db
      .update(refunds)
      .set({ providerRef: answer.reference })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')));
    return;
  }
  await settleRefund(deps, {
    kind: 'refund',
    id: `answer:${refundId}`,
    type: answer.status === 'succeeded' ? 'refund.succeeded' : 'refund.failed',
    refundId,
    providerRef: answer.reference,
    reason: answer.reason,
  });
}

export type RefundOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * The outcome of a refund, from the provider's answer or its event: once per refund (the first
 * final outcome wins; a repeat is a duplicate). A succeeded refund marks the payment refunded and
 * tells the shopper (message and mail) in the same commit; a failed one is noted on the order.
 */
export async function settleRefund(
  deps: Pick<PaymentDeps, 'db' | 'now' | 'log' | 'mailer'>,
  event: RefundEvent,
  /** The provider whose webhook this is: its event id is kept (in the same commit) so a replay
   *  is a duplicate. Unset for the provider's direct answer to our request. */
  fromWebhookOf?: string,
): Promise<RefundOutcome> {
  const now = deps.now();
  const where =
    event.refundId !== undefined
      ? eq(refunds.id, event.refundId)
      : event.providerRef
        ? eq(refunds.providerRef, event.providerRef)
        : undefined;
  if (!where) return 'ignored';
  const outcome = await deps.db.transaction(async (tx): Promise<RefundOutcome> => {
    if (fromWebhookOf) {
      const fresh = await tx
        .insert(webhookEvents)
        .values({ eventId: event.id, provider: fromWebhookOf, type: event.type, receivedAt: now })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.eventId });
      if (fresh.length === 0) return 'duplicate';
    }
    const [ref] = await tx.select().from(refunds).where(where);
    if (!ref) return 'ignored';
    const order = await lockOrder(tx, ref.orderId);
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, ref.id)).for('update');
    if (!order || !refund) return 'ignored';
    if (refund.status !== 'pending') return 'duplicate';
    if (event.type === 'refund.pending') {
      if (event.providerRef && !refund.providerRef)
        await tx
          .update(refunds)
          .set({ providerRef: event.providerRef })
          .where(eq(refunds.id, refund.id));
      return 'processed';
    }
    const amount = noteAmount(refund.amount, refund.currency);
    if (event.type === 'refund.failed') {
      const reason = event.reason ?? 'The payment provider refused the refund';
      await tx
        .update(refunds)
        .set({
          status: 'failed',
          failureReason: reason,
          settledAt: now,
          ...(event.providerRef ? { providerRef: event.providerRef } : {}),
        })
        .where(eq(refunds.id, refund.id));
      await addNote(
        tx,
        order,
        'refund.failed',
        timelineNote('refundFailed', { reason, ...amount }),
        now,
      );
      deps.log.error('refund failed', { refundId: refund.id, orderId: order.id, reason });
      return 'processed';
    }
    await tx
      .update(refunds)
      .set({
        status: 'succeeded',
        settledAt: now,
        ...(event.providerRef ? { providerRef: event.providerRef } : {}),
      })
      .where(eq(refunds.id, refund.id));
    await tx
      .update(payments)
      .set({ status: 'refunded', updatedAt: now })
      .where(eq(payments.id, refund.paymentId));
    await addNote(tx, order, 'payment.refunded', timelineNote('refundSucceeded', amount), now);
    // Only now is the shopper told the money is back (never before it is true).
    // A staff refund of a delivered order is told like an automatic one.
    if (order.status === 'fail' || refund.reason === STAFF_REFUND)
      await noticeRefunded(tx, deps.mailer, order, now);
    return 'processed';
  });
  if (outcome === 'processed') deps.mailer.flushIfQueued();
  return outcome;
}

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored' | 'refused';

/** Each provider event is handled once: the first to record its id handles it. */
const eventFirstSeen = prepared('webhook_event_first_seen', (db, name) =>
  db
    .insert(webhookEvents)
    .values({
      eventId: value('eventId'),
      provider: value('provider'),
      type: value('type'),
      outTradeNo: value('outTradeNo'),
      receivedAt: value('now'),
    })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.eventId })
    .prepare(name),
);

/**
 * The attempt paid (submitted by then, if nothing said so before), with the card the provider
 * reported, and (`voidOthers`) the order's other
 * attempts that were opened and never submitted made void, as `voidOpenPayments` does: one statement.
 */
const attemptSucceededSql = () => {
  const paid = sql`id = ${value('paymentId')}::int`;
  return sql`update ${payments} set
      status = case when ${paid} then 'succeeded' else 'void' end,
      updated_at = ${value('now')}::timestamptz,
      submitted_at = case when ${paid} then coalesce(submitted_at, ${value('now')}::timestamptz) else submitted_at end,
      card_fingerprint = case when ${paid} then coalesce(${value('fingerprint')}::text, card_fingerprint) else card_fingerprint end,
      card_holder = case when ${paid} then coalesce(${value('holder')}::text, card_holder) else card_holder end
    where ${paid} or (${value('voidOthers')}::boolean and order_id = ${value('orderId')}::text and status = 'created')`;
};
const attemptSucceeded = preparedSql('attempt_succeeded', attemptSucceededSql);

/**
 * A payment that moves its order to delivery, in one statement: the attempt paid (its order's
 * unsubmitted attempts void), the order's move with its timeline entries, and its delivery job
 * inserted in hand (`reserveJobInHand`), returning what the delivery needs to begin. A rush of
 * payments runs this once per payment, where it took three statements and the delivery a read.
 */
const orderPaid = (via: boolean) =>
  preparedMoveWith(
    via ? 'order_paid_via_job_in_hand' : 'order_paid_job_in_hand',
    via,
    (db) => [db.$with('paid_attempt', {}).as(attemptSucceededSql()), jobInHandCte(db)],
    {
      jobId: sql<number | null>`(select id from job)`.mapWith(Number),
      // What the delivery reads as it begins, handed to the job it starts.
      lines: deliveryLines(),
      recipient: recipientOfOrder(),
    },
  );
const orderPaidDirect = orderPaid(false);
const orderPaidVia = orderPaid(true);

/**
 * Applies a verified provider event (a webhook, the provider's answer, or what reconciliation
 * found). Each event id is handled once (a replay is answered and ignored), and each attempt is
 * settled once: a second event for an attempt already settled changes nothing. An event whose
 * amount or currency is not the attempt's, or that names another checkout, is refused and logged.
 * A paid card payment is checked against the card rules here, whichever provider reported it;
 * one that breaks a rule, and money that arrives for an order that can no longer take it
 * (cancelled, or already paid by another attempt), is refunded before any delivery.
 */
export async function handleProviderEvent(
  deps: Pick<PaymentDeps, 'db' | 'config' | 'now' | 'log' | 'mailer'>,
  providerName: string,
  event: ProviderEvent,
): Promise<WebhookOutcome> {
  const { db } = deps;
  if (event.kind === 'refund') return settleRefund(deps, event, providerName);
  return db.transaction((tx) => applyPaymentEvent(tx, deps, providerName, event));
}

/**
 * `handleProviderEvent`'s decision, in the caller's transaction. `locked`: the order and the
 * attempt as the caller holds them, locked in this transaction, so they are not read again, and
 * the event is the caller's own, made in this transaction (no one else can have it: its id is not
 * kept for duplicates); with
 * `via`, a step the order takes first, in the same statement as the event's own move (the caller
 * knows the event moves the order: if it does not, this throws and the transaction rolls back).
 */
export async function applyPaymentEvent(
  tx: Tx,
  deps: Pick<PaymentDeps, 'config' | 'now' | 'log'>,
  providerName: string,
  event: PaymentEvent,
  locked?: { order: OrderRow; payment: Payment; via?: OrderStep },
): Promise<WebhookOutcome> {
  const step = locked?.via ? { via: locked.via, taken: false } : undefined;
  const outcome = await decidePaymentEvent(tx, deps, providerName, event, locked, step);
  if (step && !step.taken) throw new Error(`the order's ${step.via.event} step was not taken`);
  return outcome;
}

async function decidePaymentEvent(
  tx: Tx,
  deps: Pick<PaymentDeps, 'config' | 'now' | 'log'>,
  providerName: string,
  event: PaymentEvent,
  locked: { order: OrderRow; payment: Payment } | undefined,
  /** The step to take first with the order's move (marked taken once it is). */
  step: { via: OrderStep; taken: boolean } | undefined,
): Promise<WebhookOutcome> {
  const via = () => {
    if (!step) return {};
    step.taken = true;
    return { via: step.via };
  };
  const { config } = deps;
  const now = deps.now();
  if (!locked) {
    const fresh = await eventFirstSeen(tx).execute({
      eventId: event.id,
      provider: providerName,
      type: event.type,
      outTradeNo: event.outTradeNo,
      now,
    });
    if (fresh.length === 0) return 'duplicate';
  }

  const { order, payment } = locked ?? (await lockOrderAndAttempt(tx, event.outTradeNo)) ?? {};
  if (!order || !payment) return 'ignored';
  if (
    payment.amount !== event.amount ||
    payment.currency !== event.currency ||
    (event.providerRef && payment.providerRef && event.providerRef !== payment.providerRef)
  ) {
    deps.log.warn('payment event refused: it does not match the attempt', {
      eventId: event.id,
      outTradeNo: payment.outTradeNo,
      amount: event.amount,
      currency: event.currency,
      expected: { amount: payment.amount, currency: payment.currency },
    });
    return 'refused';
  }
  if (event.type === 'payment.disputed') {
    await tx
      .update(payments)
      .set({ disputedAt: now, updatedAt: now })
      .where(eq(payments.id, payment.id));
    await addNote(
      tx,
      order,
      'payment.disputed',
      timelineNote('disputed', { outTradeNo: payment.outTradeNo }),
      now,
    );
    deps.log.error('payment disputed', { orderId: order.id, outTradeNo: payment.outTradeNo });
    return 'processed';
  }
  // Settled once: only an attempt still open (or voided by a cancel, whose money must go back).
  if (payment.status !== 'created' && payment.status !== 'pending' && payment.status !== 'void')
    return 'ignored';

  if (event.type === 'payment.failed' || event.type === 'payment.expired') {
    const reason =
      event.type === 'payment.expired' ? 'Checkout expired' : (event.reason ?? 'Payment failed');
    await tx
      .update(payments)
      .set({
        status: 'failed',
        failureReason: reason,
        submittedAt: sql`coalesce(${payments.submittedAt}, ${now})`,
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
    const current = await currentPayment(tx, order.id);
    if (current?.id === payment.id && awaitsPayment(order.status as OrderStatus)) {
      await applyEvent(
        tx,
        order,
        'payment.failed',
        now,
        event.type === 'payment.expired'
          ? timelineNote('paymentExpired')
          : event.reason
            ? timelineNote('paymentDeclined', { reason: event.reason })
            : timelineNote('paymentFailed'),
        via(),
      );
    }
    return 'processed';
  }

  const succeeded = { ...payment, status: 'succeeded' as const };
  const payable = awaitsPayment(order.status as OrderStatus);
  const paid = {
    paymentId: payment.id,
    orderId: order.id,
    fingerprint: event.card?.fingerprint ?? null,
    holder: event.card?.holderName ?? null,
    voidOthers: payable,
    now,
  };
  if (payable) {
    // The card rules first: a payment that breaks one is refunded before any delivery.
    const violation =
      payment.method === 'card' && event.card
        ? await admitCardPayment(
            tx,
            config,
            payment.id,
            { userId: payment.userId, amountUsd: payment.amountUsd, card: event.card },
            now,
          )
        : null;
    const note = timelineNote('paid', {
      ...noteAmount(payment.amount, payment.currency),
      outTradeNo: payment.outTradeNo,
    });
    const extra = {
      fulfilmentDeadline: new Date(now.getTime() + config.fulfilmentDeadlineMs),
      ...via(),
    };
    const delivery = fulfilJobOptions(order.id);
    const job = violation
      ? undefined
      : reserveJobInHand(FULFIL_JOB, { orderId: order.id }, now, delivery);
    if (job) {
      // A runner of this process takes the delivery: the attempt, the move and the job are one
      // statement.
      const statement = extra.via ? orderPaidVia : orderPaidDirect;
      let moved;
      try {
        [moved] = await statement(tx).execute({
          ...moveValues(order, 'payment.succeeded', now, note, extra),
          ...paid,
          ...job.values,
        });
      } catch (error) {
        job.release();
        throw error;
      }
      if (!moved) {
        job.release();
        throw new TransitionError(order.status as OrderStatus, 'payment.succeeded');
      }
      // The delivery begins from here; the statement's own entries and attempt are not in its
      // RETURNING (one snapshot), so the receipt's method and time are the payment's.
      const known: ToDeliver = {
        id: moved.id,
        status: moved.status,
        total: moved.total,
        currency: moved.currency,
        fulfilmentDeadline: moved.fulfilmentDeadline,
        lines: moved.lines,
        receipt: moved.recipient && { ...moved.recipient, method: payment.method, paidAt: now },
      };
      job.inserted(moved.jobId ?? null, known);
      return 'processed';
    }
    await attemptSucceeded(tx, paid);
    const checking = await applyEvent(tx, order, 'payment.succeeded', now, note, extra);
    if (violation) {
      await tx.update(payments).set({ cardRule: violation }).where(eq(payments.id, payment.id));
      await failAndRefund(tx, checking, cardRuleReason(violation), now);
      return 'processed';
    }
    await enqueue(tx, FULFIL_JOB, { orderId: order.id }, now, delivery);
    return 'processed';
  }
  await attemptSucceeded(tx, paid);
  const reason = order.status === 'cancelled' ? PAID_AFTER_CANCEL : PAID_TWICE;
  await recordRefund(tx, succeeded, reason, now);
  await addNote(
    tx,
    order,
    'payment.refunded',
    timelineNote('lateRefunding', { reason, outTradeNo: payment.outTradeNo }),
    now,
  );
  return 'processed';
}

/** One verified webhook: each of its events in turn. */
export async function handleWebhookEvents(
  deps: Pick<PaymentDeps, 'db' | 'config' | 'now' | 'log' | 'mailer'>,
  providerName: string,
  events: ProviderEvent[],
): Promise<WebhookOutcome> {
  let last: WebhookOutcome = 'ignored';
  for (const event of events) last = await handleProviderEvent(deps, providerName, event);
  return last;
}

/**
 * Opens the provider's hosted checkout of an attempt, outside any transaction, with the attempt's
 * own idempotency key (a retry after a failure or timeout reuses it, so the provider answers the
 * same checkout). Its reference and address are kept with the payment. If the provider fails or
 * is too slow, the order stays payable and the shopper is told to try again, in their language.
 */
/** What the hosted checkout names: each line's game and package, in the order's line order. */
export function checkoutDescription(
  items: readonly { gameName: string; packageName: string }[],
): string {
  return items.map((i) => `${i.gameName} · ${i.packageName}`).join(', ');
}

/** Keeps the checkout the provider opened, unless another request kept one first. */
const checkoutKept = prepared('checkout_kept', (db, name) =>
  db
    .update(payments)
    .set({
      provider: sql`${value('provider')}`,
      providerRef: sql`${value('providerRef')}`,
      checkoutUrl: sql`${value('checkoutUrl')}`,
      submittedAt: sql`coalesce(${payments.submittedAt}, ${value('submittedAt')}::timestamptz)`,
      updatedAt: sql`${value('now')}::timestamptz`,
    })
    .where(and(eq(payments.id, value('id')), isNull(payments.checkoutUrl)))
    .returning({ url: payments.checkoutUrl, status: payments.status })
    .prepare(name),
);

/**
 * The payment's checkout address, opened once per attempt. `known`: the order (and the checkout's
 * description, when its lines are in hand) the caller already holds, so they are not read again.
 */
export async function openCheckout(
  deps: Pick<PaymentDeps, 'db' | 'config' | 'provider' | 'now' | 'log' | 'mailer'>,
  payment: Payment,
  lang: string,
  known: { order?: { id: string; returnOrigin: string }; description?: string } = {},
): Promise<string> {
  if (payment.checkoutUrl) return payment.checkoutUrl;
  const { db, provider } = deps;
  const order =
    known.order ?? (await db.select().from(orders).where(eq(orders.id, payment.orderId)))[0];
  if (!order) throw notFound('commerce.orderNotFound');
  const description =
    known.description ??
    checkoutDescription(
      await db
        .select({ gameName: orderItems.gameName, packageName: orderItems.packageName })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id)),
    );
  const now = deps.now();
  let opened;
  try {
    opened = await withTimeout(
      provider.openCheckout(
        {
          payment,
          lang,
          description: description || order.id,
          returnOrigin: order.returnOrigin,
          expiresAt: new Date(now.getTime() + deps.config.payments.windowMs),
        },
        checkoutKey(payment),
      ),
      deps.config.payments.timeoutMs,
      'checkout',
    );
  } catch (error) {
    deps.log.warn('checkout could not be opened', { outTradeNo: payment.outTradeNo, error });
    throw new ApiError(503, 'commerce.checkoutUnavailable', undefined, 2);
  }
  // A hosted page the provider serves can be paid from now on: reconciliation counts from here.
  const external = provider.name !== 'sandbox';
  const [kept] = await checkoutKept(db).execute({
    id: payment.id,
    provider: provider.name,
    providerRef: opened.reference,
    checkoutUrl: opened.url,
    submittedAt: external ? now : null,
    now,
  });
  if (kept?.status === 'void') {
    // A newer pay-again replaced this attempt while its page was being opened: close the page
    // at once, so only the newest attempt's page can take money.
    await closeReplacedCheckouts(deps, { orderId: payment.orderId, userId: payment.userId });
    throw conflict('commerce.paymentReplaced');
  }
  if (kept?.url) return kept.url;
  // Another request opened it first with the same key: the provider gave both the same page.
  const [again] = await db
    .select({ url: payments.checkoutUrl })
    .from(payments)
    .where(eq(payments.id, payment.id));
  return again?.url ?? opened.url;
}

/**
 * RECONCILE_JOB: asks the provider about attempts that reached it more than
 * PAYMENT_RECONCILE_AFTER_S ago and are still unsettled, and settles them through the same path
 * as a webhook (so a webhook that comes as well changes nothing: exactly once).
 */
export async function reconcilePayments(
  deps: Pick<PaymentDeps, 'db' | 'config' | 'provider' | 'now' | 'log' | 'mailer'>,
  limit = 100,
): Promise<number> {
  const now = deps.now();
  const before = new Date(now.getTime() - deps.config.payments.reconcileAfterMs);
  const waiting = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        or(eq(payments.status, 'pending'), eq(payments.status, 'created')),
        lt(payments.submittedAt, before),
      ),
    )
    .orderBy(asc(payments.submittedAt))
    .limit(limit);
  let settled = 0;
  for (const payment of waiting) {
    let found: PaymentEvent | null;
    try {
      found = await withTimeout(
        deps.provider.lookup(payment),
        deps.config.payments.timeoutMs,
        'lookup',
      );
    } catch (error) {
      deps.log.warn('reconciliation lookup failed', { outTradeNo: payment.outTradeNo, error });
      continue;
    }
    if (!found) continue;
    const outcome = await handleProviderEvent(deps, deps.provider.name, found);
    if (outcome === 'processed') settled += 1;
  }
  return settled + (await reconcileRefunds(deps, before, limit));
}

/**
 * Refunds the provider took on (it answered "pending" and gave its reference) whose outcome event
 * has not come within PAYMENT_RECONCILE_AFTER_S: asks the provider and settles them through the
 * refund event's path (once: a settled refund ignores a later event). A refund the provider has
 * not answered yet is the refund job's, which asks again with the same key.
 */
export async function reconcileRefunds(
  deps: Pick<PaymentDeps, 'db' | 'provider' | 'config' | 'now' | 'log' | 'mailer'>,
  before: Date,
  limit = 100,
): Promise<number> {
  const waiting = await deps.db
    .select({ id: refunds.id, providerRef: refunds.providerRef })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        isNotNull(refunds.providerRef),
        lt(refunds.createdAt, before),
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(limit);
  let settled = 0;
  for (const refund of waiting) {
    let found: RefundEvent | null;
    try {
      found = await withTimeout(
        deps.provider.lookupRefund({ refundId: refund.id, providerRef: refund.providerRef }),
        deps.config.payments.timeoutMs,
        'refund lookup',
      );
    } catch (error) {
      deps.log.warn('refund reconciliation failed', { refundId: refund.id, error });
      continue;
    }
    if (!found) continue;
    if ((await settleRefund(deps, found, deps.provider.name)) === 'processed') settled += 1;
  }
  return settled;
}

/** What a shopper is shown of an attempt's failure (a closed page is no failure of theirs). */
export const shownFailure = (reason: string | null) => (reason === CHECKOUT_CLOSED ? null : reason);

/** The mark of an attempt whose hosted page the provider closed (it can no longer be paid). */
export const CHECKOUT_CLOSED = 'Checkout closed: replaced by a newer attempt';

/**
 * Before a pay-again opens a new attempt: asks the provider to close the hosted page of every
 * earlier attempt of the order that may still take money (opened at the provider, neither paid
 * nor closed), outside any transaction, so two pages of one order can never both be paid. A page
 * the shopper paid first settles its attempt through the webhook's path (the order is then paid
 * and the pay-again is refused); a page with a payment on its way refuses the pay-again; a
 * provider that cannot be reached answers the translated 503 and changes nothing.
 * `keepKey`: the pay-again's own key (its retry must not close the page it opened).
 */
export async function closeReplacedCheckouts(
  deps: Pick<PaymentDeps, 'db' | 'config' | 'provider' | 'now' | 'log' | 'mailer'>,
  target: { orderId: string; userId: number; keepKey?: string },
): Promise<void> {
  // The sandbox's page is our own form, which refuses an attempt once it is void.
  if (deps.provider.name === 'sandbox') return;
  const open = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, target.orderId),
        eq(payments.userId, target.userId),
        inArray(payments.status, ['created', 'void']),
        isNotNull(payments.checkoutUrl),
        isNull(payments.failureReason),
        target.keepKey ? ne(payments.idempotencyKey, target.keepKey) : undefined,
      ),
    )
    .orderBy(asc(payments.id));
  for (const payment of open) {
    let closed;
    try {
      closed = await withTimeout(
        deps.provider.closeCheckout(payment),
        deps.config.payments.timeoutMs,
        'close checkout',
      );
    } catch (error) {
      deps.log.warn('checkout could not be closed', { outTradeNo: payment.outTradeNo, error });
      throw new ApiError(503, 'commerce.checkoutUnavailable', undefined, 2);
    }
    if (closed.state === 'paid') {
      await handleProviderEvent(deps, deps.provider.name, closed.event);
      throw conflict('commerce.nothingToPay');
    }
    if (closed.state === 'processing') throw conflict('commerce.nothingToPay');
    await deps.db
      .update(payments)
      .set({ failureReason: CHECKOUT_CLOSED, updatedAt: deps.now() })
      .where(
        and(
          eq(payments.id, payment.id),
          inArray(payments.status, ['created', 'void']),
          isNull(payments.failureReason),
        ),
      );
  }
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
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(eq(payments.outTradeNo, outTradeNo));
  if (!row || row.payments.userId !== userId) throw notFound('commerce.orderNotFound');
  const { payments: payment, orders: order, refunds: refund } = row;
  const status = order.status as OrderStatus;
  const bankDeclined = Object.values(DECLINE_REASONS).includes(payment.failureReason ?? '');
  let advice: string | null = null;
  const rule = payment.cardRule as CardRuleViolation | null;
  if ((rule && rule in CARD_RULE_KEYS) || bankDeclined) {
    // Dollar rules told in the order's currency at the order's rate, in the shopper's language.
    const write = usdIn(await orderConverter(db, order), lng);
    if (rule && rule in CARD_RULE_KEYS) {
      // Which card rule the payment broke (it is refunded).
      advice = t(lng, CARD_RULE_KEYS[rule], cardRuleVars(rule, CARD_LIMITS, write));
    } else {
      const a = bankAdviceOf(payment.amountUsd, write);
      advice = t(lng, a.key, a.vars);
    }
  }
  return {
    outTradeNo,
    orderId: order.id,
    status,
    statusLabel: statusLabel(status, lng, refund?.status),
    paymentStatus: payment.status,
    refundStatus: refund?.status ?? null,
    payMethod: payment.method,
    amount: { amount: payment.amount, currency: payment.currency as CurrencyCode },
    failureReason: shownFailure(payment.failureReason),
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
      // The wallet's ceiling per order travels too, so the shop blocks what the server refuses.
      maxAmount: cx.money(
        cx.fromUsd(c.method === 'card' ? limits.maxUsdMinor : config.walletOrderMaxUsdCents),
      ),
      currency: cx.currency,
    };
  });
}
