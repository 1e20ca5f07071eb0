// The result page's controller (/payment-result?outTradeNo=&return=): the order followed to a
// final state (useOrderTracker), the way back from the checkout told apart (payment-return.ts),
// and the shopper's next steps: pay again, change the method (the order is cancelled, so its
// coupon is free again, and the shopper goes back to where it was made, the draft kept), cancel
// the order, back to the game, view the order. The apps render it with their kit.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { currentGameAtom } from '../games/games.ts';
import { buildPath } from '../router/routes.ts';
import {
  paymentReturnView,
  stepsBackPastCheckout,
  type ReturnAction,
  type ReturnView,
  type ReturnWay,
} from './payment-return.ts';
import { returnText, type Message } from './messages.ts';
import { CART_DRAFT, pendingCheckoutAtom } from './state.ts';
import { useOrderTracker, type OrderTrackerView } from './use-order-tracker.ts';

export interface PaymentReturnView {
  tracker: OrderTrackerView;
  /** Null until the first answer. */
  view: ReturnView | null;
  /** The line under the headline: the bank's reason and advice after a decline, else `view.textKey`. */
  text: Message | null;
  /** Runs one of `view.actions`; `busy` names the one running. */
  run: (action: ReturnAction) => void;
  busy: ReturnAction | null;
  /** Where "back to the game" goes: the zone (or cart) the order was made in, else home. */
  gamePath: string;
}

export function usePaymentReturn(input: {
  outTradeNo: string | null;
  way: ReturnWay;
  navigate: (path: string) => void;
  openCheckout?: (url: string) => void;
  returnUrl?: () => string;
  /** Steps the browser back (tests pass a spy); the default is history.back(). */
  stepBack?: () => boolean;
}): PaymentReturnView {
  const tracker = useOrderTracker({
    outTradeNo: input.outTradeNo,
    openCheckout: input.openCheckout,
    returnUrl: input.returnUrl,
  });
  const pending = useAtomValue(pendingCheckoutAtom);
  const current = useAtomValue(currentGameAtom);
  const [busy, setBusy] = useState<ReturnAction | null>(null);
  const r = tracker.result;
  const view = r
    ? paymentReturnView(
        {
          status: tracker.status ?? r.status,
          paymentStatus: r.paymentStatus,
          canPay: tracker.canPay,
        },
        input.way,
      )
    : null;
  const made = pending && r && pending.orderId === r.orderId ? pending.draft : null;
  const gamePath =
    made === CART_DRAFT
      ? buildPath('Cart')
      : made
        ? buildPath('GameZone', { gameZonePath: made })
        : current
          ? buildPath('GameZone', { gameZonePath: current.gameZonePath })
          : '/home';

  const stepBack = input.stepBack ?? defaultStepBack;
  const leave = view !== null && stepsBackPastCheckout(view, input.way);
  useEffect(() => {
    if (leave) stepBack();
    // Once, when the state is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [leave]);

  const run = (action: ReturnAction) => {
    if (busy) return;
    const orderPath = r ? buildPath('OrderDetail', {}, { orderId: r.orderId }) : '/orderList';
    switch (action) {
      case 'viewOrder':
        input.navigate(orderPath);
        return;
      case 'backToGame':
        input.navigate(gamePath);
        return;
      case 'payAgain':
        setBusy(action);
        void tracker.payAgain().then((opened) => {
          if (!opened) setBusy(null);
        });
        return;
      case 'cancelOrder':
        setBusy(action);
        void tracker.cancel().finally(() => setBusy(null));
        return;
      case 'changeMethod':
        setBusy(action);
        void tracker.cancel().then((cancelled) => {
          setBusy(null);
          if (cancelled) input.navigate(gamePath);
        });
        return;
    }
  };

  return { tracker, view, text: returnText(view, r), run, busy, gamePath };
}

function defaultStepBack(): boolean {
  const h = globalThis.history as History | undefined;
  if (!h || h.length < 2) return false;
  h.back();
  return true;
}
