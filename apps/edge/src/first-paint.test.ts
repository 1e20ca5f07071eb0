import { describe, expect, it } from 'vitest';
import {
  BOOT_FALLBACK_MS,
  bootAfterFirstPaint,
  inlineStylesheets,
  pageClasses,
  parseSheet,
  usedRules,
} from './first-paint.ts';

const PAGE = [
  '<!doctype html><html lang="en"><head>',
  '<script type="module" crossorigin src="/assets/prefetch-A.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/document-B.js">',
  '<style>html{font-size:40px}</style>',
  '<title>Home</title>',
  '<script type="module" crossorigin src="/assets/index-C.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-D.css">',
  '<meta name="x" content="y">',
  '<link rel="stylesheet" crossorigin href="/assets/home-E.css"></head>',
  '<body><div id="root"><p>Genshin Impact</p></div>',
  '<script type="application/json" id="ssr-data">{"a":"\\u003c/body>"}</script></body></html>',
].join('\n');

const SHEETS: Record<string, string> = {
  '/assets/index-D.css': 'body{margin:0}',
  '/assets/home-E.css': '.home{color:red}',
};
const asSheet = (css: string) => ({ css, parsed: () => parseSheet(css) });
const read = async (href: string) => (SHEETS[href] ? asSheet(SHEETS[href]) : null);

describe('inlineStylesheets', () => {
  it('writes small sheets whole, in order, into one <style> where the first was linked', async () => {
    const html = await inlineStylesheets(PAGE, read);
    expect(html).toContain('<style>body{margin:0}.home{color:red}</style>');
    expect(html.indexOf('<style>body{margin:0}')).toBeLessThan(html.indexOf('<meta name="x"'));
    // The rem style before them is untouched.
    expect(html.indexOf('<style>html{font-size:40px}</style>')).toBeLessThan(
      html.indexOf('<style>body'),
    );
  });

  it('keeps each link, disabled, so the chunk loader finds it and never fetches it', async () => {
    const html = await inlineStylesheets(PAGE, read);
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-D.css" disabled>',
    );
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/home-E.css" disabled>',
    );
    expect(html).not.toMatch(/href="\/assets\/[^"]+\.css">/);
  });

  it('leaves a sheet it cannot read as a plain link', async () => {
    const missing = await inlineStylesheets(PAGE, async (href) =>
      href.includes('home') ? null : asSheet(SHEETS[href]!),
    );
    expect(missing).toContain('<style>body{margin:0}</style>');
    expect(missing).toContain('<link rel="stylesheet" crossorigin href="/assets/home-E.css">');
  });

  it('never inlines a sheet that could close the <style> early', async () => {
    const html = await inlineStylesheets(PAGE, async (href) =>
      href.includes('home') ? asSheet('.a{}</style><script>alert(1)</script>') : read(href),
    );
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-E.css">');
  });

  it('past the size cap: only the rules the page uses, the whole sheet linked after the paint', async () => {
    const big = {
      '/assets/index-D.css': 'body{margin:0}.unused{color:blue}.app .card{padding:1px}',
      '/assets/home-E.css': '@media (min-width:1px){.home{color:red}.gone{color:green}}',
    } as Record<string, string>;
    const page = PAGE.replace('<p>', '<p class="home app card">');
    const html = await inlineStylesheets(page, async (href) => asSheet(big[href]!), 10);
    expect(html).toContain(
      '<style>body{margin:0}.app .card{padding:1px}@media (min-width:1px){.home{color:red}}</style>',
    );
    expect(html).toContain(
      '<meta name="gemlane:after-paint-css" content="/assets/index-D.css"><noscript><link rel="stylesheet" crossorigin href="/assets/index-D.css"></noscript>',
    );
    // The boot script switches it on even on a page without entry scripts.
    const booted = bootAfterFirstPaint(html.replace(/<script type="module"[^>]*><\/script>/g, ''));
    expect(booted).toMatch(/<script>\(function\(\)\{var s=\[\],/);
  });

  it('changes nothing when no sheet is linked or readable', async () => {
    expect(await inlineStylesheets(PAGE, async () => null)).toBe(PAGE);
    expect(await inlineStylesheets('<p>no head</p>', read)).toBe('<p>no head</p>');
  });
});

describe('usedRules', () => {
  const used = (css: string, html: string) => usedRules(parseSheet(css), pageClasses(html));

  it('keeps a rule when every class of one of its selectors is on the page', () => {
    const css = '.a .b{x:1}.a .c{x:2}.c,.b{x:3}div{x:4}.d>.a{x:5}';
    expect(used(css, '<div class="a  b"></div><svg class="z"></svg>')).toBe(
      '.a .b{x:1}.c,.b{x:3}div{x:4}',
    );
  });

  it('does not ask for classes inside :not(), :where() or attribute selectors', () => {
    const css =
      '.btn:not(.btn-disabled){x:1}:where(.css-var-r1).btn{x:2}.btn[class*="ant-col"]{x:3}.btn:is(.q){x:4}';
    expect(used(css, '<a class="btn">')).toBe(css);
  });

  it('keeps rules it cannot judge: fonts, keyframes, statements, nesting', () => {
    const css =
      '@layer base,kit;@font-face{font-family:a}@keyframes spin{to{rotate:1turn}}.x{.y{z:1}}.gone{x:1}';
    expect(used(css, '<p>')).toBe(
      '@layer base,kit;@font-face{font-family:a}@keyframes spin{to{rotate:1turn}}.x{.y{z:1}}',
    );
  });

  it('drops a @media block when nothing inside applies', () => {
    expect(used('@media print{.gone{x:1}}.a{x:2}', '<p class="a">')).toBe('.a{x:2}');
  });
});

describe('bootAfterFirstPaint', () => {
  it('takes the entry scripts out of <head> and starts them, in order, from the end of <body>', () => {
    const html = bootAfterFirstPaint(PAGE);
    expect(html).not.toContain('<script type="module"');
    // The module preloads wait too: nothing takes bandwidth from the first paint.
    expect(html).not.toContain('modulepreload" crossorigin href');
    const boot = /<script>(\(function[\s\S]*?)<\/script><\/body>/.exec(html)?.[1];
    expect(boot).toContain('["/assets/prefetch-A.js","/assets/index-C.js"]');
    expect(boot).toContain('["/assets/document-B.js"]');
    // After the payload, which mentions </body> inside its JSON.
    expect(html.indexOf('id="ssr-data"')).toBeLessThan(html.indexOf(boot!));
  });

  describe('starts the scripts after the first paint', () => {
    const boot = /<script>(\(function[\s\S]*?)<\/script><\/body>/.exec(
      bootAfterFirstPaint(PAGE),
    )![1]!;
    interface Added {
      src?: string;
      href?: string;
      rel?: string;
      type?: string;
      async?: boolean;
      on: Record<string, () => void>;
      addEventListener(name: string, fn: () => void): void;
    }
    /** A `<meta name="gemlane:after-paint-css">`, with the links the boot script puts after it. */
    interface AfterPaintMeta {
      content: string;
      inserted: { node: Added; before: unknown }[];
      parentNode: { insertBefore(node: Added, before: unknown): void };
      nextSibling: unknown;
    }
    const afterPaintMeta = (content: string): AfterPaintMeta => {
      const meta: AfterPaintMeta = {
        content,
        inserted: [],
        nextSibling: { next: content },
        parentNode: { insertBefore: (node, before) => meta.inserted.push({ node, before }) },
      };
      return meta;
    };
    function run(
      state: { readyState: string; visibilityState: string },
      paintTiming: boolean,
      metas: AfterPaintMeta[] = [],
    ) {
      const added: Added[] = [];
      const listeners: Record<string, () => void> = {};
      const frames: (() => void)[] = [];
      const timers: { fn: () => void; ms: number }[] = [];
      const observers: {
        callback: (list: unknown, o: unknown) => void;
        options: unknown;
        self: unknown;
      }[] = [];
      let disconnected = 0;
      class FakeObserver {
        static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
        constructor(private callback: (list: unknown, o: unknown) => void) {}
        observe(options: unknown) {
          observers.push({ callback: this.callback, options, self: this });
        }
        disconnect() {
          disconnected += 1;
        }
      }
      const document = {
        ...state,
        head: { appendChild: (e: Added) => added.push(e) },
        createElement: (): Added => ({
          on: {},
          addEventListener(name, fn) {
            this.on[name] = fn;
          },
        }),
        querySelectorAll: (selector: string) =>
          selector === 'meta[name="gemlane:after-paint-css"]' ? metas : [],
        addEventListener: (name: string, fn: () => void) => (listeners[name] = fn),
      };
      new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', boot)(
        document,
        (fn: () => void) => frames.push(fn),
        (fn: () => void, ms: number) => timers.push({ fn, ms }),
        FakeObserver,
      );
      const paint = (name: string) => {
        const [observer] = observers;
        observer!.callback(
          { getEntriesByName: (n: string) => (n === name ? [{}] : []) },
          observer!.self,
        );
      };
      return {
        added,
        listeners,
        frames,
        timers,
        observers,
        paint,
        disconnected: () => disconnected,
      };
    }
    const IN_ORDER = [
      ['/assets/document-B.js', 'modulepreload'],
      ['/assets/prefetch-A.js', 'module', false],
      ['/assets/index-C.js', 'module', false],
    ];
    const sources = (added: Added[]) =>
      added.map((e) => (e.rel ? [e.href, e.rel] : [e.src, e.type, e.async]));

    it('when the browser reports the first contentful paint, once the page is parsed', () => {
      const page = run({ readyState: 'loading', visibilityState: 'visible' }, true);
      expect(page.observers).toEqual([]);
      page.listeners.DOMContentLoaded!();
      expect(page.observers[0]!.options).toEqual({ type: 'paint', buffered: true });
      page.paint('first-paint');
      expect(page.timers.filter((t) => t.ms === 0)).toEqual([]);
      page.paint('first-contentful-paint');
      expect(page.disconnected()).toBe(1);
      expect(page.added).toEqual([]);
      page.timers.find((t) => t.ms === 0)!.fn();
      expect(sources(page.added)).toEqual(IN_ORDER);
      // The fallback that follows adds nothing twice.
      page.timers.find((t) => t.ms === BOOT_FALLBACK_MS)!.fn();
      expect(page.added).toHaveLength(IN_ORDER.length);
    });

    it('after BOOT_FALLBACK_MS when nothing contentful is painted', () => {
      const page = run({ readyState: 'interactive', visibilityState: 'visible' }, true);
      expect(page.added).toEqual([]);
      page.timers.find((t) => t.ms === BOOT_FALLBACK_MS)!.fn();
      expect(sources(page.added)).toEqual(IN_ORDER);
    });

    it('one frame after parsing in a browser without paint timing', () => {
      const page = run({ readyState: 'interactive', visibilityState: 'visible' }, false);
      expect(page.observers).toEqual([]);
      page.frames.shift()!();
      expect(page.added).toEqual([]);
      page.timers.shift()!.fn();
      expect(sources(page.added)).toEqual(IN_ORDER);
    });

    it('once the whole sheets it links after the paint, where their <meta> stands, are in', () => {
      const first = afterPaintMeta('/assets/index-D.css');
      const second = afterPaintMeta('/assets/more-F.css');
      const page = run({ readyState: 'interactive', visibilityState: 'hidden' }, true, [
        first,
        second,
      ]);
      const [link] = first.inserted;
      expect(link!.node).toMatchObject({ rel: 'stylesheet', href: '/assets/index-D.css' });
      expect(link!.before).toBe(first.nextSibling);
      expect(page.added).toEqual([]);
      link!.node.on.load!();
      expect(page.added).toEqual([]);
      second.inserted[0]!.node.on.load!();
      expect(sources(page.added)).toEqual(IN_ORDER);
    });

    it('even when a whole sheet fails to load', () => {
      const failing = afterPaintMeta('/assets/index-D.css');
      const page = run({ readyState: 'interactive', visibilityState: 'hidden' }, true, [failing]);
      failing.inserted[0]!.node.on.error!();
      expect(sources(page.added)).toEqual(IN_ORDER);
    });

    it('at once in a hidden tab, which paints nothing', () => {
      const page = run({ readyState: 'interactive', visibilityState: 'hidden' }, true);
      expect(sources(page.added)).toEqual(IN_ORDER);
    });
  });

  it('leaves a page without entry scripts as it is', () => {
    const plain = '<html><head><title>x</title></head><body></body></html>';
    expect(bootAfterFirstPaint(plain)).toBe(plain);
  });
});
