// The cart's controller: lines and quantities, methods, coupons and quote (usePaymentOptions), and
// checkout. The lines stay in the cart until the order holding them is paid.
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { storesApiAtom } from '../api.ts';
import {
  LINE_MAX_QUANTITY,
  orderItemsOf,
  removeLines,
  setLineQuantity,
  type CartLine,
} from './cart.ts';
import { openHostedCheckout, paymentReturnUrl } from './hand-off.ts';
import { startOrder } from './start-order.ts';
import { cartAtom } from './cart-state.ts';
import { CART_DRAFT, pendingCheckoutAtom } from './state.ts';
import { usePaymentOptions, type PaymentOptionsView } from './use-payment-options.ts';

export interface CartCheckoutView extends PaymentOptionsView {
  lines: CartLine[];
  setQuantity: (key: string, quantity: number) => void;
  remove: (key: string) => void;
  maxQuantity: number;
  checkout: () => Promise<'started' | 'noMethod' | 'empty' | 'failed'>;
  checkingOut: boolean;
  /** Check out is offered: the cart has lines and a payment method can take the amount. */
  canCheckout: boolean;
}

/** When Check out is offered. */
export function checkoutReady(input: { lines: number; methodChosen: boolean }): boolean {
  return input.lines > 0 && input.methodChosen;
}

export function useCartCheckout(
  options: {
    loggedIn?: boolean;
    openCheckout?: (url: string) => void;
    returnUrl?: () => string;
  } = {},
): CartCheckoutView {
  const api = useAtomValue(storesApiAtom);
  const [lines, setLines] = useAtom(cartAtom);
  const setPending = useSetAtom(pendingCheckoutAtom);
  const [checkingOut, setCheckingOut] = useState(false);
  const payment = usePaymentOptions({
    draftId: CART_DRAFT,
    items: lines.map((l) => ({ packageId: l.packageId, quantity: l.quantity })),
    estimate: null,
    loggedIn: options.loggedIn ?? true,
  });

  const checkout: CartCheckoutView['checkout'] = async () => {
    if (!lines.length) return 'empty';
    const method = payment.methods.selected;
    if (!method || !api) return 'noMethod';
    setCheckingOut(true);
    try {
      await startOrder({
        api,
        request: {
          items: orderItemsOf(lines),
          payMethod: method,
          couponId: payment.coupons.selected?.id,
          returnUrl: (options.returnUrl ?? paymentReturnUrl)(),
        },
        previous: payment.draft.attempt,
        saveAttempt: (attempt) => payment.setDraft({ attempt }),
        remember: setPending,
        draftId: CART_DRAFT,
        lineKeys: lines.map((l) => l.key),
        openCheckout: options.openCheckout ?? openHostedCheckout,
      });
      return 'started';
    } catch {
      setCheckingOut(false);
      return 'failed';
    }
  };

  return {
    ...payment,
    lines,
    setQuantity: (key, q) => setLines((ls) => setLineQuantity(ls, key, q)),
    remove: (key) => setLines((ls) => removeLines(ls, [key])),
    maxQuantity: LINE_MAX_QUANTITY,
    checkout,
    checkingOut,
    canCheckout: checkoutReady({
      lines: lines.length,
      methodChosen: payment.methods.selected !== null,
    }),
  };
}
