// The texts the order pages say, as i18n keys with their values: the refund of a failed order and
// the reason of a declined payment. Both apps render the same message; each turns the values into
// text with its own formatters (money, date) through one adapter.
import type { Money, PayMethod, PaymentResult } from '@gemlane/contract';

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
}

/** "$12.34 refunded to your card on 1 May 2026, 10:00". */
export function refundMessage(refund: RefundInfo | null): Message | null {
  if (!refund) return null;
  return {
    key: 'order.refundDetail',
    values: {
      amount: { money: refund.amount },
      method: { key: `topUp.method.${refund.method}` },
      when: { dateTime: refund.at },
    },
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
