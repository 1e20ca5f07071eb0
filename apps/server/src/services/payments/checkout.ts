// The sandbox checkout's form post: lock the order, charge the sandbox bank, queue the webhook.
import { eq, sql } from 'drizzle-orm';
import { prepared, value } from '../../db/prepared.ts';
import type { CurrencyCode, LanguageCode } from '@gemlane/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, payments } from '../../db/schema/index.ts';
import { orderConverter, usdIn } from '../pricing/convert.ts';
import { applyEvent, lockOrderAndAttempt } from '../orders/store.ts';
import { timelineNote } from '../orders/timeline-notes.ts';
import { CARD_RULE_KEYS, cardRuleVars } from './card-rules.ts';
import { resultUrl } from './checkout-url.ts';
import { handleProviderEvent, type PaymentDeps } from './payments.ts';
import type { PaymentEvent } from './provider.ts';
import { cardLimitsOf } from './card-usage.ts';
import {
  chargeSandbox,
  checkCardForm,
  FORM_PROBLEM_KEYS,
  queueWebhook,
  SANDBOX,
  withdrawWebhook,
  type CardForm,
} from './sandbox.ts';

export type CheckoutAnswer =
  /** `event`: the provider's event of this charge, to apply at once (its webhook is the retry). */
  | { kind: 'redirect'; location: string; event?: PaymentEvent }
  | { kind: 'problem'; status: 400 | 404 | 409; messageKey: string; vars?: Record<string, string> };

export { resultUrl };

/** What the checkout page shows. */
export async function loadCheckout(db: Db, outTradeNo: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo));
  if (!payment) return undefined;
  const [order] = await db.select().from(orders).where(eq(orders.id, payment.orderId));
  if (!order) return undefined;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const currency = payment.currency as CurrencyCode;
  // US-dollar rules (fee's fixed part, card limits, the bank's advice) in the order's currency,
  // at the rate the order was priced at.
  const cx = await orderConverter(db, { currency, rateMicros: order.rateMicros });
  return { payment: { ...payment, currency }, order, items, cx };
}

const attemptSubmitted = prepared('attempt_submitted', (db, name) =>
  db
    .update(payments)
    .set({
      status: 'pending',
      submittedAt: sql`${value('now')}::timestamptz`,
      updatedAt: sql`${value('now')}::timestamptz`,
    })
    .where(eq(payments.id, value('id')))
    .prepare(name),
);

export async function submitCheckout(
  db: Db,
  config: Config,
  outTradeNo: string,
  card: CardForm | null,
  now: Date,
  /** The page's language: a broken card rule names its limit in the order's currency. */
  lng: LanguageCode = 'en',
): Promise<CheckoutAnswer> {
  const answer = await db.transaction(async (tx): Promise<CheckoutAnswer> => {
    const { order, payment } = (await lockOrderAndAttempt(tx, outTradeNo)) ?? {};
    if (!order || !payment)
      return { kind: 'problem', status: 404, messageKey: 'commerce.orderNotFound' };
    if (order.status === 'cancelled')
      return { kind: 'problem', status: 409, messageKey: 'commerce.orderCancelled' };
    if (payment.status === 'void')
      return { kind: 'problem', status: 409, messageKey: 'commerce.paymentReplaced' };
    if (payment.status !== 'created')
      return { kind: 'redirect', location: resultUrl(order.returnOrigin, outTradeNo) };
    if (order.status !== 'paying')
      return { kind: 'problem', status: 409, messageKey: 'commerce.nothingToPay' };

    if (payment.method === 'card') {
      if (!card) return { kind: 'problem', status: 400, messageKey: FORM_PROBLEM_KEYS.card_number };
      const problem = checkCardForm(card, now);
      if (problem) return { kind: 'problem', status: 400, messageKey: FORM_PROBLEM_KEYS[problem] };
    }
    const charge = await chargeSandbox(
      tx,
      config,
      payment,
      payment.method === 'card' ? card : null,
      now,
    );
    if (charge.kind === 'rule') {
      const cx = await orderConverter(tx, order);
      return {
        kind: 'problem',
        status: 400,
        messageKey: CARD_RULE_KEYS[charge.violation],
        vars: cardRuleVars(charge.violation, cardLimitsOf(config), usdIn(cx, lng)),
      };
    }
    await attemptSubmitted(tx).execute({ id: payment.id, now });
    await applyEvent(
      tx,
      order,
      'payment.submitted',
      now,
      timelineNote(payment.method === 'card' ? 'paymentSubmittedCard' : 'paymentSubmittedWallet'),
    );
    const id = await queueWebhook(tx, payment, charge.event, now);
    return {
      kind: 'redirect',
      location: resultUrl(order.returnOrigin, outTradeNo),
      event: {
        kind: 'payment',
        id,
        outTradeNo: payment.outTradeNo,
        amount: payment.amount,
        currency: payment.currency,
        ...charge.event,
      },
    };
  });
  return answer;
}

/**
 * The sandbox's event of a submitted payment, handled as it arrives so the shopper's result does
 * not wait for the job queue. Its queued signed webhook is the retry: withdrawn in the transaction
 * that handled the event (a retry already running ends as a duplicate); left queued when handling
 * failed.
 */
export async function applyCheckoutEvent(
  deps: Pick<PaymentDeps, 'db' | 'config' | 'now' | 'log' | 'mailer'>,
  event: PaymentEvent,
): Promise<void> {
  await handleProviderEvent(deps, SANDBOX, event, (tx) =>
    withdrawWebhook(tx, event.id, deps.now()),
  );
}
