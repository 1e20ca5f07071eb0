import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_TRACE } from '@gemlane/testing/chromium';

// The real stack: the API server on 4701 with a fresh PGlite folder (it seeds the three dev staff
// accounts), and the built console (dist/) served by `vite preview` on 4780, proxying /api to it.
// Overridable so that two runs on one machine do not collide (CONTRIBUTING's 47xx range).
const API_PORT = Number(process.env.E2E_API_PORT ?? 4701);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4780);
const WEB_ORIGIN = `http://localhost:${WEB_PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'gemlane-admin-e2e-'));

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: WEB_ORIGIN,
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: E2E_TRACE,
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'pnpm --filter @gemlane/server start',
      url: `http://127.0.0.1:${API_PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_ORIGINS: WEB_ORIGIN,
        API_ORIGIN: WEB_ORIGIN,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
      },
    },
    {
      // turbo's e2e task builds the console first (dependsOn build); a bare run builds it here.
      command: `(test -f dist/index.html || pnpm exec vite build) && pnpm exec vite preview --port ${WEB_PORT} --strictPort`,
      url: WEB_ORIGIN,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { GEMLANE_API_PROXY: `http://127.0.0.1:${API_PORT}` },
    },
  ],
});
