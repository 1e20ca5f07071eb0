// The newsletter block's behaviour (docs/product.md §2, §4, §5 and §8) without any UI.
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage, storesApiAtom } from '../api.ts';
import {
  canSend,
  dispatchSubscriptionAtom,
  isValidSubscribeEmail,
  sendLooksDisabled,
  SUBSCRIBE_FAILED_MESSAGE,
  SUBSCRIBE_MESSAGE_KEYS,
  subscriptionAtom,
  type SubscriptionState,
} from './subscription-machine.ts';
import { SUBSCRIBE_EMAIL_PARAM, SUBSCRIBE_TOKEN_PARAM } from './subscribe-params.ts';

export type SubscriptionTranslate = (key: string) => string;

export interface UseSubscriptionOptions {
  t: SubscriptionTranslate;
  /** Shows a toast/message (the app's UI kit). */
  notify: (message: string) => void;
}

export interface SubscriptionView {
  state: SubscriptionState;
  email: string;
  sending: boolean;
  cancelling: boolean;
  /** The translated invalidEmail text while in `error`. */
  error: string | null;
  canSend: boolean;
  sendLooksDisabled: boolean;
  onChange: (email: string) => void;
  onBlur: () => void;
  /** Resolves true when the mail was sent. */
  send: () => Promise<boolean>;
  /** Resolves true when unsubscribed; the desktop app asks in its dialog first. */
  cancel: () => Promise<boolean>;
}

export function useSubscription({ t, notify }: UseSubscriptionOptions): SubscriptionView {
  const api = useAtomValue(storesApiAtom);
  const model = useAtomValue(subscriptionAtom);
  const dispatch = useSetAtom(dispatchSubscriptionAtom);
  const [sending, setSending] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const latest = useRef({ model, t, notify });
  latest.current = { model, t, notify };

  useEffect(() => {
    if (!api) return;
    let live = true;
    api
      .getCurrUserDetail(undefined, { hideError: true })
      .then((detail) => {
        if (live) dispatch({ type: 'DETAIL_LOADED', email: detail.email });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, dispatch]);

  const onChange = useCallback(
    (email: string) => dispatch({ type: 'INPUT_CHANGED', email }),
    [dispatch],
  );
  const onBlur = useCallback(() => dispatch({ type: 'BLURRED' }), [dispatch]);

  const send = useCallback(async () => {
    const { model: m, t: translate, notify: show } = latest.current;
    if (!api || sending) return false;
    if (!isValidSubscribeEmail(m.email)) {
      dispatch({ type: 'BLURRED' });
      if (m.email.trim() !== '') show(translate(SUBSCRIBE_MESSAGE_KEYS.invalidEmail));
      return false;
    }
    if (!canSend(m)) return false;
    setSending(true);
    try {
      const res = await api.sendSubscribeEmail({ email: m.email.trim() }, { hideError: true });
      if (res.code !== 200) throw res;
      dispatch({ type: 'SEND_SUCCEEDED' });
      return true;
    } catch (error) {
      show(errorMessage(error) ?? SUBSCRIBE_FAILED_MESSAGE);
      return false;
    } finally {
      setSending(false);
    }
  }, [api, dispatch, sending]);

  const cancel = useCallback(async () => {
    const { model: m } = latest.current;
    if (!api || cancelling || m.state !== 'subscribed') return false;
    setCancelling(true);
    try {
      const res = await api.cancelSubscribe({
        email: m.email || undefined,
        token: m.token,
      });
      if (res.code !== 200) return false;
      dispatch({ type: 'CANCEL_SUCCEEDED' });
      return true;
    } catch {
      // The api client already showed the server's message.
      return false;
    } finally {
      setCancelling(false);
    }
  }, [api, cancelling, dispatch]);

  return {
    state: model.state,
    email: model.email,
    sending,
    cancelling,
    error: model.state === 'error' ? t(SUBSCRIBE_MESSAGE_KEYS.invalidEmail) : null,
    canSend: canSend(model) && !sending,
    sendLooksDisabled: sendLooksDisabled(model),
    onChange,
    onBlur,
    send,
    cancel,
  };
}

export { SUBSCRIBE_EMAIL_PARAM, SUBSCRIBE_TOKEN_PARAM };

/**
 * Call once per app (inside the router): a page URL with subscribeToken (and email) confirms the
 * subscription, toasts subscriptionSuccessful, and both parameters are removed from the URL.
 */
export function useSubscribeConfirmation({ t, notify }: UseSubscriptionOptions): void {
  const api = useAtomValue(storesApiAtom);
  const dispatch = useSetAtom(dispatchSubscriptionAtom);
  const [params, setParams] = useSearchParams();
  const token = params.get(SUBSCRIBE_TOKEN_PARAM);
  const email = params.get(SUBSCRIBE_EMAIL_PARAM);
  const handled = useRef<string | null>(null);
  const latest = useRef({ t, notify });
  latest.current = { t, notify };

  useEffect(() => {
    if (!api || !token || handled.current === token) return;
    handled.current = token;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(SUBSCRIBE_TOKEN_PARAM);
        next.delete(SUBSCRIBE_EMAIL_PARAM);
        return next;
      },
      { replace: true },
    );
    api
      .confirmSubscribe({ token, email: email ?? undefined })
      .then((res) => {
        if (res.code !== 200) return;
        dispatch({ type: 'CONFIRMED', email: res.data?.email ?? email, token });
        latest.current.notify(latest.current.t(SUBSCRIBE_MESSAGE_KEYS.subscriptionSuccessful));
      })
      .catch(() => undefined);
  }, [api, dispatch, email, setParams, token]);
}
