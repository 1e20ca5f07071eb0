// Search highlight markup: the name HTML-escaped, each match wrapped in the only tag we emit.

export const HIGHLIGHT_OPEN = '<em class="highlight">';
export const HIGHLIGHT_CLOSE = '</em>';

export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Case-insensitive matcher of the literal text `query`, or of any of the texts (longest first). */
export function matcher(query: string | readonly string[]): RegExp {
  const terms = (typeof query === 'string' ? [query] : [...query])
    .filter((term) => term.length > 0)
    .sort((a, b) => b.length - a.length);
  return new RegExp(terms.length ? terms.map(escapeRegExp).join('|') : '(?!)', 'giu');
}

/**
 * `name` with every match of `query` (a text, or several: each typed word) wrapped in
 * <em class="highlight">; all text escaped, the terms matched literally.
 */
export function highlight(name: string, query: string | readonly string[]): string {
  const re = matcher(query);
  let out = '';
  let last = 0;
  for (const m of name.matchAll(re)) {
    const at = m.index ?? 0;
    if (m[0].length === 0) break;
    out += escapeHtml(name.slice(last, at)) + HIGHLIGHT_OPEN + escapeHtml(m[0]) + HIGHLIGHT_CLOSE;
    last = at + m[0].length;
  }
  return out + escapeHtml(name.slice(last));
}
