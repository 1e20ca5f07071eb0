import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightText, parseHighlight } from './highlight-text.tsx';

describe('parseHighlight', () => {
  it('splits matches from the rest', () => {
    expect(parseHighlight('<em class="highlight">Gen</em>shin Impact')).toEqual([
      { text: 'Gen', match: true },
      { text: 'shin Impact', match: false },
    ]);
  });

  it('decodes the escaped text and never turns it into markup', () => {
    const { container } = render(
      <HighlightText
        markup={'&lt;img src=x onerror=alert(1)&gt; <em class="highlight">Rail</em>'}
        fallback="x"
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> Rail');
    expect(container.querySelector('mark')?.textContent).toBe('Rail');
  });

  it('falls back to the plain name without markup', () => {
    const { container } = render(<HighlightText fallback="PUBG Mobile" />);
    expect(container.textContent).toBe('PUBG Mobile');
  });
});
