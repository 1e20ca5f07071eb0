// Order statuses: every allowed move in one table, and the groups both sides ask about (may the
// shopper pay, may they cancel, is the order paid, will anything more happen by itself).
import type { OrderStatus } from '../orders.ts';

/** Why an order moves; the server records it in the order's timeline with the move. */
export type OrderEvent =
  | 'payment.submitted' // the shopper submitted the checkout; the provider has not answered yet
  | 'payment.succeeded' // the provider's signed webhook says the money was taken
  | 'payment.failed' // declined (Do Not Honor, Suspected Fraud, limits)
  | 'payment.reopened' // pay again: a new payment attempt
  | 'order.cancelled' // by the shopper (or the unpaid-order expiry)
  | 'fulfilment.started' // the publisher accepted the player ID; delivery handed over
  | 'fulfilment.delivered' // the publisher confirmed the delivery
  | 'fulfilment.failed'; // rejected ID or deadline passed: refunded automatically

/**
 * from -> event -> to. Anything not in this table is refused. Terminal states (complete, fail,
 * cancelled) have no way out: in particular a cancelled order can never be paid.
 */
export const ORDER_TRANSITIONS: Readonly<
  Record<OrderStatus, Readonly<Partial<Record<OrderEvent, OrderStatus>>>>
> = {
  paying: {
    'payment.submitted': 'paymentPending',
    'payment.succeeded': 'checking',
    'payment.failed': 'paymentFailed',
    'payment.reopened': 'paying',
    'order.cancelled': 'cancelled',
  },
  paymentPending: {
    'payment.succeeded': 'checking',
    'payment.failed': 'paymentFailed',
  },
  paymentFailed: {
    'payment.reopened': 'paying',
    'order.cancelled': 'cancelled',
  },
  checking: {
    'fulfilment.started': 'processing',
    'fulfilment.failed': 'fail',
  },
  processing: {
    'fulfilment.delivered': 'complete',
    'fulfilment.failed': 'fail',
  },
  complete: {},
  fail: {},
  cancelled: {},
};

export function nextStatus(from: OrderStatus, event: OrderEvent): OrderStatus | null {
  return ORDER_TRANSITIONS[from][event] ?? null;
}

/** The shopper may cancel: only an unpaid order (paying, payment failed). */
export const canCancel = (status: OrderStatus): boolean =>
  nextStatus(status, 'order.cancelled') !== null;

/** "Pay again": only an unpaid order, never a cancelled one (it has no way out at all). */
export const canPay = (status: OrderStatus): boolean =>
  nextStatus(status, 'payment.reopened') !== null;

/** The order waits for the provider's word on money (paying, payment pending). */
export const awaitsPayment = (status: OrderStatus): boolean =>
  nextStatus(status, 'payment.succeeded') !== null;

/** The money was taken: delivering, delivered, or failed and refunded. */
export const PAID_STATUSES: ReadonlySet<OrderStatus> = new Set([
  'checking',
  'processing',
  'complete',
  'fail',
]);
export const isPaid = (status: OrderStatus): boolean => PAID_STATUSES.has(status);

/** No way out: complete, fail (refunded), cancelled. */
export const isTerminal = (status: OrderStatus): boolean =>
  Object.keys(ORDER_TRANSITIONS[status]).length === 0;

/**
 * Nothing more happens to the order by itself, so a page following it stops asking: a terminal
 * state, or a failed payment (only the shopper's pay again or cancel moves it on).
 */
export const isFinal = (status: OrderStatus): boolean =>
  isTerminal(status) || status === 'paymentFailed';
