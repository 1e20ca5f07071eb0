// Pay and cancel for any order of a list, and the unpaid orders (waiting for payment, or a
// declined payment that may be paid again) for the order notice: each with pay and cancel.
import type { OrderSummary } from '@gemlane/contract';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { storesApiAtom } from '../api.ts';
import { newIdempotencyKey, withRetries } from './attempt.ts';
import { openHostedCheckout, paymentReturnUrl } from './hand-off.ts';
import { isUnpaid } from './order-status.ts';
import { useLoad } from './use-load.ts';

export interface OrderActionsView {
  /** Opens a new payment (one key per press, reused by its retries) and leaves for the checkout. */
  pay: (orderId: string) => Promise<boolean>;
  /** Cancels an unpaid order; a cancelled order can never be paid again. */
  cancel: (orderId: string) => Promise<boolean>;
  /** The order a pay or cancel is running for. */
  busy: string | null;
}

export function useOrderActions(
  options: { openCheckout?: (url: string) => void; onChanged?: () => void } = {},
): OrderActionsView {
  const api = useAtomValue(storesApiAtom);
  const [busy, setBusy] = useState<string | null>(null);
  const pay = async (orderId: string) => {
    if (!api) return false;
    setBusy(orderId);
    const key = newIdempotencyKey();
    try {
      const started = await withRetries(() =>
        api.payAgain({ orderId, idempotencyKey: key, returnUrl: paymentReturnUrl() }),
      );
      (options.openCheckout ?? openHostedCheckout)(started.payUrl);
      return true;
    } catch {
      setBusy(null);
      return false;
    }
  };
  const cancel = async (orderId: string) => {
    if (!api) return false;
    setBusy(orderId);
    try {
      await api.cancelOrder({ orderId });
      options.onChanged?.();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { pay, cancel, busy };
}

export interface UnpaidOrdersView extends OrderActionsView {
  orders: OrderSummary[];
  loading: boolean;
  reload: () => void;
}

export function useUnpaidOrders(
  options: { enabled: boolean; openCheckout?: (url: string) => void } = { enabled: true },
): UnpaidOrdersView {
  const api = useAtomValue(storesApiAtom);
  const list = useLoad(
    api && options.enabled
      ? async () => {
          const [paying, declined] = await Promise.all([
            api.orderList({ status: 'paying', page: 1, pageSize: 20 }, { hideError: true }),
            api.orderList({ status: 'paymentFailed', page: 1, pageSize: 20 }, { hideError: true }),
          ]);
          return [...paying.list, ...declined.list]
            .filter(isUnpaid)
            .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
        }
      : null,
    `unpaid:${options.enabled}`,
  );
  const actions = useOrderActions({ openCheckout: options.openCheckout, onChanged: list.reload });
  return { ...actions, orders: list.data ?? [], loading: list.loading, reload: list.reload };
}
