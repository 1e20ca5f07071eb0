import { describe, expect, it } from 'vitest';
import { wideArt, wrapWords } from './game-art.ts';

describe('banner art', () => {
  it('wraps a long title onto two lines that fit the part a phone shows', () => {
    const lines = wrapWords('Genshin Impact: double crystals on every tier', 24, 2);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(24);
    expect(lines[0]).toBe('Genshin Impact: double');
  });

  it('ends with an ellipsis when the text does not fit', () => {
    const lines = wrapWords('one two three four five six seven eight nine ten eleven', 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
    expect(lines[1]!.length).toBeLessThanOrEqual(10);
  });

  it('centres escaped text in the banner', () => {
    const svg = wideArt('Tom & Jerry <top-up>', 'Fast & safe', '#000000', '#ffffff');
    expect(svg).toContain('text-anchor="middle"');
    expect(svg).toContain('Tom &amp; Jerry &lt;top-up&gt;');
    expect(svg).not.toContain('<top-up>');
  });
});
