import { describe, expect, it } from 'vitest';
import { topLevelRules } from './css-rules.js';

describe('topLevelRules', () => {
  it('gives each style rule, block at-rule (whole) and statement at-rule once, in order', () => {
    expect(
      topLevelRules(
        '@layer base,kit; .a{x:1} @media (min-width:1px){.b{x:2}.c{x:3}} @keyframes k{to{x:4}}.d,.e{x:5}',
      ),
    ).toEqual([
      '@layer base,kit;',
      '.a{x:1}',
      '@media (min-width:1px){.b{x:2}.c{x:3}}',
      '@keyframes k{to{x:4}}',
      '.d,.e{x:5}',
    ]);
  });

  it('keeps declarations inside a block together, semicolons and all', () => {
    expect(topLevelRules('.a{x:1;y:2}')).toEqual(['.a{x:1;y:2}']);
    expect(topLevelRules('')).toEqual([]);
  });
});
