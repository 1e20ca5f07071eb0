import { describe, expect, it } from 'vitest';
import {
  CARD_LIMITS,
  checkCardAmount,
  checkCardCharge,
  type CardChargeContext,
} from './card-rules.ts';

const ctx: CardChargeContext = {
  amountUsdMinor: 2000,
  chargesToday: 0,
  chargesThisMonth: 0,
  accountCards: [],
  otherAccountsWithCard: 0,
  card: { fingerprint: 'a', holderName: 'Jane Doe' },
};

describe('card rules of section 9', () => {
  it('takes $10 to $500 per transaction', () => {
    expect(checkCardAmount(999, CARD_LIMITS)).toBe('below_minimum');
    expect(checkCardAmount(1000, CARD_LIMITS)).toBeNull();
    expect(checkCardAmount(50_000, CARD_LIMITS)).toBeNull();
    expect(checkCardAmount(50_001, CARD_LIMITS)).toBe('above_maximum');
    expect(checkCardAmount(400_000, { ...CARD_LIMITS, maxUsdMinor: 500_000 })).toBeNull();
  });

  it('allows 10 payments a day and 50 a month', () => {
    expect(checkCardCharge({ ...ctx, chargesToday: 9 }, CARD_LIMITS)).toBeNull();
    expect(checkCardCharge({ ...ctx, chargesToday: 10 }, CARD_LIMITS)).toBe('daily_limit');
    expect(checkCardCharge({ ...ctx, chargesThisMonth: 50 }, CARD_LIMITS)).toBe('monthly_limit');
  });

  it('allows at most 5 cards per account, a known card always', () => {
    const five = ['1', '2', '3', '4', '5'].map((fingerprint) => ({
      fingerprint,
      holderName: 'JANE DOE',
    }));
    expect(checkCardCharge({ ...ctx, accountCards: five }, CARD_LIMITS)).toBe('too_many_cards');
    expect(
      checkCardCharge(
        { ...ctx, accountCards: five, card: { fingerprint: '3', holderName: 'jane  doe' } },
        CARD_LIMITS,
      ),
    ).toBeNull();
  });

  it('allows one card on at most 2 accounts', () => {
    expect(checkCardCharge({ ...ctx, otherAccountsWithCard: 1 }, CARD_LIMITS)).toBeNull();
    expect(checkCardCharge({ ...ctx, otherAccountsWithCard: 2 }, CARD_LIMITS)).toBe(
      'card_on_too_many_accounts',
    );
  });

  it('keeps the cardholder name consistent', () => {
    const cards = [{ fingerprint: 'b', holderName: 'JANE DOE' }];
    expect(checkCardCharge({ ...ctx, accountCards: cards }, CARD_LIMITS)).toBeNull();
    expect(
      checkCardCharge(
        { ...ctx, accountCards: cards, card: { fingerprint: 'a', holderName: 'John Roe' } },
        CARD_LIMITS,
      ),
    ).toBe('cardholder_mismatch');
  });
});
