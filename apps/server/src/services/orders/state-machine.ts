// The order state machine of spec section 4: every allowed transition in one table.
import type { OrderStatus } from '@gemlane/contract';

/** Why an order moves; recorded in its timeline with the transition. */
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

export const canCancel = (status: OrderStatus): boolean =>
  nextStatus(status, 'order.cancelled') !== null;

/** "Pay again": only unpaid orders, never a cancelled one (it has no transitions at all). */
export const canPay = (status: OrderStatus): boolean =>
  nextStatus(status, 'payment.reopened') !== null;

/** Orders that still wait for money from the shopper's side. */
export const awaitsPayment = (status: OrderStatus): boolean =>
  nextStatus(status, 'payment.succeeded') !== null;

export class TransitionError extends Error {
  constructor(
    readonly from: OrderStatus,
    readonly event: OrderEvent,
  ) {
    super(`An order in state ${from} cannot take ${event}`);
  }
}

export function transition(from: OrderStatus, event: OrderEvent): OrderStatus {
  const to = nextStatus(from, event);
  if (!to) throw new TransitionError(from, event);
  return to;
}
