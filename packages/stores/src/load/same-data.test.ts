import { describe, expect, it } from 'vitest';
import { keepIfSame, sameData } from './same-data.ts';

describe('sameData', () => {
  it('compares answers by their data, not their identity', () => {
    expect(sameData({ a: [1, { b: 'x' }], c: null }, { a: [1, { b: 'x' }], c: null })).toBe(true);
    expect(sameData([], [])).toBe(true);
  });

  it('tells any difference apart', () => {
    expect(sameData({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameData({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameData([1, 2], [2, 1])).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData('1', 1)).toBe(false);
    expect(sameData({ list: [{ id: 1 }] }, { list: [{ id: 1 }, { id: 2 }] })).toBe(false);
  });
});

describe('keepIfSame', () => {
  it('keeps the value held when the new one has the same data, else takes the new one', () => {
    const held = { items: [{ value: 'en' }] };
    expect(keepIfSame(held, { items: [{ value: 'en' }] })).toBe(held);
    const changed = { items: [{ value: 'de' }] };
    expect(keepIfSame(held, changed)).toBe(changed);
  });
});
