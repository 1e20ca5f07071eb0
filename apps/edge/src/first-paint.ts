// A server-rendered page paints before anything else arrives or runs: what its stylesheets say
// about the page is written into it (no round trip before the first paint), and the rest of a big
// sheet and the app's scripts come after that paint (the hydration never holds the server's HTML
// off the screen). Web-standard string work only.
import { topLevelRules } from '@gemlane/env/css-rules';

/** Sheets up to this many characters (all together) are written into the page whole. */
export const INLINE_STYLES_MAX_CHARS = 48 * 1024;

const HEAD_END = '</head>';
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;
/** `<meta name=... content="/assets/x.css">`: a whole sheet the boot script links after the paint. */
const AFTER_PAINT_META = 'gemlane:after-paint-css';

/**
 * A stylesheet as rules that each know the classes they need: a style rule applies to a page only
 * when, for one of its selectors, every class it names (outside `:not()`/`:where()`/...) is on the
 * page. At-rules that hold rules (`@media`, `@supports`, `@layer`) are kept with the rules of theirs
 * that apply; others (`@font-face`, `@keyframes`, `@property`) always.
 */
export interface ParsedSheet {
  rules: readonly SheetRule[];
}
type SheetRule =
  | { kind: 'always'; text: string }
  | { kind: 'style'; text: string; selectors: readonly (readonly string[])[] }
  | { kind: 'group'; prelude: string; rules: readonly SheetRule[] };

/** The classes a selector needs on the page (its functional pseudo-classes' arguments aside). */
function requiredClasses(selector: string): string[] {
  let bare = selector.replace(/\[[^\]]*\]/g, '');
  for (let previous = ''; previous !== bare;) {
    previous = bare;
    bare = bare.replace(/\([^()]*\)/g, '');
  }
  return [...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
}

function splitSelectors(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const char = list[i];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      selectors.push(list.slice(start, i));
      start = i + 1;
    }
  }
  selectors.push(list.slice(start));
  return selectors;
}

function parseRules(css: string): SheetRule[] {
  return topLevelRules(css).map((text): SheetRule => {
    const open = text.indexOf('{');
    if (open < 0) return { kind: 'always', text };
    const prelude = text.slice(0, open).trim();
    const body = text.slice(open + 1, -1);
    if (prelude.startsWith('@')) {
      return /^@(media|supports|layer|container)\b/i.test(prelude)
        ? { kind: 'group', prelude, rules: parseRules(body) }
        : { kind: 'always', text };
    }
    // Nested rules inside a style rule: kept whole rather than read wrong.
    if (body.includes('{')) return { kind: 'always', text };
    return { kind: 'style', text, selectors: splitSelectors(prelude).map(requiredClasses) };
  });
}

export function parseSheet(css: string): ParsedSheet {
  return { rules: parseRules(css) };
}

/** Every class named in a `class` attribute of the page. */
export function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** The rules of `sheet` that apply to a page with `classes`, in the sheet's order. */
export function usedRules(sheet: ParsedSheet, classes: ReadonlySet<string>): string {
  const write = (rules: readonly SheetRule[]): string =>
    rules
      .map((rule) => {
        if (rule.kind === 'always') return rule.text;
        if (rule.kind === 'style')
          return rule.selectors.some((needs) => needs.every((name) => classes.has(name)))
            ? rule.text
            : '';
        const inner = write(rule.rules);
        return inner ? `${rule.prelude}{${inner}}` : '';
      })
      .join('');
  return write(sheet.rules);
}

/**
 * The page with what its <head>'s stylesheets say written into one <style> where the first was
 * linked (the cascade keeps their order):
 * - sheets up to `maxChars` together go in whole; each link stays, `disabled` (never fetched), so
 *   that the app's chunk loader, which looks for a stylesheet link before it adds one, skips it;
 * - a bigger sheet gives only the rules that apply to this page's HTML; a `<meta>` in its place has
 *   the boot script of `bootAfterFirstPaint` link the whole sheet there after the first paint (it
 *   holds the same rules, so nothing on the page moves, and it takes no bandwidth from the paint).
 * A sheet that cannot be read, or that could close the <style> early, keeps its plain link.
 */
export async function inlineStylesheets(
  html: string,
  readSheet: (href: string) => Promise<{ css: string; parsed(): ParsedSheet } | null>,
  maxChars = INLINE_STYLES_MAX_CHARS,
): Promise<string> {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const links = [...head.matchAll(STYLESHEET_LINK)];
  const sheets = (await Promise.all(links.map((link) => readSheet(link[1]!)))).map((sheet) =>
    sheet && !/<\/style/i.test(sheet.css) ? sheet : null,
  );
  const whole = sheets.reduce((sum, sheet) => sum + (sheet?.css.length ?? 0), 0) <= maxChars;
  let classes: Set<string> | undefined;
  let inlined = '';
  const parts: string[] = [];
  let from = 0;
  let styleAt = -1;
  links.forEach((link, i) => {
    const sheet = sheets[i];
    parts.push(head.slice(from, link.index));
    from = link.index + link[0].length;
    if (!sheet) {
      parts.push(link[0]);
      return;
    }
    if (styleAt < 0) {
      styleAt = parts.length;
      parts.push('');
    }
    if (whole) {
      inlined += sheet.css;
      parts.push(link[0].replace('>', ' disabled>'));
    } else {
      inlined += usedRules(sheet.parsed(), (classes ??= pageClasses(html)));
      // Without scripts nothing links it later: such a browser gets the plain link.
      parts.push(
        `<meta name="${AFTER_PAINT_META}" content="${link[1]}">`,
        `<noscript>${link[0]}</noscript>`,
      );
    }
  });
  if (styleAt < 0) return html;
  parts[styleAt] = `<style>${inlined}</style>`;
  parts.push(head.slice(from));
  return parts.join('') + html.slice(headEnd);
}

/** A page that paints nothing contentful still starts its scripts this long after it is parsed. */
export const BOOT_FALLBACK_MS = 1000;

/**
 * The page with its module entry scripts and their module preloads (so nothing takes bandwidth or
 * a connection from the paint) started, in order, by one inline script once the
 * browser reports the first contentful paint (a browser without paint timing: one frame after the
 * document is parsed; a hidden tab, which paints nothing, at once), and once the whole sheets it
 * then links (`inlineStylesheets`) are in.
 */
export function bootAfterFirstPaint(html: string): string {
  const headEnd = html.indexOf(HEAD_END);
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  const head = html.slice(0, headEnd);
  const sources = [...head.matchAll(ENTRY_SCRIPT)].map((m) => m[1]!);
  if (sources.length === 0 && !head.includes(AFTER_PAINT_META)) return html;
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const boot =
    `(function(){var s=${JSON.stringify(sources)},q=${JSON.stringify(preloads)},d=document,b=0;` +
    'function a(t,r,u){var e=d.createElement(t);e.crossOrigin="";' +
    't=="link"?(e.rel=r,e.href=u):(e.type=r,e.async=false,e.src=u);d.head.appendChild(e)}' +
    // The whole sheets are linked where their <meta> stands, and the scripts wait for them: the
    // app never renders unstyled.
    `function l(){if(b)return;b=1;var k=d.querySelectorAll('meta[name="${AFTER_PAINT_META}"]'),n=k.length;` +
    // The module preloads go in with the scripts, so the whole graph downloads at once.
    'function g(){if(--n>0)return;q.forEach(function(u){a("link","modulepreload",u)});' +
    's.forEach(function(u){a("script","module",u)})}' +
    'if(!n){n=1;return g()}' +
    'k.forEach(function(m){var x=d.createElement("link");x.rel="stylesheet";x.crossOrigin="";' +
    'x.addEventListener("load",g);x.addEventListener("error",g);x.href=m.content;' +
    'm.parentNode.insertBefore(x,m.nextSibling)})}' +
    'function p(){if(d.visibilityState!=="visible")return l();' +
    'var O=typeof PerformanceObserver=="function"?PerformanceObserver:null;' +
    'if(!O||!O.supportedEntryTypes||O.supportedEntryTypes.indexOf("paint")<0)' +
    'return requestAnimationFrame(function(){setTimeout(l,0)});' +
    'new O(function(r,o){if(r.getEntriesByName("first-contentful-paint").length){o.disconnect();' +
    'setTimeout(l,0)}}).observe({type:"paint",buffered:true});' +
    `setTimeout(l,${BOOT_FALLBACK_MS})}` +
    'd.readyState==="loading"?d.addEventListener("DOMContentLoaded",p):p()})()';
  const rest = head.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  return `${rest}${html.slice(headEnd, bodyEnd)}<script>${boot}</script>${html.slice(bodyEnd)}`;
}
