import { describe, expect, it } from 'vitest';
import { outcomeOf, isValidCardNumber, SANDBOX_TEST_CARDS } from './test-cards.ts';

describe('sandbox test cards', () => {
  it('are valid card numbers', () => {
    for (const card of SANDBOX_TEST_CARDS) expect(isValidCardNumber(card.number)).toBe(true);
  });

  it('pick the outcome by number, spaces allowed', () => {
    expect(outcomeOf('4000 0000 0000 0002')).toBe('do_not_honor');
    expect(outcomeOf('4100-0000-0000-0019')).toBe('suspected_fraud');
    expect(outcomeOf('5555555555554444')).toBe('success');
  });

  it('rejects numbers that fail the Luhn check', () => {
    expect(isValidCardNumber('4242424242424241')).toBe(false);
    expect(isValidCardNumber('12ab')).toBe(false);
  });

  it('take 12-19 digits with spaces or dashes between', () => {
    expect(isValidCardNumber('4242 4242-4242 4242')).toBe(true);
    // Luhn-valid but 11 and 20 digits long.
    expect(isValidCardNumber('79927398713')).toBe(false);
    expect(isValidCardNumber('42424242424242424242')).toBe(false);
  });
});
