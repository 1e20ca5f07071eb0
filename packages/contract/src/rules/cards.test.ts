import { describe, expect, it } from 'vitest';
import { luhnCheckDigit, passesLuhn } from './cards.ts';

describe('Luhn check', () => {
  it('gives the check digit of published test card numbers', () => {
    // Payment networks' public test numbers: payload -> check digit.
    expect(luhnCheckDigit('424242424242424')).toBe(2);
    expect(luhnCheckDigit('555555555555444')).toBe(4);
    expect(luhnCheckDigit('37828224631000')).toBe(5);
    expect(luhnCheckDigit('7992739871')).toBe(3);
  });

  it('accepts valid numbers and refuses one changed digit or two swapped neighbours', () => {
    for (const n of ['4242424242424242', '4000000000000002', '4100000000000019', '79927398713'])
      expect(passesLuhn(n)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242424242424422')).toBe(false);
    expect(passesLuhn('79927398710')).toBe(false);
  });

  it('refuses anything but digits', () => {
    expect(passesLuhn('4242 4242 4242 4242')).toBe(false);
    expect(passesLuhn('12ab')).toBe(false);
    expect(passesLuhn('0')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});
