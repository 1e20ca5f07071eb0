import {
  apiFromFreshAddress,
  freshEmail,
  registerAccount,
  useToken,
} from '@gemlane/testing/session';
import { expect, test } from '@playwright/test';
import { snap } from './helpers.ts';

test('the root and unknown paths land on /home, keeping the query', async ({ page }) => {
  await page.goto('/?partner=acme');
  await expect(page).toHaveURL(/\/home\?partner=acme$/);
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/home$/);
});

test('home renders with the top navigation and footer from the server', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2025 Gemlane');
  await expect(page).toHaveTitle(/Gemlane/);
  await snap(page, 'home');
});

test('antd runs zero-runtime: component styles come from the static CSS file, only theme variables are set at run time', async ({
  page,
}) => {
  await page.goto('/gameZone/genshin-impact-top-up');
  await expect(page.getByRole('heading', { name: 'Choose a package' })).toBeVisible();
  // What antd still writes at run time: every declaration is a custom property (--ant-*), no rules.
  const declarations = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-css-hash]')].flatMap((style) =>
      [...(style.textContent ?? '').matchAll(/\{([^{}]*)\}/g)].flatMap((m) =>
        (m[1] ?? '')
          .split(';')
          .map((d) => d.trim())
          .filter(Boolean),
      ),
    ),
  );
  expect(declarations.length).toBeGreaterThan(0);
  expect(declarations.filter((d) => !d.startsWith('--'))).toEqual([]);
  const sheets = await page.evaluate(() =>
    [...document.styleSheets].map((s) => s.href ?? 'inline'),
  );
  expect(sheets.some((href) => /\/assets\/index-[\w-]+\.css$/.test(href))).toBe(true);
});

test('the language suggestion appears after a second beside the language item', async ({
  browser,
}) => {
  const context = await browser.newContext({
    locale: 'de-DE',
    extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' },
  });
  const page = await context.newPage();
  await page.goto('/home');
  const popup = page.getByRole('dialog').filter({ hasText: 'Deutsch' });
  await expect(popup).toBeVisible({ timeout: 5_000 });
  await expect(popup).toHaveCSS('right', '100px');
  await snap(page, 'language-suggestion');
  await popup.getByRole('button', { name: /English/ }).click();
  await expect(popup).toHaveCount(0);
  // "Continue" is remembered for good: the next load does not ask again.
  await page.reload();
  await page.waitForTimeout(2_500);
  await expect(page.getByRole('dialog').filter({ hasText: 'Deutsch' })).toHaveCount(0);
  await context.close();
});

test('signing in on another device: page, header and requests all follow the profile language and currency', async ({
  playwright,
  browser,
  baseURL,
}) => {
  const api = await apiFromFreshAddress(playwright.request, baseURL, '198.51.100');
  const token = await registerAccount(api, freshEmail('lang'), 'Lang#2025x');
  // The profile was set to Japanese and yen on the first device.
  const saved = await api.post('/api/integrate/selectReport', {
    data: { language: 'ja', currency: 'JPY' },
    headers: { 'x-auth-token': token },
  });
  expect(saved.ok()).toBe(true);
  await api.dispose();

  const context = await browser.newContext();
  const page = await context.newPage();
  await useToken(page, token);
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja', { timeout: 15_000 });
  await expect(page.getByText(/JPY/).first()).toBeVisible();
  const setting = await page.evaluate(
    () => JSON.parse(localStorage.getItem('language_setting') ?? 'null') as unknown,
  );
  expect(setting).toMatchObject({ language: { value: 'ja' }, currency: { value: 'JPY' } });
  await context.close();
});
