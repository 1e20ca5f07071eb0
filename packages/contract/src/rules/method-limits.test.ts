import { describe, expect, it } from 'vitest';
import { limitBreach } from './method-limits.ts';

describe('limitBreach', () => {
  it('takes the limits themselves and refuses beyond them', () => {
    expect(limitBreach(999, 1000, 50_000)).toBe('belowMinimum');
    expect(limitBreach(1000, 1000, 50_000)).toBeNull();
    expect(limitBreach(50_000, 1000, 50_000)).toBeNull();
    expect(limitBreach(50_001, 1000, 50_000)).toBe('aboveMaximum');
  });

  it('reads a missing limit as no limit', () => {
    expect(limitBreach(1, null, null)).toBeNull();
    expect(limitBreach(1, undefined, 100)).toBeNull();
    expect(limitBreach(101, null, 100)).toBe('aboveMaximum');
  });
});
