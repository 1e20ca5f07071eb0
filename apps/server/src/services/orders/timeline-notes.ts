// Order timeline notes are stored as a message key with its values and put into words when read,
// in the reader's language (`timeline.*` of server.json); status labels likewise (`orderStatus.*`).
import type { LanguageCode, OrderStatus } from '@gemlane/contract';
import { formatMoney } from '@gemlane/i18n/format';
import { t, type Vars } from '../../lib/i18n.ts';

export type TimelineNoteKey =
  | 'cancelledByShopper'
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
  | 'lateRefunded';

// Reasons in English: also what the payment provider's refund records and the logs say.
export const DEADLINE_PASSED = 'Not delivered within the delivery deadline';
export const ROLE_NOT_FOUND = 'The publisher does not know this player ID';
export const REJECTED_AT_DELIVERY = 'The publisher rejected the top-up for this player ID';
export const PAID_AFTER_CANCEL = 'Payment arrived after the order was cancelled';
export const PAID_TWICE = 'Payment arrived for an order that was already paid';

/** Our own reasons -> their `timeline.*` key; any other reason (a provider's text) is shown as is. */
const REASON_KEYS = new Map<string, string>([
  [DEADLINE_PASSED, 'reasonDeadline'],
  [ROLE_NOT_FOUND, 'reasonRoleNotFound'],
  [REJECTED_AT_DELIVERY, 'reasonRejected'],
  [PAID_AFTER_CANCEL, 'reasonPaidAfterCancel'],
  [PAID_TWICE, 'reasonPaidTwice'],
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

export function reasonText(reason: string, lng: LanguageCode): string {
  const key = REASON_KEYS.get(reason);
  return key ? t(lng, `timeline.${key}`) : reason;
}

/** A stored note in `lng`; a note written as plain text (before keyed notes) is shown as written. */
export function timelineNoteText(stored: string | null, lng: LanguageCode): string | null {
  if (stored === null) return null;
  const note = storedNote(stored);
  if (!note) return stored;
  const vars = { ...note.vars };
  if (typeof vars.reason === 'string') vars.reason = reasonText(vars.reason, lng);
  // Notes written before amounts were kept as numbers carry `amount` as text already.
  if (typeof vars.amountMinor === 'number' && typeof vars.currency === 'string')
    vars.amount = formatMoney(vars.amountMinor, vars.currency, lng);
  return t(lng, `timeline.${note.key}`, vars);
}

/** The order status as the shopper reads it, in `lng`. */
export function statusLabel(status: OrderStatus, lng: LanguageCode): string {
  return t(lng, `orderStatus.${status}`);
}
