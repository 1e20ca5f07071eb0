import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { splitAntdCss } from './src/config/antd-style-split.ts';

// The build-time runtime reads its settings here (STYLE habit 8): where /api is proxied to.
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

export default defineConfig({
  plugins: [react(), antdStyles()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 900 },
});
