// Generated art (no copied logos): a gradient with the initials or a title, as SVG.

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const HEX = /^#[0-9a-fA-F]{6}$/;
const safeColor = (c: string, fallback: string) => (HEX.test(c) ? c : fallback);

/** "Mobile Legends: Bang Bang" -> "ML"; "PUBG Mobile" -> "PM"; one word -> first two letters. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return (words[0] ?? '').slice(0, 2).toUpperCase();
  return words
    .slice(0, 2)
    .map((w) => [...w][0] ?? '')
    .join('')
    .toUpperCase();
}

/** A stable colour pair from any text (avatars, unknown games). */
export function colorsFor(seed: string): [string, string] {
  let h = 0;
  for (const ch of seed) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  const hue = h % 360;
  const hsl = (hh: number, s: number, l: number) => {
    const a = (s * Math.min(l, 1 - l)) / 100;
    const f = (n: number) => {
      const k = (n + hh / 30) % 12;
      const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
      return Math.round(255 * c)
        .toString(16)
        .padStart(2, '0');
    };
    return `#${f(0)}${f(8)}${f(4)}`;
  };
  return [hsl(hue, 70, 0.45), hsl((hue + 50) % 360, 80, 0.6)];
}

export function squareArt(text: string, from: string, to: string): string {
  const label = escapeXml(text);
  const a = safeColor(from, '#4f46e5');
  const b = safeColor(to, '#ec4899');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${label}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="256" height="256" rx="48" fill="url(#g)"/>
<circle cx="200" cy="56" r="72" fill="#ffffff" fill-opacity="0.12"/>
<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="${label.length > 2 ? 72 : 104}" font-weight="800" fill="#ffffff">${label}</text>
</svg>`;
}

/**
 * Banner and blog cover art without words: a gradient and soft shapes. Text over or beside it comes
 * from the API in the reader's language (a banner's title, a post's title), so no image ever
 * carries English text.
 */
export function plainArt(from: string, to: string): string {
  const a = safeColor(from, '#4f46e5');
  const b = safeColor(to, '#ec4899');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" aria-hidden="true">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>
<circle cx="1040" cy="80" r="220" fill="#ffffff" fill-opacity="0.10"/>
<circle cx="900" cy="380" r="140" fill="#000000" fill-opacity="0.10"/>
<circle cx="140" cy="360" r="180" fill="#000000" fill-opacity="0.08"/>
</svg>`;
}
