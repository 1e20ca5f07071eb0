// Bundles the Worker the way wrangler does (esbuild, ESM), for workerd through Miniflare:
// src/worker.ts (the shell), or src/worker-site.ts with a server entry under the name
// `gemlane:server-entry` (wrangler.toml's alias; compatibility flag nodejs_compat for its Node APIs).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

export async function bundleWorker(options: { serverEntry?: string } = {}): Promise<string> {
  const result = await build({
    entryPoints: [
      fileURLToPath(
        new URL(
          options.serverEntry ? '../src/worker-site.ts' : '../src/worker.ts',
          import.meta.url,
        ),
      ),
    ],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    ...(options.serverEntry
      ? {
          alias: { 'gemlane:server-entry': options.serverEntry },
          // The apps' server bundles name Node's modules (nodejs_compat provides them) and ask
          // for `import.meta.url` once (a bundled module in workerd has none).
          external: ['node:*', ...NODE_MODULES],
          mainFields: ['module', 'main'],
          define: { 'import.meta.url': '"file:///worker.js"' },
        }
      : {}),
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error('esbuild produced no worker bundle');
  return file.text;
}

/** Node's modules by their bare names, as the apps' server bundles import some of them. */
const NODE_MODULES = [
  'assert',
  'async_hooks',
  'buffer',
  'crypto',
  'events',
  'fs',
  'http',
  'http2',
  'https',
  'module',
  'net',
  'os',
  'path',
  'process',
  'stream',
  'string_decoder',
  'tty',
  'url',
  'util',
  'zlib',
];
