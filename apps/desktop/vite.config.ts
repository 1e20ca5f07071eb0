import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { FRAMEWORK_MODULES, sharedModules } from '@gemlane/env/chunk-groups';
import { productionServerEntry } from '@gemlane/env/production-server-entry';
import { defineConfig } from 'vite';
import type { Plugin, Rollup } from 'vite';
import { LANDING_CHUNKS_ID } from './src/boot/landing-chunks.ts';
import { splitAntdCss } from './src/config/antd-style-split.ts';
import { DEFERRED_CSS_META } from './src/app/deferred-css-meta.ts';

// The build-time runtime reads its settings here: where /api is proxied to.
const apiTarget = process.env.GEMLANE_API_PROXY ?? 'http://127.0.0.1:3001';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

const ANTD_STYLES = {
  firstPaint: 'virtual:antd-first-paint.css',
  deferred: 'virtual:antd-deferred.css',
} as const;

/** antd's static CSS in two parts: render-blocking for first-paint components, the rest later. */
function antdStyles(): Plugin {
  let parts: { firstPaint: string; deferred: string } | undefined;
  const read = () =>
    (parts ??= splitAntdCss(
      readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8'),
    ));
  return {
    name: 'gemlane:antd-styles',
    resolveId: (id) => (id === ANTD_STYLES.firstPaint || id === ANTD_STYLES.deferred ? id : null),
    load: (id) =>
      id === ANTD_STYLES.firstPaint
        ? read().firstPaint
        : id === ANTD_STYLES.deferred
          ? read().deferred
          : null,
  };
}

const BOOT_ENTRY = 'src/boot/boot-entry.ts';
const DEFERRED_STYLES_MODULE = 'src/app/deferred-styles-sheet.ts';
/** The pages a shopper usually lands on: their chunks are preloaded from <head> on their address. */
const LANDING_PAGES: Readonly<Record<string, string>> = {
  '/': 'src/features/home/home-page.tsx',
  '/home': 'src/features/home/home-page.tsx',
  '/gameZone/': 'src/features/game-zone/game-zone-page.tsx',
  '/cart': 'src/features/cart/cart-page.tsx',
  '/login': 'src/features/auth/login-page.tsx',
};

/** A chunk and every chunk it imports statically, as `/assets/...` paths. */
function staticClosure(bundle: Rollup.OutputBundle, file: string, seen = new Set<string>()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const chunk = bundle[file];
  if (chunk?.type === 'chunk') for (const next of chunk.imports) staticClosure(bundle, next, seen);
  return seen;
}

/**
 * Builds boot/boot-entry.ts as its own small entry, loaded first from <head>: it starts the landing
 * page's API call while the app bundle downloads, and modulepreloads the landing page's chunks
 * (listed in a JSON block) instead of waiting for the router to ask for them after the app ran.
 */
function earlyBoot(): Plugin {
  let ref = '';
  return {
    name: 'gemlane:early-boot',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildStart() {
      ref = this.emitFile({ type: 'chunk', id: BOOT_ENTRY, name: 'boot' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle || !ref) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const boot = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith(BOOT_ENTRY));
        // The app's entry is the module script of index.html (src/main.tsx).
        const app = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('index.html'));
        if (!boot || !app) return [];
        const loadedAnyway = staticClosure(bundle, app.fileName);
        const pages: Record<string, string[]> = {};
        for (const [path, module] of Object.entries(LANDING_PAGES)) {
          const page = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (!page) throw new Error(`no chunk for the landing page ${module}`);
          pages[path] = [...staticClosure(bundle, page.fileName)]
            .filter((file) => !loadedAnyway.has(file))
            .map((file) => `/${file}`);
        }
        // The styles pages past the first paint wait for (a CSS-only chunk, so an asset of the
        // bundle): a server render links them from <head> for its page.
        const deferredCss = Object.values(bundle)
          .filter(
            (a) =>
              a.type === 'asset' &&
              a.fileName.endsWith('.css') &&
              a.originalFileNames.some((name) => name.endsWith(DEFERRED_STYLES_MODULE)),
          )
          .map((a) => `/${a.fileName}`);
        if (deferredCss.length === 0) throw new Error('no CSS for the deferred styles');
        return [
          {
            tag: 'meta',
            attrs: { name: DEFERRED_CSS_META, content: deferredCss.join(' ') },
            injectTo: 'head',
          },
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: `/${boot.fileName}` },
            injectTo: 'head-prepend',
          },
          ...boot.imports.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head-prepend' as const,
          })),
          {
            tag: 'script',
            attrs: { type: 'application/json', id: LANDING_CHUNKS_ID },
            children: JSON.stringify(pages),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/** The small modules both entries (the app and the boot script) or nearly every page run. */
const SHARED_MODULES = sharedModules({ appModules: ['apps/desktop/src/boot/early-requests'] });

export default defineConfig({
  plugins: [react(), antdStyles(), earlyBoot(), productionServerEntry()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // Browsers preload modules themselves (Chrome 66+, Firefox 115+, Safari 17+); an older Safari
    // only skips the hint. The polyfill would be 0.6 KB gzip of every visitor's first script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // One chunk of libraries and one of small shared modules instead of dozens of tiny ones.
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK_MODULES },
            { name: 'shared', test: SHARED_MODULES },
          ],
        },
      },
    },
  },
  // The server entry (src/entry-server.tsx) is built with everything inside: the gateway loads it
  // from the build folder, wherever that is, without this workspace's node_modules.
  ssr: { noExternal: true, target: 'node' },
});
