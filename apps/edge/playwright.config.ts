import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_TRACE } from '@gemlane/testing/chromium';

// e2e ports (CONTRIBUTING.md: edge 43xx): the gateway's two origins and the real API server.
// E2E_EDGE_DESKTOP_PORT / E2E_EDGE_MOBILE_PORT / E2E_EDGE_API_PORT move them (two stacks side by side).
function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${name} must be a port number, got ${JSON.stringify(raw)}`);
  }
  return value;
}
export const DESKTOP_PORT = port('E2E_EDGE_DESKTOP_PORT', 4301);
export const MOBILE_PORT = port('E2E_EDGE_MOBILE_PORT', 4302);
export const API_PORT = port('E2E_EDGE_API_PORT', 4309);
// The API's PGlite folder is kept between runs (seeded once; reopening takes about a second).
const API_DATA_DIR = fileURLToPath(new URL('.data/e2e-pglite', import.meta.url));

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const realBuilt =
  existsSync(here('../desktop/dist/index.html')) && existsSync(here('../mobile/dist/index.html'));
// The real builds when both exist (E2E_DIST=fixtures forces the fixtures), else the fixture apps.
const useReal = realBuilt && process.env.E2E_DIST !== 'fixtures';
export const DESKTOP_DIST = useReal ? here('../desktop/dist') : here('test/fixtures/desktop-dist');
export const MOBILE_DIST = useReal ? here('../mobile/dist') : here('test/fixtures/mobile-dist');

const android = devices['Pixel 7'];

// The server-render checks of each site run once, in one project of that site's devices; the
// other projects check the redirect only. The fixture apps have no server entry, so none run there.
export const DESKTOP_SITE = '@desktop-site';
export const MOBILE_SITE = '@mobile-site';
const only = (tag?: string) => {
  const others = [DESKTOP_SITE, MOBILE_SITE].filter((t) => !useReal || t !== tag);
  return new RegExp(others.join('|'));
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // After the servers start: every public page rendered once, so no test meets a first render.
  globalSetup: './e2e/warm-up.ts',
  fullyParallel: false,
  // One browser at a time: the checks are CPU-bound (a second worker on two cores measured no
  // faster), and the gateway renders one page at a time by design. The server-render checks are
  // split by language and setting, so a run may still spread them (--workers).
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    trace: E2E_TRACE,
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['iPhone 13'], browserName: 'chromium' },
      grepInvert: only(MOBILE_SITE),
      metadata: { site: 'mobile' },
    },
    {
      name: 'android',
      use: { ...android, browserName: 'chromium' },
      grepInvert: only(),
      metadata: { site: 'mobile' },
    },
    {
      name: 'in-app',
      use: { ...android, browserName: 'chromium', userAgent: `${android.userAgent} Gemlane/3.2.0` },
      grepInvert: only(),
      metadata: { site: 'mobile' },
    },
    {
      name: 'pc',
      use: { ...devices['Desktop Chrome'], browserName: 'chromium' },
      grepInvert: only(DESKTOP_SITE),
      metadata: { site: 'desktop' },
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
        DATA_DIR: API_DATA_DIR,
        PUBLIC_ORIGINS: `http://localhost:${DESKTOP_PORT},http://localhost:${MOBILE_PORT}`,
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: 'node --import tsx src/gateway-main.ts',
      url: `http://127.0.0.1:${DESKTOP_PORT}/`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        HOST: '127.0.0.1',
        DESKTOP_PORT: String(DESKTOP_PORT),
        MOBILE_PORT: String(MOBILE_PORT),
        DESKTOP_DIST,
        MOBILE_DIST,
        API_URL: `http://127.0.0.1:${API_PORT}`,
      },
    },
  ],
});
