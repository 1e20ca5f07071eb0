import { describe, expect, it } from 'vitest';
import { isTabActive, TAB_ORDER } from './tab-bar.tsx';

describe('tab selection (docs/product.md §2: by name or index)', () => {
  it('matches the name or the index of a tab', () => {
    expect(TAB_ORDER).toEqual(['Home', 'Game', 'Me']);
    expect(isTabActive('Game', 1, 'Game')).toBe(true);
    expect(isTabActive('Game', 1, 1)).toBe(true);
    expect(isTabActive('Me', 2, 1)).toBe(false);
    expect(isTabActive('Home', 0, null)).toBe(false);
  });
});
