import { createOrder } from '@gemlane/testing/session';
import { expect, test } from '@playwright/test';
import { API_ORIGIN, createAccount, snap, useToken } from './helpers.ts';
import { findMisfits, useLanguage } from './fit.ts';

test('a pending order notice keeps Home as wide as the phone, tab bar on screen', async ({
  page,
  request,
}, info) => {
  const { token } = await createAccount(request, info);
  await createOrder(request, token, info.project.use.baseURL!, API_ORIGIN);
  await useToken(page, token);
  await page.goto('/home');
  const notice = page.getByRole('region', { name: 'Order notice' });
  await expect(notice).toBeVisible();
  await snap(page, info, 'home-order-notice');
  // The page is as wide as the phone (the home carousel and tab strips scroll inside it).
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  const width = page.viewportSize()!.width;
  const tabBar = await page.locator('nav').last().boundingBox();
  expect(tabBar!.x).toBeGreaterThanOrEqual(0);
  expect(tabBar!.x + tabBar!.width).toBeLessThanOrEqual(width + 1);
  const box = (await notice.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(width + 1);
});

test('the game zone bottom: the buy bar hides nothing below it', async ({ page }, info) => {
  await useLanguage(page, 'de', 'EUR');
  await page.goto('/gameZone/mobile-legends-bang-bang');
  await expect(page.getByTestId('buy-bar')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300);
  await snap(page, info, 'zone-bottom-de');
  const inApp = info.project.name === 'in-app';
  // Our app's webview has no "desktop site" link; the browsers have it, and it takes a tap.
  const link = page.getByRole('link', { name: 'Zur Desktop-Website wechseln' });
  await expect(link).toHaveCount(inApp ? 0 : 1);
  expect(await findMisfits(page, ['a[href*="desktop"], [data-testid="buy-bar"] button'])).toEqual(
    [],
  );
  if (!inApp) {
    await link.click({ trial: true, timeout: 3000 });
  }
});
