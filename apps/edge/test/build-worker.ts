// Bundles src/worker.ts the way wrangler does (esbuild, ESM), for workerd through Miniflare.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

export async function bundleWorker(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../src/worker.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error('esbuild produced no worker bundle');
  return file.text;
}
