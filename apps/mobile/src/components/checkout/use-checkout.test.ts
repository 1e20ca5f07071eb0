import { describe, expect, it } from 'vitest';
import { paymentReturnUrl } from './use-checkout.ts';

describe('payment return address', () => {
  it('is the payment-result page of this origin (the checkout appends outTradeNo)', () => {
    expect(paymentReturnUrl('https://m.gemlane.com')).toBe('https://m.gemlane.com/payment-result');
    expect(paymentReturnUrl()).toBe(`${window.location.origin}/payment-result`);
  });
});
