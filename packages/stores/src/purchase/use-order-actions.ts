// Pay and cancel for an order: the one place that opens a new payment for an existing order (the
// result page, the order detail and the order list all come here). Each press of Pay is one
// idempotency key, reused by the retries of that press; the order handed to the checkout is
// remembered so that its cart lines leave the cart once it is paid.
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { storesApiAtom } from '../api.ts';
import { newIdempotencyKey, withRetries } from './attempt.ts';
import { openHostedCheckout, paymentReturnUrl } from './hand-off.ts';
import { pendingCheckoutAtom } from './state.ts';

export interface OrderActionsView {
  /** Opens a new payment and leaves for the checkout; false when it could not be opened. */
  pay: (orderId: string) => Promise<boolean>;
  /** Cancels an unpaid order; a cancelled order can never be paid again. */
  cancel: (orderId: string) => Promise<boolean>;
  /** The order a pay or cancel is running for. */
  busy: string | null;
  /** Which of the two is running. */
  busyAction: 'pay' | 'cancel' | null;
}

export function useOrderActions(
  options: {
    openCheckout?: (url: string) => void;
    returnUrl?: () => string;
    /** After a cancel: the page reads the order (or the list) again. */
    onChanged?: () => void;
  } = {},
): OrderActionsView {
  const api = useAtomValue(storesApiAtom);
  const setPending = useSetAtom(pendingCheckoutAtom);
  const [busy, setBusy] = useState<{ orderId: string; action: 'pay' | 'cancel' } | null>(null);

  const pay = async (orderId: string) => {
    if (!api) return false;
    setBusy({ orderId, action: 'pay' });
    const key = newIdempotencyKey();
    try {
      const started = await withRetries(() =>
        api.payAgain({
          orderId,
          idempotencyKey: key,
          returnUrl: (options.returnUrl ?? paymentReturnUrl)(),
        }),
      );
      // The pending order (its cart lines, its draft) now waits for this payment.
      setPending((p) =>
        p && p.orderId === started.orderId ? { ...p, outTradeNo: started.outTradeNo } : p,
      );
      (options.openCheckout ?? openHostedCheckout)(started.payUrl);
      // The page is left for the checkout: the button keeps its progress until then.
      return true;
    } catch {
      setBusy(null);
      return false;
    }
  };

  const cancel = async (orderId: string) => {
    if (!api) return false;
    setBusy({ orderId, action: 'cancel' });
    try {
      await api.cancelOrder({ orderId });
      setPending((p) => (p && p.orderId === orderId ? null : p));
      options.onChanged?.();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { pay, cancel, busy: busy?.orderId ?? null, busyAction: busy?.action ?? null };
}
