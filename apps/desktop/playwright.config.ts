import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { builtAppCopy } from '@gemlane/testing/built-app';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_TRACE } from '@gemlane/testing/chromium';

// The real stack: the API server on 4101 with a fresh PGlite folder, and the built app served by
// `vite preview` on 4180, which proxies /api to it (so the hosted sandbox checkout is same-origin too).
// Overridable so that two runs on one machine do not collide (defaults: CONTRIBUTING's 41xx range).
const API_PORT = Number(process.env.E2E_API_PORT ?? 4101);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4180);
const WEB_ORIGIN = `http://localhost:${WEB_PORT}`;
const dataDir =
  process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'gemlane-desktop-e2e-'));
// The stack serves a copy of the build (turbo builds dist/ before e2e), so another build of dist/
// (the bench, a second run) cannot swap the files under a running test; the env var hands the copy
// to the workers (CSP spec).
const DIST_DIR = builtAppCopy('desktop', import.meta.url, 'E2E_DIST_DIR');

export default defineConfig({
  testDir: './e2e',
  // Stripe mode runs in its own stack: playwright.stripe.config.ts.
  testIgnore: ['**/stripe.spec.ts'],
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
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
      command: `pnpm exec vite preview --outDir ${DIST_DIR} --port ${WEB_PORT} --strictPort`,
      url: `${WEB_ORIGIN}/home`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { GEMLANE_API_PROXY: `http://127.0.0.1:${API_PORT}` },
    },
  ],
});
