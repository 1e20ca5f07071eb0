// One status vocabulary and one colour meaning for orders in both apps. The server's states
// (docs/product.md §4 labels) fold into what the shopper needs to know at each step: waiting for
// payment; paid and delivering; complete; failed and refunded; payment failed; cancelled.
import { canPay, isFinal, type OrderStatus } from '@gemlane/contract';

export type OrderPhase =
  'waitingPayment' | 'delivering' | 'complete' | 'refunded' | 'paymentFailed' | 'cancelled';

/** The colour meaning, mapped by each app to its kit: amber, blue, green, red, grey. */
export type OrderTone = 'waiting' | 'active' | 'success' | 'danger' | 'neutral';

export interface OrderStatusView {
  status: OrderStatus;
  phase: OrderPhase;
  tone: OrderTone;
  /** i18n key of the product's short label (docs/product.md §4) (Paying, Checking, Fail...). */
  labelKey: StatusLabelKey;
  /** i18n key of the headline that says what is true now (`order.phaseText.<phase>` says more). */
  phaseKey: `order.phase.${OrderPhase}`;
  /** No further change will come by itself: polling stops. */
  final: boolean;
}

const PHASE: Record<OrderStatus, OrderPhase> = {
  paying: 'waitingPayment',
  paymentPending: 'waitingPayment',
  checking: 'delivering',
  processing: 'delivering',
  complete: 'complete',
  fail: 'refunded',
  paymentFailed: 'paymentFailed',
  cancelled: 'cancelled',
};

const TONE: Record<OrderPhase, OrderTone> = {
  waitingPayment: 'waiting',
  delivering: 'active',
  complete: 'success',
  refunded: 'danger',
  paymentFailed: 'danger',
  cancelled: 'neutral',
};

export type StatusLabelKey =
  | `order.status.${Exclude<OrderStatus, 'cancelled' | 'fail'> | 'cancelOrder'}`
  | 'order.failRefunded'
  | 'order.failRefundPending'
  | 'order.failRefundFailed';

/** Where the automatic refund of a failed order is: asked of the provider, confirmed, refused. */
export type RefundState = 'pending' | 'succeeded' | 'failed';

/** A failed order says "refunded" only once the provider confirmed the refund. */
const FAIL_LABEL: Record<RefundState, StatusLabelKey> = {
  pending: 'order.failRefundPending',
  succeeded: 'order.failRefunded',
  failed: 'order.failRefundFailed',
};

const LABEL: Record<OrderStatus, StatusLabelKey> = {
  paying: 'order.status.paying',
  paymentPending: 'order.status.paymentPending',
  checking: 'order.status.checking',
  processing: 'order.status.processing',
  complete: 'order.status.complete',
  paymentFailed: 'order.status.paymentFailed',
  // A failed order is always refunded automatically (docs/product.md §4): the label says so.
  fail: 'order.failRefunded',
  cancelled: 'order.status.cancelOrder',
};

/** `refund`: the refund's state when the caller knows it (order detail, payment result). */
export function orderStatusView(
  status: OrderStatus,
  refund?: RefundState | null | undefined,
): OrderStatusView {
  const phase = PHASE[status];
  return {
    status,
    phase,
    tone: TONE[phase],
    labelKey: status === 'fail' && refund ? FAIL_LABEL[refund] : LABEL[status],
    phaseKey: `order.phase.${phase}` as const,
    final: isFinal(status),
  };
}

/** States that end the journey on the page (the contract's `isFinal`). */
export function isFinalStatus(status: OrderStatus): boolean {
  return isFinal(status);
}

/** An order the shopper can still pay (shown with pay and cancel in the notice and the list). */
export function isUnpaid(order: { status: OrderStatus; canPay: boolean }): boolean {
  return order.canPay && canPay(order.status);
}

/**
 * When to ask again: every 2 s during the first minute after the page started following the
 * order (delivery usually ends within seconds of payment), then every 10 s; null to stop (a
 * final state, or after `giveUpMs`, when the page offers a manual refresh).
 */
export const POLL_FAST_MS = 2_000;
export const POLL_SLOW_MS = 10_000;
export const POLL_FAST_WINDOW_MS = 60_000;
export const POLL_GIVE_UP_MS = 30 * 60_000;

export function nextPollDelay(status: OrderStatus | null, elapsedMs: number): number | null {
  if (status && isFinal(status)) return null;
  if (elapsedMs >= POLL_GIVE_UP_MS) return null;
  return elapsedMs < POLL_FAST_WINDOW_MS ? POLL_FAST_MS : POLL_SLOW_MS;
}
