import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../constants.ts';
import {
  awaitsPayment,
  canCancel,
  canPay,
  isFinal,
  isPaid,
  isTerminal,
  nextStatus,
  ORDER_TRANSITIONS,
} from './order-status.ts';

/** Follows `events` from `from` as the table allows (null as soon as one is refused). */
const walk = (
  from: (typeof ORDER_STATUSES)[number],
  ...events: Parameters<typeof nextStatus>[1][]
) =>
  events.reduce<(typeof ORDER_STATUSES)[number] | null>(
    (s, e) => (s === null ? null : nextStatus(s, e)),
    from,
  );

describe('order state machine', () => {
  it('covers every status of the contract', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('walks the happy path paying -> paymentPending -> checking -> processing -> complete', () => {
    expect(walk('paying', 'payment.submitted')).toBe('paymentPending');
    expect(walk('paying', 'payment.submitted', 'payment.succeeded')).toBe('checking');
    expect(walk('paying', 'payment.submitted', 'payment.succeeded', 'fulfilment.started')).toBe(
      'processing',
    );
    expect(
      walk(
        'paying',
        'payment.submitted',
        'payment.succeeded',
        'fulfilment.started',
        'fulfilment.delivered',
      ),
    ).toBe('complete');
  });

  it('never lets a cancelled order be paid', () => {
    expect(canPay('cancelled')).toBe(false);
    expect(nextStatus('cancelled', 'payment.succeeded')).toBeNull();
    expect(nextStatus('cancelled', 'payment.submitted')).toBeNull();
    expect(nextStatus('cancelled', 'payment.reopened')).toBeNull();
  });

  it('cancels and pays again only unpaid orders', () => {
    expect(ORDER_STATUSES.filter(canCancel)).toEqual(['paying', 'paymentFailed']);
    expect(ORDER_STATUSES.filter(canPay)).toEqual(['paying', 'paymentFailed']);
  });

  it('fails (and so refunds) only paid orders, and ends in terminal states', () => {
    expect(ORDER_STATUSES.filter((s) => nextStatus(s, 'fulfilment.failed'))).toEqual([
      'checking',
      'processing',
    ]);
    for (const terminal of ['complete', 'fail', 'cancelled'] as const) {
      expect(ORDER_TRANSITIONS[terminal]).toEqual({});
    }
  });

  it('groups the statuses the shop and the server ask about', () => {
    expect(ORDER_STATUSES.filter(awaitsPayment)).toEqual(['paying', 'paymentPending']);
    expect(ORDER_STATUSES.filter(isPaid)).toEqual(['checking', 'processing', 'complete', 'fail']);
    expect(ORDER_STATUSES.filter(isTerminal)).toEqual(['complete', 'fail', 'cancelled']);
    expect(ORDER_STATUSES.filter(isFinal)).toEqual([
      'complete',
      'paymentFailed',
      'fail',
      'cancelled',
    ]);
  });

  it('reaches every paid status only through a successful payment', () => {
    for (const from of ORDER_STATUSES) {
      for (const [event, to] of Object.entries(ORDER_TRANSITIONS[from])) {
        if (isPaid(to) && !isPaid(from)) expect(event).toBe('payment.succeeded');
      }
    }
  });
});
