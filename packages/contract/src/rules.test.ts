import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from './constants.ts';
import {
  couponDiscountOf,
  couponReachesMinimum,
  emailChangeProof,
  isOwnEmail,
  luhnCheckDigit,
  MINIMUM_PAYABLE,
  passesLuhn,
} from './rules.ts';

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

describe('emailChangeProof', () => {
  it('asks a password account for its password, whatever its address', () => {
    expect(emailChangeProof({ email: 'a@example.com', hasPassword: true })).toBe('password');
    expect(emailChangeProof({ email: null, hasPassword: true })).toBe('password');
  });
  it('asks an account with an address and no password for a code to that address', () => {
    expect(emailChangeProof({ email: 'a@example.com', hasPassword: false })).toBe(
      'currentEmailCode',
    );
  });
  it('asks nothing more of an account binding its first address', () => {
    expect(emailChangeProof({ email: null, hasPassword: false })).toBe('none');
  });
});

describe('isOwnEmail', () => {
  it('compares the typed address trimmed and lower-cased with the login address', () => {
    expect(isOwnEmail({ email: 'a@example.com' }, ' A@Example.com ')).toBe(true);
    expect(isOwnEmail({ email: 'a@example.com' }, 'b@example.com')).toBe(false);
    expect(isOwnEmail({ email: null }, 'a@example.com')).toBe(false);
  });
});

describe('coupons leave the payable minimum', () => {
  const dollarOff = {
    kind: 'amount',
    offAmount: 100,
    offPercent: null,
    minimumOrder: 0,
    cap: null,
  } as const;

  it('has a minimum for every currency', () => {
    for (const code of CURRENCY_CODES) expect(MINIMUM_PAYABLE[code]).toBeGreaterThan(0);
  });

  it('takes off at most the subtotal less the minimum', () => {
    expect(couponDiscountOf(dollarOff, 99, 'USD')).toBe(49);
    expect(couponDiscountOf(dollarOff, 5000, 'USD')).toBe(100);
    expect(couponDiscountOf(dollarOff, 50, 'USD')).toBe(0);
    expect(couponDiscountOf({ ...dollarOff, offAmount: 100_000 }, 148, 'JPY')).toBe(73);
  });

  it('rounds a percentage half up, then caps it', () => {
    const tenPercent = {
      ...dollarOff,
      kind: 'percent',
      offAmount: null,
      offPercent: 10,
      cap: 300,
    } as const;
    expect(couponDiscountOf(tenPercent, 1005, 'USD')).toBe(101);
    expect(couponDiscountOf(tenPercent, 10_000, 'USD')).toBe(300);
  });

  it('fits an order above both the coupon minimum and the payable minimum', () => {
    expect(couponReachesMinimum(dollarOff, 51, 'USD')).toBe(true);
    expect(couponReachesMinimum(dollarOff, 50, 'USD')).toBe(false);
    expect(couponReachesMinimum({ minimumOrder: 1000 }, 999, 'USD')).toBe(false);
  });
});
