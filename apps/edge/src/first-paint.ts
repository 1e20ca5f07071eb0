// A server-rendered page paints before anything else arrives or runs: its stylesheets are written
// into the page (no round trip before the first paint), and the app's scripts start after that
// paint (hydration never holds the server's HTML off the screen). Web-standard string work only.

/** The most stylesheet text (all sheets together, in characters) a page carries inline. */
export const INLINE_STYLES_MAX_CHARS = 48 * 1024;

const HEAD_END = '</head>';
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/g;

/**
 * The page with the stylesheets its <head> links written into one <style> where the first was
 * linked (the cascade keeps their order). Each link stays, `disabled` (never fetched), so that the
 * app's chunk loader, which looks for a stylesheet link before it adds one, does not load it again.
 * A sheet that cannot be read, or that would pass `maxChars`, keeps its plain link.
 */
export async function inlineStylesheets(
  html: string,
  readStylesheet: (href: string) => Promise<string | null>,
  maxChars = INLINE_STYLES_MAX_CHARS,
): Promise<string> {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const links = [...head.matchAll(STYLESHEET_LINK)];
  const sheets = await Promise.all(links.map((link) => readStylesheet(link[1]!)));
  let total = 0;
  let inlined = '';
  const parts: string[] = [];
  let from = 0;
  let styleAt = -1;
  links.forEach((link, i) => {
    const css = sheets[i];
    parts.push(head.slice(from, link.index));
    from = link.index + link[0].length;
    if (css == null || /<\/style/i.test(css) || total + css.length > maxChars) {
      parts.push(link[0]);
      return;
    }
    total += css.length;
    inlined += css;
    if (styleAt < 0) {
      styleAt = parts.length;
      parts.push('');
    }
    parts.push(link[0].replace('>', ' disabled>'));
  });
  if (styleAt < 0) return html;
  parts[styleAt] = `<style>${inlined}</style>`;
  parts.push(head.slice(from));
  return parts.join('') + html.slice(headEnd);
}

/** A page that paints nothing contentful still starts its scripts this long after it is parsed. */
export const BOOT_FALLBACK_MS = 1000;

/**
 * The page with its module entry scripts started, in their order, by one inline script once the
 * browser reports the first contentful paint (a browser without paint timing: one frame after the
 * document is parsed; a hidden tab, which paints nothing, at once).
 */
export function bootAfterFirstPaint(html: string): string {
  const headEnd = html.indexOf(HEAD_END);
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  const head = html.slice(0, headEnd);
  const sources = [...head.matchAll(ENTRY_SCRIPT)].map((m) => m[1]!);
  if (sources.length === 0) return html;
  const boot =
    `(function(){var s=${JSON.stringify(sources)},d=document,b=0;` +
    'function l(){if(b)return;b=1;s.forEach(function(u){var e=d.createElement("script");' +
    'e.type="module";e.crossOrigin="";e.async=false;e.src=u;d.head.appendChild(e)})}' +
    'function p(){if(d.visibilityState!=="visible")return l();' +
    'var O=typeof PerformanceObserver=="function"?PerformanceObserver:null;' +
    'if(!O||!O.supportedEntryTypes||O.supportedEntryTypes.indexOf("paint")<0)' +
    'return requestAnimationFrame(function(){setTimeout(l,0)});' +
    'new O(function(r,o){if(r.getEntriesByName("first-contentful-paint").length){o.disconnect();' +
    'setTimeout(l,0)}}).observe({type:"paint",buffered:true});' +
    `setTimeout(l,${BOOT_FALLBACK_MS})}` +
    'd.readyState==="loading"?d.addEventListener("DOMContentLoaded",p):p()})()';
  return `${head.replace(ENTRY_SCRIPT, '')}${html.slice(headEnd, bodyEnd)}<script>${boot}</script>${html.slice(bodyEnd)}`;
}
