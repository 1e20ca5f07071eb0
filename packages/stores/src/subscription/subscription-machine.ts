// The newsletter subscription state machine of docs/product.md §4, as a pure reducer.
import { atom } from 'jotai/vanilla';

export type SubscriptionState = 'initial' | 'error' | 'sent' | 'subscribed';

export interface SubscriptionModel {
  state: SubscriptionState;
  email: string;
  /** The mailed link's token once confirmed: a visitor (no account) proves the subscription with it
   *  to unsubscribe. */
  token?: string;
}

export type SubscriptionEvent =
  /** The user typed in the e-mail input. */
  | { type: 'INPUT_CHANGED'; email: string }
  /** The e-mail input lost focus. */
  | { type: 'BLURRED' }
  /** sendSubscribeEmail answered 200: the user must confirm from the mail. */
  | { type: 'SEND_SUCCEEDED' }
  /** confirmSubscribe accepted the token of the confirmation link. */
  | { type: 'CONFIRMED'; email?: string | null; token?: string }
  /** cancelSubscribe answered 200. */
  | { type: 'CANCEL_SUCCEEDED' }
  /** getCurrUserDetail answered; an e-mail means already subscribed. */
  | { type: 'DETAIL_LOADED'; email: string | null };

export const INITIAL_SUBSCRIPTION: SubscriptionModel = { state: 'initial', email: '' };

/**
 * Word characters, dots or hyphens, @, domain labels, ending in 2 to 4 letters.
 * The one rule for the newsletter input of both apps.
 */
export const SUBSCRIBE_EMAIL_PATTERN = /^[\w.-]+@(?:[\w-]+\.)+[A-Za-z]{2,4}$/;

/** The send failure without a server message. */
export const SUBSCRIBE_FAILED_MESSAGE = 'Failed to subscribe. Please try again later.';

export const SUBSCRIBE_MESSAGE_KEYS = {
  invalidEmail: 'emailSubscribe.invalidEmail',
  subscriptionSuccessful: 'emailSubscribe.subscriptionSuccessful',
} as const;

export function isValidSubscribeEmail(email: string): boolean {
  return SUBSCRIBE_EMAIL_PATTERN.test(email.trim());
}

/** Send is blocked while the e-mail is invalid (and pointless once subscribed). */
export function canSend(model: SubscriptionModel): boolean {
  return model.state !== 'subscribed' && isValidSubscribeEmail(model.email);
}

/** The button looks disabled while the input is empty. */
export function sendLooksDisabled(model: SubscriptionModel): boolean {
  return model.email.trim() === '';
}

/**
 * Transitions (docs/product.md §4), every other event leaves the model unchanged:
 * - INPUT_CHANGED: error -> initial; initial and sent keep their state; the e-mail is updated.
 * - BLURRED with a non-empty invalid e-mail: initial or sent -> error.
 * - SEND_SUCCEEDED: initial or sent -> sent.
 * - CONFIRMED: any -> subscribed.
 * - CANCEL_SUCCEEDED: subscribed -> initial with the input emptied.
 * - DETAIL_LOADED with an e-mail: initial -> subscribed (the state starts subscribed).
 */
export function subscriptionReducer(
  model: SubscriptionModel,
  event: SubscriptionEvent,
): SubscriptionModel {
  switch (event.type) {
    case 'INPUT_CHANGED':
      if (model.state === 'subscribed') return model;
      return { state: model.state === 'error' ? 'initial' : model.state, email: event.email };
    case 'BLURRED':
      if (model.state !== 'initial' && model.state !== 'sent') return model;
      if (model.email.trim() === '' || isValidSubscribeEmail(model.email)) return model;
      return { ...model, state: 'error' };
    case 'SEND_SUCCEEDED':
      if (model.state !== 'initial' && model.state !== 'sent') return model;
      return { ...model, state: 'sent' };
    case 'CONFIRMED':
      return { state: 'subscribed', email: event.email || model.email, token: event.token };
    case 'CANCEL_SUCCEEDED':
      if (model.state !== 'subscribed') return model;
      return { state: 'initial', email: '' };
    case 'DETAIL_LOADED':
      if (model.state !== 'initial' || !event.email) return model;
      return { state: 'subscribed', email: event.email };
  }
}

/** Shared by the newsletter block and the confirmation read from the URL. */
export const subscriptionAtom = atom<SubscriptionModel>(INITIAL_SUBSCRIPTION);

export const dispatchSubscriptionAtom = atom(null, (get, set, event: SubscriptionEvent) => {
  set(subscriptionAtom, subscriptionReducer(get(subscriptionAtom), event));
});
