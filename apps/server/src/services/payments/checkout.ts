// The sandbox checkout's form post: lock the order, charge the sandbox bank, handle its event.
import { eq } from 'drizzle-orm';
import type { CurrencyCode, LanguageCode } from '@gemlane/contract';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, payments } from '../../db/schema/index.ts';
import { orderConverter, usdIn } from '../pricing/convert.ts';
import { lockOrderAndAttempt } from '../orders/store.ts';
import { timelineNote } from '../orders/timeline-notes.ts';
import { CARD_RULE_KEYS, cardRuleVars } from './card-rules.ts';
import { resultUrl } from './checkout-url.ts';
import { applyPaymentEvent, type PaymentDeps } from './payments.ts';
import { cardLimitsOf } from './card-usage.ts';
import {
  chargeSandbox,
  checkCardForm,
  FORM_PROBLEM_KEYS,
  SANDBOX,
  type CardForm,
} from './sandbox.ts';

export type CheckoutAnswer =
  | { kind: 'redirect'; location: string }
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

/**
 * The form post: the sandbox bank's charge, and the event it gives handled in the same
 * transaction. The bank is this server's own ledger, so the charge and our record of it commit
 * together: the shopper's result never waits for the job queue, and there is no event to send
 * later (a real provider's comes by webhook, handled by the same `applyPaymentEvent`).
 */
export async function submitCheckout(
  deps: Pick<PaymentDeps, 'db' | 'config' | 'now' | 'log'>,
  outTradeNo: string,
  card: CardForm | null,
  /** The page's language: a broken card rule names its limit in the order's currency. */
  lng: LanguageCode = 'en',
): Promise<CheckoutAnswer> {
  const { config } = deps;
  const now = deps.now();
  return deps.db.transaction(async (tx): Promise<CheckoutAnswer> => {
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
    await applyPaymentEvent(
      tx,
      deps,
      SANDBOX,
      {
        kind: 'payment',
        id: `sbx_charge_${payment.outTradeNo}`,
        outTradeNo: payment.outTradeNo,
        amount: payment.amount,
        currency: payment.currency,
        ...charge.event,
      },
      {
        order,
        // Still `created`: the event's own update marks it submitted as it settles it.
        payment,
        // Submitted, then paid or declined: the order's two steps in one statement.
        via: {
          event: 'payment.submitted',
          note: timelineNote(
            payment.method === 'card' ? 'paymentSubmittedCard' : 'paymentSubmittedWallet',
          ),
        },
      },
    );
    return { kind: 'redirect', location: resultUrl(order.returnOrigin, outTradeNo) };
  });
}
