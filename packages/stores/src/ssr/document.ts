// The built index.html filled with a server render, and what the browser reads back from it.
// Shared by entry-server.tsx (writes) and main.tsx (reads); no React here.
import type { SsrCalls } from '@gemlane/api/ssr-cache';
import { EARLY_INPUT_SCRIPT } from './early-input.ts';

/** `<script type="application/json" id=...>`: what the hydration needs (see `SsrPayload`). */
export const SSR_DATA_ID = 'ssr-data';

/** What the server render was made with. */
export interface SsrPayload {
  /** The language the HTML is in. */
  language: string;
  /** The stored currency the server saw (null: the default). */
  currency: string | null;
  /** The API answers the render used, by `ssrCacheKey`. */
  calls: SsrCalls;
  /** The money and number texts the render formatted (the i18n package's `recordFormats`). */
  formats?: Record<string, string>;
  /** What the server's first paint loaded, which the browser loads alike before hydrating. */
  firstPaint?: FirstPaintFor;
}

/** What a page's first paint loads beyond its own route's calls (ssr/first-paint.ts). */
export interface FirstPaintFor {
  /** No session is stored in the browser (session-cookie.ts): the page offers to sign up. */
  visitor: boolean;
  /**
   * The game lists the page shows: the games (hot, new, all) and all games by category. A
   * desktop's chrome shows both on every page; a phone's home the games, its all games both.
   */
  games: readonly GameList[];
}

/** A list of games a page may show in its first paint. */
export type GameList = 'games' | 'categories';

/** Every game list: a page whose shell shows games (a desktop's chrome). */
export const ALL_GAME_LISTS: readonly GameList[] = ['games', 'categories'];

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export interface DocumentParts {
  language: string;
  currency: string | null;
  /** The app's HTML (inside #root). */
  body: string;
  /** The calls as JSON (serializeSsrCache). */
  data: string;
  /** The texts the render formatted, by key (none: the app records none). */
  formats?: Record<string, string>;
  /** What the first paint loaded (the browser loads the same before hydrating). */
  firstPaint: FirstPaintFor;
  /**
   * The name of a `<meta name=... content="/assets/a.css ...">` of the template whose styles the
   * page links from <head> (its lazy view's CSS, styles the browser loads late); null: none.
   */
  stylesMeta: string | null;
  title: string | null;
  description: string | null;
}

export function fillDocument(template: string, parts: DocumentParts): string {
  let html = template.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(parts.language)}"`);
  if (parts.title) {
    const title = escapeHtml(parts.title);
    html = html
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      .replace(/(<meta property="og:title" content=")[^"]*"/, `$1${title}"`);
  }
  if (parts.description)
    html = html.replace(
      /(<meta name="description" content=")[^"]*"/,
      `$1${escapeHtml(parts.description)}"`,
    );
  if (parts.stylesMeta) {
    const hrefs = new RegExp(`<meta name="${parts.stylesMeta}" content="([^"]*)"`).exec(html)?.[1];
    const links = (hrefs ?? '')
      .split(' ')
      .filter(Boolean)
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
      .join('');
    html = html.replace('</head>', `${links}</head>`);
  }
  // Before any content: a tap or a submission made before the app arrives is held for it.
  html = html.replace('</head>', `<script>${EARLY_INPUT_SCRIPT}</script></head>`);
  const formats = parts.formats
    ? `,"formats":${JSON.stringify(parts.formats).replace(/</g, '\\u003c')}`
    : '';
  const payload = `{"language":${JSON.stringify(parts.language)},"currency":${JSON.stringify(
    parts.currency,
  ).replace(
    /</g,
    '\\u003c',
  )},"firstPaint":${JSON.stringify(parts.firstPaint)},"calls":${parts.data}${formats}}`;
  return html.replace(
    '<div id="root"></div>',
    `<div id="root">${parts.body}</div><script type="application/json" id="${SSR_DATA_ID}">${payload}</script>`,
  );
}

/** The payload of a server-rendered page, or null (a plain shell, or unreadable). */
export function readSsrPayload(doc: Document): SsrPayload | null {
  const text = doc.getElementById(SSR_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as SsrPayload;
    return typeof value.language === 'string' && typeof value.calls?.answers === 'object'
      ? value
      : null;
  } catch {
    return null;
  }
}
