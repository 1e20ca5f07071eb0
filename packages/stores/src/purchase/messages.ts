// The texts the order pages say, as i18n keys with their values: the refund of a failed order and
// the reason of a declined payment. Both apps render the same message; each turns the values into
// text with its own formatters (money, date) through one adapter.
import type { Money, OrderDetail, PayMethod, PaymentResult } from '@gemlane/contract';
import { buildPath } from '../router/routes.ts';
import type { RefundState } from './order-status.ts';
import type { ReturnView } from './payment-return.ts';

/** A value of a message: plain text, money or a date to format, or another i18n key. */
export type MessageValue = string | { money: Money } | { dateTime: string } | { key: string };

export interface Message {
  key: string;
  values: Record<string, MessageValue>;
}

export interface RefundInfo {
  amount: Money;
  method: PayMethod;
  at: string;
  /** Asked of the provider, confirmed, or refused (support follows it up). */
  status: RefundState;
}

/** The refund of an order, with the method it went back to. */
export function refundOf(
  order: Pick<OrderDetail, 'refund' | 'payMethod'> | undefined | null,
): RefundInfo | null {
  if (!order?.refund) return null;
  return {
    amount: order.refund.amount,
    method: order.payMethod,
    at: order.refund.at,
    // A server that does not say is one whose refunds are final when recorded.
    status: order.refund.status ?? 'succeeded',
  };
}

const REFUND_KEY: Record<RefundState, string> = {
  pending: 'order.refundPendingDetail',
  succeeded: 'order.refundDetail',
  failed: 'order.refundFailedDetail',
};

/**
 * "$12.34 refunded to your card on 1 May 2026, 10:00"; while the provider has not confirmed it,
 * "being refunded"; when the provider refused it, that support will contact the shopper.
 */
export function refundMessage(refund: RefundInfo | null): Message | null {
  if (!refund) return null;
  return {
    key: REFUND_KEY[refund.status],
    values: {
      amount: { money: refund.amount },
      method: { key: `topUp.method.${refund.method}` },
      when: { dateTime: refund.at },
    },
  };
}

/** The zone address's parameter that puts the cursor in the player ID field ("check your ID"). */
export const CHECK_ID_PARAM = 'checkId';

/** What a failed order's pages say and offer: why, and what the shopper can do next. */
export interface FailedOrderHelp {
  /** Why it failed, in the shopper's language ("The publisher refused this player ID"), or null. */
  reason: Message | null;
  /** The publisher refused the player ID: the advice to check it. */
  advice: Message | null;
  /** "Check your ID": the order's game zone with the ID field focused (null: not an ID problem). */
  checkIdPath: string | null;
  /** "Contact support". */
  supportPath: string;
}

/** The help of a failed order (null for any other order, or one whose detail has no refund). */
export function failedOrderHelp(
  order: Pick<OrderDetail, 'status' | 'refund' | 'items'> | undefined | null,
): FailedOrderHelp | null {
  if (!order || order.status !== 'fail') return null;
  const why = order.refund?.reason?.trim() || null;
  const zone = order.items[0]?.gameZonePath;
  const checkId = order.refund?.checkPlayerId === true;
  return {
    reason: why ? { key: 'order.failedReason', values: { reason: why } } : null,
    advice: checkId ? { key: 'order.checkIdAdvice', values: {} } : null,
    checkIdPath:
      checkId && zone
        ? buildPath('GameZone', { gameZonePath: zone }, { [CHECK_ID_PARAM]: 1 })
        : null,
    supportPath: buildPath('MyCustomer'),
  };
}

/**
 * Why a payment was declined: the bank's reason and the advice for it (both already in the
 * shopper's language), joined by the language pack's own separator; with neither, the plain
 * "Please go to payment again".
 */
export function declinedMessage(
  result: Pick<PaymentResult, 'failureReason' | 'advice'> | null | undefined,
): Message {
  const reason = result?.failureReason?.trim() || null;
  const advice = result?.advice?.trim() || null;
  if (reason && advice) return { key: 'order.return.bankReasonAdvice', values: { reason, advice } };
  const one = reason ?? advice;
  if (one) return { key: 'order.return.bankReason', values: { reason: one } };
  return { key: 'errors.payAgain', values: {} };
}

/** The app's formatters a message needs; each app passes its own (its `t`, its locale). */
export interface MessageFormatters {
  t: (key: string, values?: Record<string, string>) => string;
  money: (money: Money) => string;
  dateTime: (iso: string) => string;
}

/** A message as text: every value formatted, then the key translated with them. */
export function messageText(message: Message, f: MessageFormatters): string {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.values)) {
    values[name] =
      typeof value === 'string'
        ? value
        : 'money' in value
          ? f.money(value.money)
          : 'dateTime' in value
            ? f.dateTime(value.dateTime)
            : f.t(value.key);
  }
  return f.t(message.key, values);
}

/** The result page's line under the headline: the bank's words after a decline, else the state's text. */
export function returnText(
  view: Pick<ReturnView, 'state' | 'textKey'> | null,
  result: Pick<PaymentResult, 'failureReason' | 'advice'> | null | undefined,
): Message | null {
  if (!view) return null;
  return view.state === 'declined' ? declinedMessage(result) : { key: view.textKey, values: {} };
}
