import { expect, test, type Page } from '@playwright/test';
import { recordCspViolations, unexpectedCspViolations } from '@gemlane/testing/csp';
import { gatewayOrigins, startGateway, type RunningGateway } from '@gemlane/testing/gateway';
import { createOrder, demoToken, registerAccount, useToken } from '@gemlane/testing/session';

// Issue 7 item 3 in the browser: open redirects after a real login, search highlight markup that
// cannot run script, and the production CSP (through the real gateway) with no violation reported.
const PASSWORD = 'Proof#2025x';
const HOSTILE = '<img src=x onerror=alert(1)>';

/** Every attempt to leave the site, as typed, percent-encoded and double-encoded. */
const TARGETS = [
  'https://evil.example',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
];
const REDIRECTS = TARGETS.flatMap((raw) => [
  { label: `raw ${raw}`, query: raw },
  { label: `encoded ${raw}`, query: encodeURIComponent(raw) },
  { label: `double-encoded ${raw}`, query: encodeURIComponent(encodeURIComponent(raw)) },
]);

function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return dialogs;
}

test.describe('login redirect', () => {
  const accounts: string[] = [];
  test.beforeAll(async ({ playwright }, info) => {
    // Its own client address: a restarted worker registers again under the per-IP code limit.
    const api = await playwright.request.newContext({
      baseURL: info.project.use.baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250) + 1}` },
    });
    // Two accounts: each address may log in 10 times in 15 minutes.
    for (const n of [1, 2]) {
      const email = `proof-redirect-${n}-${Date.now()}@example.com`;
      await registerAccount(api, email, PASSWORD);
      accounts.push(email);
    }
    await api.dispose();
  });

  REDIRECTS.forEach((attempt, i) => {
    test(`${attempt.label} stays on the site after logging in`, async ({ page, baseURL }) => {
      // One client address per case: the per-IP login limit is not what this test is about.
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${i + 10}` });
      const dialogs = watchDialogs(page);
      const requested: string[] = [];
      page.on('request', (r) => requested.push(r.url()));
      await page.goto(`/login?redirect=${attempt.query}`);
      await page.getByLabel('E-mail').fill(accounts[i % 2]!);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(`${baseURL}/home`);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).origin).toBe(baseURL);
      expect(dialogs).toEqual([]);
      expect(requested.filter((u) => new URL(u).hostname.endsWith('evil.example'))).toEqual([]);
    });
  });
});

test.describe('search highlight', () => {
  const searchBox = (page: Page) => page.getByRole('searchbox');
  const firstName = (page: Page) => page.locator('main ul li button > span > span').first();

  test('the server highlight renders as an emphasis element and text only', async ({ page }) => {
    await page.goto('/search');
    await searchBox(page).fill('gen');
    const name = firstName(page);
    await expect(name.locator('em')).toHaveText(/gen/i);
    const elements = await name.evaluate((el) =>
      [...el.querySelectorAll('*')].map((e) => ({
        tag: e.tagName,
        attrs: [...e.attributes].map((a) => a.name),
        children: e.childElementCount,
      })),
    );
    for (const e of elements) {
      expect(['EM', 'MARK', 'SPAN']).toContain(e.tag);
      expect(e.attrs.filter((a) => a !== 'class')).toEqual([]);
      expect(e.children).toBe(0);
    }
  });

  test('a hostile search text runs nothing and adds no element', async ({ page }) => {
    const dialogs = watchDialogs(page);
    await page.goto('/search');
    await searchBox(page).fill(HOSTILE);
    await searchBox(page).press('Enter');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    expect(dialogs).toEqual([]);
    await expect(page.locator('img[src="x"], [onerror]')).toHaveCount(0);
  });

  test('markup in a server highlight stays text', async ({ page }) => {
    const dialogs = watchDialogs(page);
    // A compromised or buggy server answer: the client must not turn it into elements.
    await page.route('**/api/common/home/searchGame', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        data: { list: { highlight?: string; gameName: string }[] };
      };
      for (const g of body.data.list)
        g.highlight = `${HOSTILE}<em class="highlight">${g.gameName}</em>`;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/search');
    await searchBox(page).fill('gen');
    await expect(firstName(page)).toContainText(HOSTILE);
    await page.waitForTimeout(1_000);
    expect(dialogs).toEqual([]);
    await expect(page.locator('img[src="x"], [onerror]')).toHaveCount(0);
  });
});

test.describe('content security policy through the gateway', () => {
  test.describe.configure({ timeout: 240_000 });
  const origins = gatewayOrigins(4410);
  let gateway: RunningGateway | undefined;
  let token = '';
  let orderId = '';
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(240_000);
    gateway = await startGateway(4410);
    const api = await playwright.request.newContext({ baseURL: origins.mobile });
    token = await demoToken(api);
    orderId = (await createOrder(api, token, origins.mobile)).orderId;
    await api.dispose();
  });
  test.afterAll(async () => {
    await gateway?.stop();
  });

  test('the mobile site sends a strict policy and no page reports a violation', async ({
    page,
  }) => {
    const res = await page.request.get(`${origins.mobile}/home`);
    const csp = res.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The mobile bundle inserts no style at run time, so its style-src is strict too.
    expect(csp).toMatch(/style-src 'self';/);

    await recordCspViolations(page);
    const visited: string[] = [];
    const visit = async (path: string) => {
      await page.goto(`${origins.mobile}${path}`);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#root > *').first()).toBeVisible();
      visited.push(path);
      expect(await unexpectedCspViolations(page), `CSP violations on ${path}`).toEqual([]);
    };
    for (const path of [
      '/home',
      '/gameZone/genshin-impact-top-up',
      '/gameZone/mobile-legends-bang-bang',
      '/search',
      '/blog-list',
      '/helpCenter',
      '/login',
    ]) {
      await visit(path);
    }
    // Search results with their highlight (inserted at run time) too.
    await page.goto(`${origins.mobile}/search`);
    await page.getByRole('searchbox').fill('gen');
    await expect(page.locator('main ul li button em').first()).toBeVisible();
    await page.waitForTimeout(1_500);
    expect(await unexpectedCspViolations(page)).toEqual([]);

    await useToken(page, token);
    for (const path of [
      '/me',
      '/cart',
      '/orderList',
      `/orderdetail?orderId=${orderId}`,
      '/coupon',
      '/setting',
    ]) {
      await visit(path);
    }
    expect(visited).toHaveLength(13);
  });
});
