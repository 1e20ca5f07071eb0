import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { builtAppCopy } from '@gemlane/testing/built-app';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_TRACE } from '@gemlane/testing/chromium';

// The shop's journey in Stripe mode (project `stripe`, e2e/stripe.spec.ts): the API server on
// 4451 with PAYMENT_PROVIDER=stripe against the Stripe stand-in on 4453
// (apps/server/test/stripe-stand-in-main.ts), and the built app on 4452 proxying /api to it.
const API_PORT = Number(process.env.E2E_STRIPE_API_PORT ?? 4451);
const WEB_PORT = Number(process.env.E2E_STRIPE_WEB_PORT ?? 4452);
const STANDIN_PORT = Number(process.env.E2E_STRIPE_STANDIN_PORT ?? 4453);
const WEB_ORIGIN = `http://localhost:${WEB_PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'gemlane-desktop-stripe-e2e-'));
const DIST_DIR = builtAppCopy('desktop', import.meta.url, 'E2E_DIST_DIR');

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/stripe',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e-stripe.json' }]],
  projects: [{ name: 'stripe', testMatch: '**/stripe.spec.ts' }],
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
      command: 'node --import tsx test/stripe-stand-in-main.ts',
      cwd: '../server',
      url: `http://127.0.0.1:${API_PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        STRIPE_STANDIN_PORT: String(STANDIN_PORT),
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
