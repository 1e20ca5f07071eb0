// Every way back from the hosted checkout, as one rule both apps render: paid (delivering, then
// complete or failed and refunded), declined, cancelled (the checkout's cancel link), abandoned
// (the order is unpaid and nothing was submitted at the checkout: the shopper left it some other
// way), still waiting for the provider, or the order cancelled. Each state says what the shopper
// can do next.
import type { PaymentResult } from '@gemlane/contract';

/** The query parameter the checkout adds to the result address to say how the shopper left it. */
export const RETURN_PARAM = 'return';

/** `cancelled`: the checkout's cancel link; `back`: the checkout was reopened after it finished. */
export type ReturnWay = 'cancelled' | 'back' | null;

export function returnWayOf(value: string | null | undefined): ReturnWay {
  return value === 'cancelled' || value === 'back' ? value : null;
}

export type ReturnState =
  | 'waiting'
  | 'delivering'
  | 'complete'
  | 'refunded'
  | 'declined'
  | 'cancelled'
  | 'abandoned'
  | 'orderCancelled';

/** How each state reads; each app maps it to its kit's result status. */
export type ReturnTone = 'success' | 'error' | 'warning' | 'info' | 'progress';

export const RETURN_TONE: Record<ReturnState, ReturnTone> = {
  waiting: 'progress',
  delivering: 'progress',
  complete: 'success',
  refunded: 'warning',
  declined: 'error',
  cancelled: 'warning',
  abandoned: 'warning',
  orderCancelled: 'info',
};

/** What the shopper can do next, in the order the page offers it (the first is the main one). */
export type ReturnAction = 'payAgain' | 'changeMethod' | 'cancelOrder' | 'backToGame' | 'viewOrder';

export interface ReturnView {
  state: ReturnState;
  /** Something is still moving by itself (the page shows progress); false: it waits for the shopper. */
  moving: boolean;
  /** i18n keys of the headline and the line under it (a declined payment adds the bank's words). */
  titleKey: string;
  textKey: string;
  actions: ReturnAction[];
  /** i18n key of each action's label (Pay again after a decline, Pay now otherwise). */
  actionKeys: Record<ReturnAction, string>;
}

function actionKeysOf(state: ReturnState): Record<ReturnAction, string> {
  return {
    payAgain: state === 'declined' ? 'topUp.payAgain' : 'order.return.payNow',
    changeMethod: 'order.return.changeMethod',
    cancelOrder: 'order.cancel',
    backToGame: 'order.result.backToGame',
    viewOrder: 'order.result.viewOrder',
  };
}

const UNPAID_ACTIONS = (canPay: boolean): ReturnAction[] => [
  ...(canPay ? (['payAgain'] as const) : []),
  'changeMethod',
  'cancelOrder',
  'backToGame',
];

/** The result page's state for the payment attempt as last read and the way the shopper came. */
export function paymentReturnView(
  result: Pick<PaymentResult, 'status' | 'paymentStatus' | 'canPay'>,
  way: ReturnWay,
): ReturnView {
  const view = (
    state: ReturnState,
    moving: boolean,
    titleKey: string,
    textKey: string,
    actions: ReturnAction[],
  ): ReturnView => ({ state, moving, titleKey, textKey, actions, actionKeys: actionKeysOf(state) });
  switch (result.status) {
    case 'checking':
    case 'processing':
      return view('delivering', true, 'order.phase.delivering', 'order.phaseText.delivering', [
        'viewOrder',
        'backToGame',
      ]);
    case 'complete':
      return view('complete', false, 'order.phase.complete', 'order.phaseText.complete', [
        'viewOrder',
        'backToGame',
      ]);
    case 'fail':
      return view('refunded', false, 'order.phase.refunded', 'order.phaseText.refunded', [
        'viewOrder',
        'backToGame',
      ]);
    case 'cancelled':
      return view('orderCancelled', false, 'order.phase.cancelled', 'order.phaseText.cancelled', [
        'backToGame',
        'viewOrder',
      ]);
    case 'paymentFailed':
      return view(
        'declined',
        false,
        'order.phase.paymentFailed',
        'errors.payAgain',
        UNPAID_ACTIONS(result.canPay),
      );
    case 'paying':
    case 'paymentPending':
      if (result.paymentStatus === 'failed')
        return view(
          'declined',
          false,
          'order.phase.paymentFailed',
          'errors.payAgain',
          UNPAID_ACTIONS(result.canPay),
        );
      // Nothing was submitted at the checkout: no confirmation is coming, the shopper decides.
      if (result.paymentStatus === 'created' || result.paymentStatus === 'void')
        return way === 'cancelled'
          ? view(
              'cancelled',
              false,
              'order.return.cancelledTitle',
              'order.return.cancelledText',
              UNPAID_ACTIONS(result.canPay),
            )
          : view(
              'abandoned',
              false,
              'order.return.abandonedTitle',
              'order.return.abandonedText',
              UNPAID_ACTIONS(result.canPay),
            );
      return view('waiting', true, 'order.phase.waitingPayment', 'order.phaseText.waitingPayment', [
        'viewOrder',
        'backToGame',
      ]);
  }
}

/**
 * The checkout was reopened (browser Back) after the payment finished and sent the shopper here
 * again: a paid or closed order has nothing to do at the checkout, so the page steps back once
 * more, to where the shopper was before the checkout.
 */
export function stepsBackPastCheckout(view: ReturnView, way: ReturnWay): boolean {
  return (
    way === 'back' &&
    (view.state === 'delivering' ||
      view.state === 'complete' ||
      view.state === 'refunded' ||
      view.state === 'orderCancelled')
  );
}
