import { describe, expect, it, vi } from 'vitest';
import { couponCodeBoxState, type CouponCodeView } from './use-payment-options.ts';

const view = (over: Partial<CouponCodeView> = {}): CouponCodeView => ({
  value: 'tenoff',
  setValue: vi.fn(),
  apply: vi.fn(async () => 'applied' as const),
  applying: false,
  error: null,
  applied: null,
  ...over,
});
const text = (m: { key: string }) => `[${m.key}]`;

describe('couponCodeBoxState', () => {
  it('gives a visitor no code box', () => {
    expect(couponCodeBoxState(null, text)).toBeNull();
  });

  it("puts the journey's messages into words and passes the server's own reason through", () => {
    const misfit = couponCodeBoxState(
      view({ error: { key: 'coupon.codeNotForOrder', values: {} } }),
      text,
    );
    expect(misfit?.error).toBe('[coupon.codeNotForOrder]');
    const refused = couponCodeBoxState(view({ error: 'This coupon has expired' }), text);
    expect(refused?.error).toBe('This coupon has expired');
    const applied = couponCodeBoxState(
      view({ applied: { key: 'coupon.codeApplied', values: {} } }),
      text,
    );
    expect(applied).toMatchObject({
      value: 'tenoff',
      error: null,
      applied: '[coupon.codeApplied]',
    });
  });

  it('wires typing and Apply to the view', () => {
    const v = view();
    const box = couponCodeBoxState(v, text)!;
    box.onChange('TENOFF');
    box.onApply();
    expect(v.setValue).toHaveBeenCalledWith('TENOFF');
    expect(v.apply).toHaveBeenCalledTimes(1);
  });
});
