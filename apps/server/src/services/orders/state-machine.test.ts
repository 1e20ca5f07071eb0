import { ORDER_STATUSES } from '@gemlane/contract';
import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canPay,
  nextStatus,
  ORDER_TRANSITIONS,
  transition,
  TransitionError,
} from './state-machine.ts';

describe('order state machine', () => {
  it('covers every status of the contract', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('walks the happy path paying -> paymentPending -> checking -> processing -> complete', () => {
    let s = transition('paying', 'payment.submitted');
    expect(s).toBe('paymentPending');
    s = transition(s, 'payment.succeeded');
    expect(s).toBe('checking');
    s = transition(s, 'fulfilment.started');
    expect(s).toBe('processing');
    expect(transition(s, 'fulfilment.delivered')).toBe('complete');
  });

  it('never lets a cancelled order be paid', () => {
    expect(canPay('cancelled')).toBe(false);
    expect(nextStatus('cancelled', 'payment.succeeded')).toBeNull();
    expect(nextStatus('cancelled', 'payment.submitted')).toBeNull();
    expect(() => transition('cancelled', 'payment.reopened')).toThrow(TransitionError);
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
});
