import { describe, expect, it } from 'vitest';
import { highlight } from './highlight.ts';

describe('highlight', () => {
  it('wraps every case-insensitive match', () => {
    expect(highlight('Honkai: Star Rail', 'rail')).toBe(
      'Honkai: Star <em class="highlight">Rail</em>',
    );
    expect(highlight('Clash of Clans', 'clA')).toBe(
      '<em class="highlight">Cla</em>sh of <em class="highlight">Cla</em>ns',
    );
  });

  it('escapes everything but the highlight tag', () => {
    expect(highlight('Tom & <Jerry> "x"', '&')).toBe(
      'Tom <em class="highlight">&amp;</em> &lt;Jerry&gt; &quot;x&quot;',
    );
    expect(highlight('<script>alert(1)</script>', 'script')).toBe(
      '&lt;<em class="highlight">script</em>&gt;alert(1)&lt;/<em class="highlight">script</em>&gt;',
    );
  });

  it('treats regex characters in the query literally', () => {
    expect(highlight('Yu-Gi-Oh! Master Duel', 'oh!')).toBe(
      'Yu-Gi-<em class="highlight">Oh!</em> Master Duel',
    );
    expect(highlight('a.b', '.')).toBe('a<em class="highlight">.</em>b');
    expect(highlight('abc', '.*')).toBe('abc');
  });
});

describe('highlight of several terms', () => {
  it('marks each typed word wherever it is, the longest first', () => {
    expect(highlight('Honkai: Star Rail', ['star honkai', 'honkai', 'star'])).toBe(
      '<em class="highlight">Honkai</em>: <em class="highlight">Star</em> Rail',
    );
    expect(highlight('Mobile Legends: Bang Bang', ['mlbb'])).toBe('Mobile Legends: Bang Bang');
  });

  it('keeps hostile names and terms as text', () => {
    expect(highlight('<b>x</b>', ['<b>', 'b'])).toBe(
      '<em class="highlight">&lt;b&gt;</em>x&lt;/<em class="highlight">b</em>&gt;',
    );
    expect(highlight('abc', [])).toBe('abc');
  });
});
