import { describe, expect, it } from 'vitest';
import { freshCard } from './session.ts';

/** An independent Luhn check (not the contract's, which freshCard uses). */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

describe('freshCard', () => {
  it('gives Luhn-valid 16-digit Visa numbers the sandbox accepts, different each time', () => {
    const cards = new Set(Array.from({ length: 20 }, () => freshCard()));
    for (const card of cards) {
      expect(card).toMatch(/^4\d{15}$/);
      expect(luhnValid(card)).toBe(true);
    }
    expect(cards.size).toBeGreaterThan(1);
  });
});
