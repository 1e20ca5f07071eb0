// The part of checkout shared by the game zone and the cart: payment methods with their limits,
// coupons (best applicable by default, changeable), and the server's price quote. Kit-free.
import type { Coupon, Money, PayMethod, Quote } from '@gemlane/contract';
import { useAtom, useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { errorMessage, storesApiAtom } from '../api.ts';
import {
  effectiveCoupon,
  fitCoupon,
  fitCoupons,
  type CouponChoice,
  type CouponFit,
} from './best-coupon.ts';
import type { Message } from './messages.ts';
import { effectiveMethod, pricedMethods, type MethodOption } from './pay-methods.ts';
import { draftAtom, type PurchaseDraft } from './state.ts';
import { useLoad } from '../load/use-load.ts';

/** The app's i18next `t`, loosened to any key (the journey's keys are in the English pack). */
export type Translate = (key: string) => string;

/** The coupon code box: a typed code is claimed on the server, then used for this order. */
export interface CouponCodeView {
  value: string;
  setValue: (value: string) => void;
  apply: () => Promise<'applied' | 'notForOrder' | 'failed'>;
  applying: boolean;
  /** Why the code was not used: a message of the journey, or the server's translated reason. */
  error: Message | string | null;
  /** The code's coupon now applies to the order. */
  applied: Message | null;
}

/** The code box as a view renders it: its state, its two actions, its messages in words. */
export interface CouponCodeBoxState {
  value: string;
  onChange: (value: string) => void;
  onApply: () => void;
  applying: boolean;
  /** Why the code was not used (the typed code stays). */
  error: string | null;
  /** The code's coupon applies to the order. */
  applied: string | null;
}

/** What a code box component takes: the state, of which a story may leave out the messages. */
export type CouponCodeBoxProps = Pick<CouponCodeBoxState, 'value' | 'onChange' | 'onApply'> &
  Partial<Pick<CouponCodeBoxState, 'applying' | 'error' | 'applied'>>;

/** The stores' code box for a view (null for visitors), its messages put into words by `text`. */
export function couponCodeBoxState(
  view: CouponCodeView | null,
  text: (message: Message) => string,
): CouponCodeBoxState | null {
  if (!view) return null;
  return {
    value: view.value,
    onChange: view.setValue,
    onApply: () => void view.apply(),
    applying: view.applying,
    error:
      view.error === null ? null : typeof view.error === 'string' ? view.error : text(view.error),
    applied: view.applied ? text(view.applied) : null,
  };
}

/**
 * Why a claimed coupon does not fit this order (it stays in the shopper's coupons): the minimum
 * it needs, or that it cannot be used here at all.
 */
export function codeMisfitMessage(fit: CouponFit): Message | null {
  if (fit.applicable) return null;
  if (fit.reason === 'belowMinimum' && fit.coupon.minimumOrder.amount > 0)
    return {
      key: 'coupon.codeBelowMinimum',
      values: { amount: { money: fit.coupon.minimumOrder } },
    };
  return { key: 'coupon.codeNotForOrder', values: {} };
}

export interface PaymentOptionsView {
  methods: {
    options: MethodOption[];
    /** The method the order will use (the shopper's choice, or the first that can take it). */
    selected: PayMethod | null;
    select: (method: PayMethod) => void;
    loading: boolean;
  };
  coupons: {
    /** Applicable first, largest saving first; empty for visitors. */
    fits: CouponFit[];
    selected: Coupon | null;
    choice: CouponChoice;
    choose: (choice: CouponChoice) => void;
    loading: boolean;
    /** Null for visitors (a code is claimed into an account). */
    code: CouponCodeView | null;
  };
  quote: Quote | undefined;
  quoting: boolean;
  /** What the items cost before coupon and fee (null until known). */
  subtotal: Money | null;
  draft: PurchaseDraft;
  setDraft: (patch: Partial<PurchaseDraft>) => void;
}

export function usePaymentOptions(input: {
  draftId: string;
  items: { packageId: number; quantity: number }[];
  /** The subtotal the client can tell before the quote (the zone's package price x quantity). */
  estimate: Money | null;
  loggedIn: boolean;
}): PaymentOptionsView {
  const api = useAtomValue(storesApiAtom);
  const draftState = useMemo(() => draftAtom(input.draftId), [input.draftId]);
  const [draft, setDraft] = useAtom(draftState);
  // The server render paints the zone without the payment calls: they run in the browser only.
  const browserOnly = { serverRendered: false };
  const methods = useLoad(api ? () => api.paymentMethods() : null, [api], browserOnly);
  // Back from the checkout, the attempt's unpaid order holds its coupon: asked with the attempt's
  // key, the server still counts that coupon as available to this attempt (same total as before).
  const attemptKey = draft.attempt?.key;
  const coupons = useLoad(
    api && input.loggedIn
      ? () =>
          api
            .couponList(
              {
                status: 'available',
                page: 1,
                pageSize: 100,
                ...(attemptKey ? { attemptKey } : {}),
              },
              { hideError: true },
            )
            .then((p) => p.list)
      : null,
    [api, input.loggedIn, attemptKey],
    browserOnly,
  );
  const itemsKey = input.items.map((i) => `${i.packageId}x${i.quantity}`).join(',');

  // The coupon needs the subtotal: the client's estimate, else the server's subtotal of the cart.
  const base = useLoad(
    api && input.items.length && !input.estimate
      ? () => api.quoteOrder({ items: input.items }, { hideError: true })
      : null,
    [api, itemsKey],
    browserOnly,
  );
  const subtotal = input.estimate ?? base.data?.subtotal ?? null;
  const [codeValue, setCodeValue] = useState('');
  const [codeState, setCodeState] = useState<{
    applying: boolean;
    error: Message | string | null;
    applied: Message | null;
  }>({ applying: false, error: null, applied: null });
  const couponList = coupons.data ?? [];
  const coupon = input.loggedIn ? effectiveCoupon(couponList, subtotal, draft.coupon) : null;
  const options = pricedMethods(methods.data ?? [], subtotal, coupon);
  const method = effectiveMethod(options, draft.payMethod);

  const quote = useLoad(
    api && input.items.length && (methods.data || methods.error)
      ? () =>
          api.quoteOrder(
            {
              items: input.items,
              couponId: coupon?.id,
              payMethod: method ?? draft.payMethod ?? 'card',
              ...(coupon && attemptKey ? { attemptKey } : {}),
            },
            { hideError: true },
          )
      : null,
    [api, itemsKey, coupon?.id, method, attemptKey, Boolean(methods.data || methods.error)],
    browserOnly,
  );

  const applyCode: CouponCodeView['apply'] = async () => {
    const code = codeValue.trim();
    if (!code) {
      setCodeState({
        applying: false,
        error: { key: 'coupon.codeEmpty', values: {} },
        applied: null,
      });
      return 'failed';
    }
    if (!api) return 'failed';
    setCodeState({ applying: true, error: null, applied: null });
    try {
      const claimed = await api.claimCouponCode({ code }, { hideError: true });
      coupons.reload();
      const misfit = subtotal ? codeMisfitMessage(fitCoupon(claimed, subtotal)) : null;
      if (misfit) {
        setCodeState({ applying: false, error: misfit, applied: null });
        return 'notForOrder';
      }
      setDraft({ coupon: claimed.id });
      setCodeValue('');
      setCodeState({
        applying: false,
        error: null,
        applied: { key: 'coupon.codeApplied', values: { name: claimed.name } },
      });
      return 'applied';
    } catch (e) {
      // The typed code stays in the box so the shopper can correct it.
      setCodeState({
        applying: false,
        error: errorMessage(e) ?? { key: 'coupon.codeFailed', values: {} },
        applied: null,
      });
      return 'failed';
    }
  };

  return {
    methods: {
      options,
      selected: method,
      select: (m) => setDraft({ payMethod: m }),
      loading: methods.loading,
    },
    coupons: {
      fits: subtotal ? fitCoupons(couponList, subtotal) : [],
      selected: coupon,
      choice: draft.coupon,
      choose: (choice) => setDraft({ coupon: choice }),
      loading: coupons.loading,
      code: input.loggedIn
        ? {
            value: codeValue,
            setValue: (value) => {
              setCodeValue(value);
              if (codeState.error) setCodeState((s) => ({ ...s, error: null }));
            },
            apply: applyCode,
            ...codeState,
          }
        : null,
    },
    quote: quote.data,
    quoting: quote.loading || base.loading,
    subtotal,
    draft,
    setDraft,
  };
}
