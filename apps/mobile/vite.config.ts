import react from '@vitejs/plugin-react';
import pxtorem from 'postcss-pxtorem';
import { defineConfig, type Plugin } from 'vite';
import { REM_ROOT_PX, REM_UNIT_PRECISION, remScript } from './src/config/rem.ts';

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
    transformIndexHtml: () => [{ tag: 'script', children: remScript(), injectTo: 'head-prepend' }],
  };
}

export default defineConfig({
  plugins: [react(), remRootScript()],
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
  build: { target: 'es2022', sourcemap: false },
});
