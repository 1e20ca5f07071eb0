// Order truth after payment: the result page and the order detail follow the order to a final
// state by themselves. Polling the order's own status (2 s during the first minute, then 10 s,
// stopping at a final state) rather than a push: the API is stateless request/response behind the
// edge gateway (no socket or SSE channel exists to carry a push across N server instances), a
// paid order reaches its final state within seconds in the common case, and polling also recovers
// by itself after a lost connection or a sleeping tab.
import { isNotFoundError } from '@gemlane/api';
import { isPaid, type OrderDetail, type OrderStatus, type PaymentResult } from '@gemlane/contract';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { storesApiAtom } from '../api.ts';
import {
  failedOrderHelp,
  refundMessage,
  refundOf,
  type FailedOrderHelp,
  type Message,
  type RefundInfo,
} from './messages.ts';
import { nextPollDelay, orderStatusView, type OrderStatusView } from './order-status.ts';
import { settlePaidCheckoutAtom } from './state.ts';
import { useOrderActions } from './use-order-actions.ts';

export interface OrderTrackerView {
  /** The payment attempt (result page). */
  result: PaymentResult | undefined;
  /** The order with its timeline, payments and refund. */
  order: OrderDetail | undefined;
  status: OrderStatus | null;
  view: OrderStatusView | null;
  refund: RefundInfo | null;
  /** What the page says about the refund ("$5.00 refunded to your card on ..."), or null. */
  refundMessage: Message | null;
  /** A failed order: why, the advice to check the player ID, and the ways on (null otherwise). */
  failure: FailedOrderHelp | null;
  /** No answer could be had (the page offers a retry). */
  failed: boolean;
  /** There is no such order (or no id at all): the page says not found, with no retry. */
  notFound: boolean;
  /** Polling stopped without a final state (gave up): the page offers a manual refresh. */
  stale: boolean;
  reload: () => void;
  canPay: boolean;
  canCancel: boolean;
  payAgain: () => Promise<boolean>;
  paying: boolean;
  cancel: () => Promise<boolean>;
  cancelling: boolean;
}

export function useOrderTracker(input: {
  outTradeNo?: string | null;
  orderId?: string | null;
  openCheckout?: (url: string) => void;
  returnUrl?: () => string;
  now?: () => number;
}): OrderTrackerView {
  const api = useAtomValue(storesApiAtom);
  const settle = useSetAtom(settlePaidCheckoutAtom);
  const [result, setResult] = useState<PaymentResult | undefined>(undefined);
  const [order, setOrder] = useState<OrderDetail | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const [stale, setStale] = useState(false);
  const [round, setRound] = useState(0);
  const now = input.now ?? Date.now;
  const { outTradeNo, orderId } = input;

  useEffect(() => {
    if (!outTradeNo && !orderId) {
      setNotFound(true);
      return undefined;
    }
    if (!api) {
      setFailed(true);
      return undefined;
    }
    setNotFound(false);
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = now();
    setStale(false);
    const tick = async () => {
      let status: OrderStatus | null = null;
      try {
        if (outTradeNo) {
          const r = await api.paymentResult({ outTradeNo }, { hideError: true });
          if (!live) return;
          setResult(r);
          status = r.status;
          // The detail (refund, timeline) once the order has come to rest.
          if (nextPollDelay(status, 0) === null || orderId) {
            const d = await api.orderDetail({ orderId: r.orderId }, { hideError: true });
            if (!live) return;
            setOrder(d);
            status = d.status;
          }
          if (isPaid(status)) settle(r.orderId);
        } else if (orderId) {
          const d = await api.orderDetail({ orderId }, { hideError: true });
          if (!live) return;
          setOrder(d);
          status = d.status;
          if (isPaid(status)) settle(d.orderId);
        }
        setFailed(false);
      } catch (error) {
        if (!live) return;
        if (isNotFoundError(error)) {
          setNotFound(true);
          return;
        }
        setFailed((was) => was || status === null);
      }
      const delay = nextPollDelay(status, now() - started);
      if (delay === null) {
        if (status === null || orderStatusView(status).final === false) setStale(true);
        return;
      }
      timer = setTimeout(() => void tick(), delay);
    };
    void tick();
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `now` is a clock, not a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, outTradeNo, orderId, round, settle]);

  const status = order?.status ?? result?.status ?? null;
  const currentOrderId = order?.orderId ?? result?.orderId ?? orderId ?? null;
  const canPay = order ? order.canPay : (result?.canPay ?? false);
  const reload = useCallback(() => setRound((n) => n + 1), []);

  const actions = useOrderActions({
    openCheckout: input.openCheckout,
    returnUrl: input.returnUrl,
    onChanged: reload,
  });
  const payAgain = async (): Promise<boolean> =>
    currentOrderId !== null && canPay ? actions.pay(currentOrderId) : false;
  const cancel = async (): Promise<boolean> =>
    currentOrderId !== null ? actions.cancel(currentOrderId) : false;
  const running = actions.busy !== null && actions.busy === currentOrderId;

  return {
    result,
    order,
    status,
    view: status ? orderStatusView(status, order?.refund?.status) : null,
    refund: refundOf(order),
    refundMessage: refundMessage(refundOf(order)),
    failure: failedOrderHelp(order),
    failed: failed && !result && !order,
    notFound: notFound && !result && !order,
    stale,
    reload,
    canPay,
    canCancel: order?.canCancel ?? false,
    payAgain,
    paying: running && actions.busyAction === 'pay',
    cancel,
    cancelling: running && actions.busyAction === 'cancel',
  };
}
