// Real Chromium through the local gateway: each device class lands on its app, whichever origin it opens.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { recordCspViolations, unexpectedCspViolations } from '@gemlane/testing/csp';
import { DESKTOP_DIST, DESKTOP_PORT, MOBILE_DIST, MOBILE_PORT } from '../playwright.config.ts';

const ORIGIN = {
  desktop: `http://localhost:${DESKTOP_PORT}`,
  mobile: `http://localhost:${MOBILE_PORT}`,
} as const;
type Site = keyof typeof ORIGIN;
const other = (site: Site): Site => (site === 'desktop' ? 'mobile' : 'desktop');

/** The entry script each built app's index.html loads: tells which app a page is. */
function entryScript(dist: string): string {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const src = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`no module script in ${dist}/index.html`);
  return src;
}
const ENTRY = { desktop: entryScript(DESKTOP_DIST), mobile: entryScript(MOBILE_DIST) };

async function expectApp(page: Page, site: Site): Promise<void> {
  await expect(page.locator(`script[type="module"][src="${ENTRY[site]}"]`)).toHaveCount(1);
}

test.beforeEach(async ({ page }) => {
  await recordCspViolations(page);
});

for (const start of ['desktop', 'mobile'] as const) {
  test(`opening the ${start} origin lands on this device's app with path and query`, async ({
    page,
  }, info) => {
    const site = info.project.metadata.site as Site;
    await page.goto(`${ORIGIN[start]}/gameZone/pubg?partner=x`);
    expect(page.url()).toBe(`${ORIGIN[site]}/gameZone/pubg?partner=x`);
    await expectApp(page, site);
    await page.waitForLoadState('networkidle');
    expect(await unexpectedCspViolations(page)).toEqual([]);
    await page.screenshot({ path: `e2e/screenshots/${info.project.name}-from-${start}.png` });
  });
}

test('keeps the fragment and encoded characters across the redirect', async ({ page }, info) => {
  const site = info.project.metadata.site as Site;
  await page.goto(`${ORIGIN[other(site)]}/blog/%E5%8E%9F%E7%A5%9E?q=a%26b&partner=x#faq`);
  expect(page.url()).toBe(`${ORIGIN[site]}/blog/%E5%8E%9F%E7%A5%9E?q=a%26b&partner=x#faq`);
});

test('the switch link choice wins and is remembered', async ({ page, context }, info) => {
  const site = info.project.metadata.site as Site;
  const chosen = other(site);
  // The switch link on this device's app: this origin with ?view=<other>.
  await page.goto(`${ORIGIN[site]}/home?view=${chosen}`);
  expect(page.url()).toBe(`${ORIGIN[chosen]}/home?view=${chosen}`);
  await expectApp(page, chosen);
  const cookie = (await context.cookies()).find((c) => c.name === 'gl_view');
  expect(cookie?.value).toBe(chosen);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  // Later visits without the parameter stay on the chosen app, from either origin.
  await page.goto(`${ORIGIN[chosen]}/gameZone/pubg`);
  expect(page.url()).toBe(`${ORIGIN[chosen]}/gameZone/pubg`);
  await page.goto(`${ORIGIN[site]}/gameZone/pubg`);
  expect(page.url()).toBe(`${ORIGIN[chosen]}/gameZone/pubg?view=${chosen}`);
  // And switching back restores device detection's answer.
  await page.goto(`${ORIGIN[chosen]}/home?view=${site}`);
  expect(page.url()).toBe(`${ORIGIN[site]}/home?view=${site}`);
  await expectApp(page, site);
});

test('static files are served on both origins, never redirected', async ({ page }, info) => {
  const site = info.project.metadata.site as Site;
  const response = await page.goto(`${ORIGIN[other(site)]}/favicon.svg`);
  expect(response?.status()).toBe(200);
  expect(page.url()).toBe(`${ORIGIN[other(site)]}/favicon.svg`);
});
