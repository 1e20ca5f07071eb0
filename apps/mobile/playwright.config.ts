import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { builtAppCopy } from '@gemlane/testing/built-app';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_TRACE } from '@gemlane/testing/chromium';

// e2e stack ports (CONTRIBUTING.md: mobile 42xx): the real API server and `vite preview` of the build.
// Overridable so a second checkout (CI, another clone) can run beside this one.
const API_PORT = Number(process.env.GEMLANE_MOBILE_E2E_API_PORT ?? 4201);
const WEB_PORT = Number(process.env.GEMLANE_MOBILE_E2E_WEB_PORT ?? 4280);
const WEB_ORIGIN = `http://127.0.0.1:${WEB_PORT}`;

// One fresh database per run; the env var makes Playwright's worker processes reuse the same folder.
process.env.GEMLANE_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'gemlane-mobile-e2e-'));

// The stack serves a copy of the build (turbo builds dist/ before e2e), so another build of
// dist/ (the bench, a second run) cannot swap the files under a running test; the workers reuse it.
const DIST_DIR = builtAppCopy('mobile', import.meta.url, 'GEMLANE_MOBILE_E2E_DIST_DIR');

/** Our native app appends its brand and version to the system webview's user agent. */
export const IN_APP_SUFFIX = ' Gemlane/3.2.0';
const android = devices['Pixel 7'];

// The bundle-size measurement is a benchmark (`pnpm run bench`), not part of the e2e run.
const BUNDLE_SPEC = ['**/bundle-size.spec.ts'];
const BENCH_ONLY = process.env.GEMLANE_BENCH ? [] : BUNDLE_SPEC;
// The proofs (axe, security, faults) and the navigation checks (partner, avatar
// through the gateway) check the same DOM at every phone size: they run on the Android profile.
const PROOF_SPECS = [
  '**/a11y.spec.ts',
  '**/security.spec.ts',
  '**/faults.spec.ts',
  '**/navigation.spec.ts',
  // Ten languages at a fixed 320 px width: the profile changes nothing but the run time.
  '**/text-fit.spec.ts',
];
// The native bridge exists only in our app's webview.
const IN_APP_SPECS = ['**/in-app.spec.ts'];
// Stripe mode runs in its own stack: playwright.stripe.config.ts.
const STRIPE_SPEC = '**/stripe.spec.ts';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: WEB_ORIGIN,
    trace: E2E_TRACE,
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'iphone',
      // Every route and journey is checked on the Android profile and in the app's webview (the
      // same engine); the iPhone profile checks what its width and user agent change: the shell,
      // the bottom bars and the texts that must fit.
      testIgnore: [
        ...BUNDLE_SPEC,
        ...PROOF_SPECS,
        ...IN_APP_SPECS,
        '**/routes.spec.ts',
        '**/journey.spec.ts',
        '**/checkout-return.spec.ts',
        '**/site-links.spec.ts',
        STRIPE_SPEC,
      ],
      use: { ...devices['iPhone 13'], browserName: 'chromium' },
    },
    {
      name: 'android',
      testIgnore: [...BENCH_ONLY, ...IN_APP_SPECS, STRIPE_SPEC],
      use: { ...android, browserName: 'chromium' },
    },
    {
      name: 'in-app',
      testIgnore: [...BUNDLE_SPEC, ...PROOF_SPECS, STRIPE_SPEC],
      use: {
        ...android,
        browserName: 'chromium',
        userAgent: `${android.userAgent}${IN_APP_SUFFIX}`,
      },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx src/main.ts',
      cwd: '../server',
      url: `http://127.0.0.1:${API_PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
      env: {
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.GEMLANE_E2E_DATA_DIR,
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
