import { describe, expect, it } from 'vitest';
import {
  canSend,
  INITIAL_SUBSCRIPTION,
  isValidSubscribeEmail,
  sendLooksDisabled,
  subscriptionReducer,
  type SubscriptionEvent,
  type SubscriptionModel,
  type SubscriptionState,
} from './subscription-machine.ts';

const at = (state: SubscriptionState, email = 'a@b.com'): SubscriptionModel => ({ state, email });
const STATES: SubscriptionState[] = ['initial', 'error', 'sent', 'subscribed'];

describe('isValidSubscribeEmail (docs/product.md §5 pattern)', () => {
  it.each(['user@example.com', 'first.last-x_y@mail.example.co', 'a@b.io', ' me@site.info '])(
    'accepts %s',
    (e) => expect(isValidSubscribeEmail(e)).toBe(true),
  );
  it.each([
    '',
    'plain',
    'a@b',
    'a@b.c',
    'a@b.abcde',
    'a b@c.com',
    'a@b..com',
    'a+tag@b.com',
    '@b.com',
  ])('refuses %j', (e) => expect(isValidSubscribeEmail(e)).toBe(false));
});

describe('subscriptionReducer', () => {
  it('starts initial with an empty input', () => {
    expect(INITIAL_SUBSCRIPTION).toEqual({ state: 'initial', email: '' });
  });

  it('input change returns error to initial and updates the e-mail', () => {
    expect(
      subscriptionReducer(at('error', 'bad'), { type: 'INPUT_CHANGED', email: 'bad2' }),
    ).toEqual(at('initial', 'bad2'));
  });

  it('input change keeps initial and sent, and is ignored once subscribed', () => {
    expect(subscriptionReducer(at('initial'), { type: 'INPUT_CHANGED', email: 'x' })).toEqual(
      at('initial', 'x'),
    );
    expect(subscriptionReducer(at('sent'), { type: 'INPUT_CHANGED', email: 'x' })).toEqual(
      at('sent', 'x'),
    );
    const s = at('subscribed');
    expect(subscriptionReducer(s, { type: 'INPUT_CHANGED', email: 'x' })).toBe(s);
  });

  it('blur with an invalid non-empty e-mail gives error', () => {
    expect(subscriptionReducer(at('initial', 'nope'), { type: 'BLURRED' }).state).toBe('error');
    expect(subscriptionReducer(at('sent', 'nope'), { type: 'BLURRED' }).state).toBe('error');
  });

  it('blur with an empty or valid e-mail changes nothing', () => {
    expect(subscriptionReducer(at('initial', ''), { type: 'BLURRED' }).state).toBe('initial');
    expect(subscriptionReducer(at('initial', '  '), { type: 'BLURRED' }).state).toBe('initial');
    expect(subscriptionReducer(at('initial', 'a@b.com'), { type: 'BLURRED' }).state).toBe(
      'initial',
    );
    expect(subscriptionReducer(at('subscribed', 'nope'), { type: 'BLURRED' }).state).toBe(
      'subscribed',
    );
  });

  it('a successful send gives sent', () => {
    expect(subscriptionReducer(at('initial'), { type: 'SEND_SUCCEEDED' }).state).toBe('sent');
    expect(subscriptionReducer(at('sent'), { type: 'SEND_SUCCEEDED' }).state).toBe('sent');
    expect(subscriptionReducer(at('error'), { type: 'SEND_SUCCEEDED' }).state).toBe('error');
    expect(subscriptionReducer(at('subscribed'), { type: 'SEND_SUCCEEDED' }).state).toBe(
      'subscribed',
    );
  });

  it.each(STATES)('a confirmed token gives subscribed from %s', (state) => {
    expect(
      subscriptionReducer(at(state, 'old@b.com'), { type: 'CONFIRMED', email: 'new@b.com' }),
    ).toEqual(at('subscribed', 'new@b.com'));
  });

  it('a confirmation without an e-mail keeps the typed one', () => {
    expect(subscriptionReducer(at('sent', 'me@b.com'), { type: 'CONFIRMED' })).toEqual(
      at('subscribed', 'me@b.com'),
    );
  });

  it('a successful cancel gives initial with the input emptied', () => {
    expect(subscriptionReducer(at('subscribed'), { type: 'CANCEL_SUCCEEDED' })).toEqual(
      at('initial', ''),
    );
    expect(subscriptionReducer(at('sent'), { type: 'CANCEL_SUCCEEDED' })).toEqual(at('sent'));
  });

  it('a subscribe detail with an e-mail starts subscribed', () => {
    expect(
      subscriptionReducer(INITIAL_SUBSCRIPTION, { type: 'DETAIL_LOADED', email: 'me@b.com' }),
    ).toEqual(at('subscribed', 'me@b.com'));
    expect(
      subscriptionReducer(INITIAL_SUBSCRIPTION, { type: 'DETAIL_LOADED', email: null }),
    ).toEqual(INITIAL_SUBSCRIPTION);
    // A late answer does not undo what the user has done since.
    expect(subscriptionReducer(at('sent'), { type: 'DETAIL_LOADED', email: 'x@b.com' })).toEqual(
      at('sent'),
    );
  });

  it('allows no other transition', () => {
    const events: SubscriptionEvent[] = [
      { type: 'INPUT_CHANGED', email: 'z@b.com' },
      { type: 'BLURRED' },
      { type: 'SEND_SUCCEEDED' },
      { type: 'CONFIRMED' },
      { type: 'CANCEL_SUCCEEDED' },
      { type: 'DETAIL_LOADED', email: 'z@b.com' },
    ];
    const seen = new Set<string>();
    for (const state of STATES) {
      for (const email of ['', 'bad', 'a@b.com']) {
        for (const event of events) {
          const next = subscriptionReducer(at(state, email), event).state;
          if (next !== state) seen.add(`${state} -${event.type}-> ${next}`);
        }
      }
    }
    expect([...seen].sort()).toEqual(
      [
        'error -INPUT_CHANGED-> initial',
        'error -CONFIRMED-> subscribed',
        'initial -BLURRED-> error',
        'initial -SEND_SUCCEEDED-> sent',
        'initial -CONFIRMED-> subscribed',
        'initial -DETAIL_LOADED-> subscribed',
        'sent -BLURRED-> error',
        'sent -CONFIRMED-> subscribed',
        'subscribed -CANCEL_SUCCEEDED-> initial',
      ].sort(),
    );
  });
});

describe('send rules', () => {
  it('blocks send while invalid and once subscribed', () => {
    expect(canSend(at('initial', 'a@b.com'))).toBe(true);
    expect(canSend(at('initial', 'bad'))).toBe(false);
    expect(canSend(at('error', 'bad'))).toBe(false);
    expect(canSend(at('subscribed', 'a@b.com'))).toBe(false);
  });

  it('the button looks disabled only while empty', () => {
    expect(sendLooksDisabled(at('initial', ''))).toBe(true);
    expect(sendLooksDisabled(at('initial', 'bad'))).toBe(false);
  });
});
