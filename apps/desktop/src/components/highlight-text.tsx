import type { ReactNode } from 'react';

const OPEN = '<em class="highlight">';
const CLOSE = '</em>';
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
};

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name] ?? '');
}

export interface HighlightPart {
  text: string;
  match: boolean;
}

/**
 * Splits the server's search markup (escaped text with `<em class="highlight">` around matches) into
 * parts; nothing is ever injected as HTML, so any other markup stays visible text.
 */
export function parseHighlight(markup: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let rest = markup;
  while (rest.length > 0) {
    const start = rest.indexOf(OPEN);
    const end = start >= 0 ? rest.indexOf(CLOSE, start + OPEN.length) : -1;
    if (start < 0 || end < 0) {
      parts.push({ text: decodeEntities(rest), match: false });
      break;
    }
    if (start > 0) parts.push({ text: decodeEntities(rest.slice(0, start)), match: false });
    parts.push({ text: decodeEntities(rest.slice(start + OPEN.length, end)), match: true });
    rest = rest.slice(end + CLOSE.length);
  }
  return parts.filter((p) => p.text !== '');
}

/** A game name with its search match emphasised. */
export function HighlightText({
  markup,
  fallback,
}: {
  markup?: string;
  fallback: string;
}): ReactNode {
  if (!markup) return fallback;
  return parseHighlight(markup).map((part, i) =>
    part.match ? (
      <mark key={i} className="search-highlight">
        {part.text}
      </mark>
    ) : (
      <span key={i}>{part.text}</span>
    ),
  );
}
