// Order timeline notes are stored as a message key with its values and put into words when read,
// in the reader's language (`timeline.*` of server.json); status labels likewise (`orderStatus.*`).
import type { LanguageCode, OrderStatus } from '@gemlane/contract';
import { formatMoney } from '@gemlane/i18n/format';
import { t, type Vars } from '../../lib/i18n.ts';
import {
  CARD_LIMITS,
  CARD_RULE_KEYS,
  cardRuleVars,
  dollars,
  type CardRuleViolation,
} from '../payments/card-rules.ts';

export type TimelineNoteKey =
  | 'cancelledByShopper'
  | 'replacedByNewAttempt'
  | 'paymentSubmittedCard'
  | 'paymentSubmittedWallet'
  | 'paid'
  | 'paymentFailed'
  | 'paymentDeclined'
  | 'paymentReopened'
  | 'deliveryStarted'
  | 'delivered'
  | 'failed'
  | 'failedRefunded'
  | 'failedRefunding'
  | 'lateRefunded'
  | 'lateRefunding'
  | 'refundSucceeded'
  | 'refundFailed'
  | 'paymentExpired'
  | 'disputed';

// Reasons in English: also what the payment provider's refund records and the logs say.
export const DEADLINE_PASSED = 'Not delivered within the delivery deadline';
export const ROLE_NOT_FOUND = 'The publisher does not know this player ID';
export const REJECTED_AT_DELIVERY = 'The publisher rejected the top-up for this player ID';
export const PAID_AFTER_CANCEL = 'Payment arrived after the order was cancelled';
export const PAID_TWICE = 'Payment arrived for an order that was already paid';
/** Reasons that come from the player ID: the shopper is told to check it. */
export const isPlayerIdReason = (reason: string): boolean =>
  reason === ROLE_NOT_FOUND || reason === REJECTED_AT_DELIVERY;
/** A full refund a staff member made by hand (their own reason stays in the audit trail). */
export const STAFF_REFUND = 'Refund granted by customer service';

/** The card rule a paid card payment broke, as the reason of its refund (English, like the others). */
const CARD_RULE_REASONS: Record<CardRuleViolation, string> = {
  below_minimum: 'Card rule: the payment is below the minimum',
  above_maximum: 'Card rule: the payment is above the maximum',
  daily_limit: 'Card rule: a card can be used 10 times a day',
  monthly_limit: 'Card rule: a card can be used 50 times a month',
  too_many_cards: 'Card rule: an account can use at most 5 cards',
  card_on_too_many_accounts: 'Card rule: this card is already used by 2 accounts',
  cardholder_mismatch: 'Card rule: the cardholder name must stay the same',
};
export const cardRuleReason = (violation: CardRuleViolation): string =>
  CARD_RULE_REASONS[violation];

/** Our own reasons -> their message key; any other reason (a provider's text) is shown as is. */
const REASON_KEYS = new Map<string, { key: string; rule?: CardRuleViolation }>([
  [DEADLINE_PASSED, { key: 'timeline.reasonDeadline' }],
  [ROLE_NOT_FOUND, { key: 'timeline.reasonRoleNotFound' }],
  [REJECTED_AT_DELIVERY, { key: 'timeline.reasonRejected' }],
  [PAID_AFTER_CANCEL, { key: 'timeline.reasonPaidAfterCancel' }],
  [PAID_TWICE, { key: 'timeline.reasonPaidTwice' }],
  [STAFF_REFUND, { key: 'timeline.reasonStaffRefund' }],
  // The card rules' own messages (the ones the checkout shows), so the shopper reads which rule.
  ...(Object.keys(CARD_RULE_REASONS) as CardRuleViolation[]).map(
    (v) => [CARD_RULE_REASONS[v], { key: CARD_RULE_KEYS[v], rule: v }] as const,
  ),
]);

interface StoredNote {
  key: TimelineNoteKey;
  vars?: Vars;
}

/** An amount kept in a note as minor units and currency, put into words in the reader's language. */
export function noteAmount(minorUnits: number, currency: string): Vars {
  return { amountMinor: minorUnits, currency };
}

/** The note to store for `key`; `vars.reason` may be one of the reasons above or a provider's text. */
export function timelineNote(key: TimelineNoteKey, vars?: Vars): string {
  const note: StoredNote = vars ? { key, vars } : { key };
  return JSON.stringify(note);
}

function storedNote(stored: string): StoredNote | undefined {
  if (!stored.startsWith('{')) return undefined;
  try {
    const parsed = JSON.parse(stored) as Partial<StoredNote>;
    return typeof parsed.key === 'string' ? (parsed as StoredNote) : undefined;
  } catch {
    return undefined;
  }
}

/** Writes a dollar rule (US cents) for the reader: in the order's currency at its rate. */
export type UsdWriter = (usdCents: number) => string;

/**
 * A reason in `lng`; a card rule's limit is written with `write` (the order's currency and rate;
 * dollars only where no order is at hand).
 */
export function reasonText(reason: string, lng: LanguageCode, write: UsdWriter = dollars): string {
  const known = REASON_KEYS.get(reason);
  if (!known) return reason;
  return t(lng, known.key, known.rule ? cardRuleVars(known.rule, CARD_LIMITS, write) : undefined);
}

/** A stored note in `lng`; a note written as plain text (before keyed notes) is shown as written. */
export function timelineNoteText(
  stored: string | null,
  lng: LanguageCode,
  write: UsdWriter = dollars,
): string | null {
  if (stored === null) return null;
  const note = storedNote(stored);
  if (!note) return stored;
  const vars = { ...note.vars };
  if (typeof vars.reason === 'string') vars.reason = reasonText(vars.reason, lng, write);
  // Notes written before amounts were kept as numbers carry `amount` as text already.
  if (typeof vars.amountMinor === 'number' && typeof vars.currency === 'string')
    vars.amount = formatMoney(vars.amountMinor, vars.currency, lng);
  return t(lng, `timeline.${note.key}`, vars);
}

/** The order status as the shopper reads it, in `lng`: a failed order says whether its refund is
 *  still in progress or failed ("refunded" only once it is true). */
export function statusLabel(
  status: OrderStatus,
  lng: LanguageCode,
  refund?: 'pending' | 'succeeded' | 'failed' | null,
): string {
  if (status === 'fail' && refund === 'pending') return t(lng, 'orderStatus.failRefunding');
  if (status === 'fail' && refund === 'failed') return t(lng, 'orderStatus.failRefundFailed');
  return t(lng, `orderStatus.${status}`);
}
