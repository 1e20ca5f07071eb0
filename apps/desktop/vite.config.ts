import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The build-time runtime reads its settings here (STYLE habit 8): where /api is proxied to.
const apiTarget = process.env.GEMLANE_API_PROXY ?? 'http://127.0.0.1:3001';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 900 },
});
