import { describe, expect, it } from 'vitest';
import { formatMoney, formatTime } from './format.ts';

describe('formatting for staff', () => {
  it('shows minor units in the currency of the order', () => {
    expect(formatMoney({ amount: 1999, currency: 'USD' })).toBe('$19.99');
    expect(formatMoney({ amount: 1500, currency: 'JPY' })).toBe('¥1,500');
  });
  it('shows times in UTC', () => {
    expect(formatTime('2026-11-28T10:45:00.123Z')).toBe('2026-11-28 10:45:00 UTC');
  });
});
