import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
/** The home route's JavaScript stays under 150 KB gzip. */
const HOME_JS_BUDGET_KB = 150;

// Scheduled on the Android profile only (playwright.config.ts): the bundle is the same everywhere.
test('the home route loads at most 150 KB of JavaScript (gzip)', async ({ page }, info) => {
  const scripts = new Set<string>();
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto('/home');
  await expect(
    page.getByRole('button', { name: 'Mobile Legends: Bang Bang' }).first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  const sizes = [...scripts].map((p) => ({
    file: p,
    gzip: gzipSync(readFileSync(path.join(DIST, p)), { level: 9 }).length,
  }));
  const totalKb = sizes.reduce((n, s) => n + s.gzip, 0) / 1024;
  const report = sizes
    .sort((a, b) => b.gzip - a.gzip)
    .map((s) => `${(s.gzip / 1024).toFixed(1).padStart(7)} KB  ${s.file}`)
    .join('\n');
  console.log(
    `home route JavaScript: ${totalKb.toFixed(1)} KB gzip in ${sizes.length} files\n${report}`,
  );
  await info.attach('home-js.txt', {
    body: `${totalKb.toFixed(1)} KB gzip\n${report}`,
    contentType: 'text/plain',
  });
  expect(totalKb).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
});
