import { describe, expect, it } from 'vitest';
import { paymentReturnView, returnWayOf, stepsBackPastCheckout } from './payment-return.ts';

const unpaid = { status: 'paying', paymentStatus: 'created', canPay: true } as const;

describe('every way back from the checkout', () => {
  it('cancelled at the checkout: nothing is moving, and pay, method, cancel and game are offered', () => {
    const view = paymentReturnView(unpaid, 'cancelled');
    expect(view).toMatchObject({ state: 'cancelled', moving: false });
    expect(view.titleKey).toBe('order.return.cancelledTitle');
    expect(view.actions).toEqual(['payAgain', 'changeMethod', 'cancelOrder', 'backToGame']);
  });

  it('left without finishing (no cancel link, nothing submitted): abandoned, not waiting', () => {
    const view = paymentReturnView(unpaid, null);
    expect(view).toMatchObject({ state: 'abandoned', moving: false });
    expect(view.actions).toContain('payAgain');
  });

  it('submitted and not yet confirmed: waiting, and only then', () => {
    expect(paymentReturnView({ ...unpaid, paymentStatus: 'pending' }, null)).toMatchObject({
      state: 'waiting',
      moving: true,
    });
    expect(
      paymentReturnView({ status: 'paymentPending', paymentStatus: 'pending', canPay: false }, null)
        .state,
    ).toBe('waiting');
  });

  it('declined: pay again only while the order can be paid', () => {
    const declined = { status: 'paymentFailed', paymentStatus: 'failed', canPay: true } as const;
    expect(paymentReturnView(declined, null).actions).toEqual([
      'payAgain',
      'changeMethod',
      'cancelOrder',
      'backToGame',
    ]);
    expect(paymentReturnView({ ...declined, canPay: false }, null).actions).not.toContain(
      'payAgain',
    );
  });

  it('paid: delivering moves by itself, complete and refunded rest; none offers paying', () => {
    const paid = (status: 'checking' | 'complete' | 'fail') =>
      paymentReturnView({ status, paymentStatus: 'succeeded', canPay: false }, null);
    expect(paid('checking')).toMatchObject({ state: 'delivering', moving: true });
    expect(paid('complete')).toMatchObject({ state: 'complete', moving: false });
    expect(paid('fail')).toMatchObject({ state: 'refunded', moving: false });
    for (const s of ['checking', 'complete', 'fail'] as const)
      expect(paid(s).actions).toEqual(['viewOrder', 'backToGame']);
  });

  it('the checkout reopened after paying steps back past it; an unpaid order stays', () => {
    const done = paymentReturnView(
      { status: 'complete', paymentStatus: 'succeeded', canPay: false },
      'back',
    );
    expect(stepsBackPastCheckout(done, 'back')).toBe(true);
    expect(stepsBackPastCheckout(done, null)).toBe(false);
    expect(stepsBackPastCheckout(paymentReturnView(unpaid, 'back'), 'back')).toBe(false);
  });

  it('reads only the ways it knows from the address', () => {
    expect(returnWayOf('cancelled')).toBe('cancelled');
    expect(returnWayOf('back')).toBe('back');
    expect(returnWayOf('<script>')).toBeNull();
    expect(returnWayOf(null)).toBeNull();
  });
});
