import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { builtAppCopy } from '@gemlane/testing/built-app';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_TRACE } from '@gemlane/testing/chromium';

// The shop's journey in Stripe mode (project `stripe`, e2e/stripe.spec.ts, on Android's
// profile): the API server on 4461 with PAYMENT_PROVIDER=stripe against the Stripe stand-in on
// 4463 (apps/server/test/stripe-stand-in-main.ts), and the built app on 4462 proxying /api to it.
const API_PORT = Number(process.env.GEMLANE_MOBILE_E2E_STRIPE_API_PORT ?? 4461);
const WEB_PORT = Number(process.env.GEMLANE_MOBILE_E2E_STRIPE_WEB_PORT ?? 4462);
const STANDIN_PORT = Number(process.env.GEMLANE_MOBILE_E2E_STRIPE_STANDIN_PORT ?? 4463);
const WEB_ORIGIN = `http://127.0.0.1:${WEB_PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'gemlane-mobile-stripe-e2e-'));
const DIST_DIR = builtAppCopy('mobile', import.meta.url, 'GEMLANE_MOBILE_E2E_DIST_DIR');

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/stripe',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e-stripe.json' }]],
  use: {
    baseURL: WEB_ORIGIN,
    trace: E2E_TRACE,
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'stripe',
      testMatch: '**/stripe.spec.ts',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx test/stripe-stand-in-main.ts',
      cwd: '../server',
      url: `http://127.0.0.1:${API_PORT}/api/health`,
      timeout: 180_000,
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
        FULFILMENT_DEADLINE_MS: '20000',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: `pnpm exec vite preview --outDir ${DIST_DIR} --port ${WEB_PORT} --strictPort --host 127.0.0.1`,
      url: WEB_ORIGIN,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { GEMLANE_API_TARGET: `http://127.0.0.1:${API_PORT}` },
    },
  ],
});
