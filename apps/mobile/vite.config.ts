import react from '@vitejs/plugin-react';
import { FRAMEWORK_MODULES, sharedModules } from '@gemlane/env/chunk-groups';
import { productionServerEntry } from '@gemlane/env/production-server-entry';
import pxtorem from 'postcss-pxtorem';
import type * as RouterCore from '@gemlane/stores/router/core';
import { defineConfig, runnerImport, type Plugin, type Rollup } from 'vite';
import { readFileSync } from 'node:fs';
import { FIRST_SCREEN_FILES_ID } from './src/boot/first-screen-files.ts';
import { VIEW_STYLES_META_PREFIX } from './src/app/view-styles-meta.ts';
import { REM_ROOT_PX, REM_UNIT_PRECISION, remFallbackCss, remScript } from './src/config/rem.ts';

// The only environment variable of the build/dev runtime: where /api is proxied to.
const apiTarget = process.env.GEMLANE_API_TARGET ?? 'http://127.0.0.1:3001';
if (!/^https?:\/\/[^/]+$/.test(apiTarget)) {
  throw new Error(
    `GEMLANE_API_TARGET must be an origin like http://127.0.0.1:3001, got ${apiTarget}`,
  );
}

const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

/** Puts the root-font-size script into <head> so the first paint already has the right rem. */
function remRootScript(): Plugin {
  return {
    name: 'gemlane-rem-root',
    transformIndexHtml: () => [
      { tag: 'script', children: remScript(), injectTo: 'head-prepend' },
      // The same size without JavaScript (a server-rendered page read with scripts off).
      { tag: 'style', children: remFallbackCss(), injectTo: 'head-prepend' },
    ],
  };
}

/**
 * antd-mobile's ConfigProvider imports zh-CN as its default locale. The app always passes its own
 * (`adapters/kit-provider.tsx`; dialogs get explicit texts), so English, already bundled, takes
 * its place and Chinese stays in the zh chunk.
 */
function kitDefaultLocale(): Plugin {
  return {
    name: 'gemlane-kit-default-locale',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../../locales/zh-CN') return null;
      if (
        !importer
          ?.replaceAll('\\', '/')
          .endsWith('/es/components/config-provider/config-provider.js')
      )
        return null;
      return this.resolve('../../locales/en-US', importer, { skipSelf: true });
    },
  };
}

const AXIOS_FETCH_ADAPTER = 'virtual:gemlane-axios-fetch-adapter';

/**
 * axios (the card's request library, kept) picks its first usable adapter of `xhr`, `http`,
 * `fetch`; every browser the site serves has XMLHttpRequest, so in the browser build its fetch
 * adapter (about 3 KB gzip of the first chunk) is never chosen and is left out: the adapter
 * table sees "no fetch here" and takes `xhr` as before. The server build keeps axios whole.
 */
function axiosWithoutFetchAdapter(): Plugin {
  return {
    name: 'gemlane-axios-without-fetch-adapter',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './fetch.js') return null;
      const from = importer?.replaceAll('\\', '/') ?? '';
      return /\/axios\/lib\/adapters\/adapters\.js$/.test(from) ? AXIOS_FETCH_ADAPTER : null;
    },
    load: (id) =>
      id === AXIOS_FETCH_ADAPTER
        ? 'export const getFetch = () => false;\nexport default false;\n'
        : null,
  };
}

/**
 * Lazy chunks list the chunks they import, for Vite to preload in parallel. Those the app's entry
 * already imports are loaded before any lazy import runs, so they are left out of the lists: the
 * entry chunk carries one file name list for every lazy import.
 */
function preloadListsWithoutEntryChunks() {
  const loaded = new Set<string>();
  const plugin: Plugin = {
    name: 'gemlane-preload-lists',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'pre',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loaded.clear();
        const entry = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId?.endsWith('/index.html'),
        );
        const queue = entry?.type === 'chunk' ? [entry.fileName] : [];
        for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
          if (loaded.has(file)) continue;
          loaded.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') queue.push(...chunk.imports);
        }
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[]) =>
    deps.filter((dep) => !loaded.has(dep));
  return { plugin, resolveDependencies };
}
const preloadLists = preloadListsWithoutEntryChunks();

/**
 * Small modules both entries (the app and the boot prefetch) or nearly every page run, in one `boot`
 * chunk: the shared packages' (`sharedModules`), the prefetches, the home screen's building blocks,
 * Vite's preload helper and the kit's English locale.
 */
const BOOT_SHARED_MODULES = sharedModules({
  appModules: [
    'apps/mobile/src/boot/(home|zone)-prefetch',
    'apps/mobile/src/components/(hooks/use-format|section/section|tab-strip/tab-strip|game-grid/game-grid)',
  ],
  extra: [
    'vite/preload-helper',
    'node_modules/antd-mobile/es/(locales/(base|en-US)|utils/merge-locale|components/config-provider/)',
  ],
});

const PREFETCH_ENTRY = 'src/boot/prefetch-entry.ts';
const HOME_VIEW = 'src/features/home/home-page.tsx';
const ZONE_VIEW = 'src/features/game-zone/game-zone-page.tsx';
const CART_VIEW = 'src/features/cart/cart-page.tsx';
const LOGIN_VIEW = 'src/features/auth/login-page.tsx';
const ENGLISH_REST = 'packages/i18n/src/packs/en-split.ts';

type OutputBundle = Record<string, Rollup.OutputAsset | Rollup.OutputChunk>;

/**
 * The files of lazy modules (their chunks, the chunks those import, their CSS) that the page's
 * entries do not load themselves: what the boot entry preloads for a first screen (`boot/preload-first-screen.ts`).
 */
function firstScreenFiles(bundle: OutputBundle, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    for (let file = start.pop(); file !== undefined; file = start.pop()) {
      const chunk = bundle[file];
      if (seen.has(file) || chunk?.type !== 'chunk') continue;
      seen.add(file);
      start.push(...chunk.imports);
    }
    return seen;
  };
  // What the page's entries (the app and the boot entry) load anyway.
  const loaded = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  const roots = chunks
    .filter((c) => modules.some((m) => c.facadeModuleId?.endsWith(`/${m}`)))
    .map((c) => c.fileName);
  const files: string[] = [];
  for (const file of closure(roots)) {
    if (loaded.has(file)) continue;
    const chunk = bundle[file];
    files.push(`/${file}`);
    if (chunk?.type === 'chunk')
      files.push(...[...(chunk.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`));
  }
  return files;
}

/** Each view's module, as `app/route-views.ts` imports it (`Home: () => import('../features/...')`). */
function viewModules(): Map<string, string> {
  const source = readFileSync(new URL('./src/app/route-views.ts', import.meta.url), 'utf8');
  const modules = new Map<string, string>();
  for (const [, view, path] of source.matchAll(/^ {2}(\w+): \(\) => import\('\.\.\/([^']+)'\)/gm))
    modules.set(view!, `src/${path}`);
  return modules;
}

/**
 * A `<meta name="gemlane:view-css:<View>" content="/assets/a.css ...">` per server-rendered view:
 * the stylesheets of its lazy chunk that the entry does not load. A server render links them from
 * <head> (`entry-server.tsx`), so the page paints styled instead of jumping when its chunk arrives.
 */
function serverRenderedViewStyles(): Plugin {
  return {
    name: 'gemlane-view-styles',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      async handler(_html, ctx) {
        if (!ctx.bundle) return [];
        // Read through Vite: the route table is TypeScript in a workspace package.
        const { module: router } = await runnerImport<typeof RouterCore>(
          '@gemlane/stores/router/core',
        );
        const modules = viewModules();
        return [...router.SERVER_RENDERED_VIEWS].flatMap((view) => {
          const module = modules.get(view);
          if (!module) throw new Error(`route-views.ts has no module for the view ${view}`);
          const css = firstScreenFiles(ctx.bundle ?? {}, [module]).filter((f) =>
            f.endsWith('.css'),
          );
          if (css.length === 0) return [];
          return [
            {
              tag: 'meta',
              attrs: { name: `${VIEW_STYLES_META_PREFIX}${view}`, content: css.join(' ') },
              injectTo: 'head' as const,
            },
          ];
        });
      },
    },
  };
}

/**
 * Builds the home prefetch as its own small entry and loads it first from <head>, so the banners'
 * request starts while the app bundle still downloads (a second script in index.html would be
 * merged into the app entry by Vite and wait for all of it).
 */
function earlyPrefetchEntry(): Plugin {
  let ref = '';
  return {
    name: 'gemlane-early-prefetch',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildStart() {
      ref = this.emitFile({ type: 'chunk', id: PREFETCH_ENTRY, name: 'prefetch' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = ctx.bundle
          ? Object.values(ctx.bundle).find(
              (c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId?.endsWith(PREFETCH_ENTRY),
            )
          : undefined;
        if (!chunk || chunk.type !== 'chunk' || !ref) return [];
        const firstScreen = {
          home: firstScreenFiles(ctx.bundle ?? {}, [HOME_VIEW]),
          zone: firstScreenFiles(ctx.bundle ?? {}, [ZONE_VIEW, ENGLISH_REST]),
          cart: firstScreenFiles(ctx.bundle ?? {}, [CART_VIEW, ENGLISH_REST]),
          login: firstScreenFiles(ctx.bundle ?? {}, [LOGIN_VIEW, ENGLISH_REST]),
        };
        // Its shared imports are preloaded at once instead of one round trip after another.
        const preloads = chunk.imports.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head-prepend' as const,
        }));
        return [
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
          ...preloads,
          {
            tag: 'script',
            attrs: { type: 'application/json', id: FIRST_SCREEN_FILES_ID },
            children: JSON.stringify(firstScreen),
            injectTo: 'body',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    remRootScript(),
    earlyPrefetchEntry(),
    serverRenderedViewStyles(),
    kitDefaultLocale(),
    axiosWithoutFetchAdapter(),
    preloadLists.plugin,
    productionServerEntry(),
  ],
  css: {
    postcss: {
      plugins: [
        pxtorem({
          rootValue: REM_ROOT_PX,
          unitPrecision: REM_UNIT_PRECISION,
          // '*' also converts antd-mobile's --adm-* size variables, so the kit scales with the layout.
          propList: ['*'],
          // 1 px hairlines stay 1 px on every screen.
          minPixelValue: 2,
        }),
      ],
    },
  },
  server: { port: 5174, strictPort: true, proxy },
  preview: { port: 4280, strictPort: true, proxy },
  // The server entry (src/entry-server.tsx) is built with everything inside, antd-mobile too (its
  // ES modules import CSS): the gateway loads it from the build folder without node_modules.
  ssr: { noExternal: true, target: 'node' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Browsers preload modules themselves (Chrome 66+, Firefox 115+, Safari 17+); an older Safari
    // only skips the hint and loads each chunk when imported. The polyfill would put 0.6 KB gzip
    // into every visitor's first script for that.
    modulePreload: { polyfill: false, resolveDependencies: preloadLists.resolveDependencies },
    rolldownOptions: {
      output: {
        // The libraries every page runs in one chunk: several small shared chunks cost more bytes
        // (and requests) than one.
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK_MODULES },
            { name: 'boot', test: BOOT_SHARED_MODULES },
          ],
        },
      },
    },
  },
});
