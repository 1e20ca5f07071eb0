import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The build-time runtime reads its settings here: where /api is proxied to in
// `vite` and `vite preview`. In production the console's origin routes /api to the server.
const apiTarget = process.env.GEMLANE_API_PROXY ?? 'http://127.0.0.1:3001';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  plugins: [react()],
  server: { port: 5175, strictPort: true, proxy },
  preview: { port: 5175, proxy },
  build: { target: 'es2022', sourcemap: false },
});
