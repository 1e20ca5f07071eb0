import { describe, expect, it } from 'vitest';
import { PAYMENT_FEES, providerFee } from './fees.ts';

describe('providerFee', () => {
  it('charges card 4.5 % + $0.20 and wallet 3.9 % + $0.30', () => {
    expect(PAYMENT_FEES.card.basisPoints).toBe(450);
    expect(PAYMENT_FEES.wallet.fixedUsdMinor).toBe(30);
    // $19.99: card 89.955 -> 90 + 20 = 110; wallet 77.961 -> 78 + 30 = 108
    expect(providerFee(1999, 'card', 20)).toBe(110);
    expect(providerFee(1999, 'wallet', 30)).toBe(108);
  });

  it('takes the fixed part in the order currency', () => {
    // 1500 JPY by card: 67.5 -> 68, plus a fixed part of 30 yen
    expect(providerFee(1500, 'card', 30)).toBe(98);
  });

  it('charges nothing when nothing is paid', () => {
    expect(providerFee(0, 'card', 20)).toBe(0);
  });
});
