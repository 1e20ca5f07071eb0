import { describe, expect, it } from 'vitest';
import { transition, TransitionError } from './state-machine.ts';

describe('order transitions', () => {
  it('moves as the contract table allows and refuses anything else', () => {
    expect(transition('paying', 'payment.submitted')).toBe('paymentPending');
    expect(transition('processing', 'fulfilment.delivered')).toBe('complete');
    expect(() => transition('cancelled', 'payment.reopened')).toThrow(TransitionError);
    expect(() => transition('complete', 'fulfilment.failed')).toThrow(TransitionError);
  });
});
