import { expect, test } from '@playwright/test';
import { demoToken, useToken } from '@gemlane/testing/session';

test.describe('mobile shell', () => {
  test('/ and unknown paths go to /home, keeping the query', async ({ page }) => {
    await page.goto('/?partner=acme');
    await expect(page).toHaveURL(/\/home\?partner=acme$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the root font size follows the viewport width before the app runs', async ({ page }) => {
    await page.goto('/home');
    const { width, fontSize } = await page.evaluate(() => ({
      width: document.documentElement.clientWidth,
      fontSize: parseFloat(getComputedStyle(document.documentElement).fontSize),
    }));
    expect(fontSize).toBeCloseTo((Math.min(540, Math.max(320, width)) / 375) * 37.5, 3);
    await page.setViewportSize({ width: 375, height: 700 });
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
      .toBe('37.5px');
    await page.setViewportSize({ width: 1400, height: 900 });
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
      .toBe('54px');
  });

  test('utm_source and shareCode are kept for the session', async ({ page }) => {
    await page.goto('/home?utm_source=newsletter&shareCode=ABC123');
    await expect
      .poll(() =>
        page.evaluate(() => [
          sessionStorage.getItem('utmSource'),
          sessionStorage.getItem('shareCode'),
        ]),
      )
      .toEqual(['newsletter', 'ABC123']);
  });
});

test.describe('language and currency', () => {
  test('confirming stores the choice, saves it and reloads the storefront in that language and currency', async ({
    page,
  }) => {
    await page.goto('/languageAndCurrency');
    await page.getByText('Deutsch').click();
    await page.getByText('€ EUR · Euro').click();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Confirm' }).click(),
    ]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const setting = await page.evaluate(
      () => JSON.parse(localStorage.getItem('language_setting') ?? 'null') as unknown,
    );
    expect(setting).toMatchObject({ language: { value: 'de' }, currency: { value: 'EUR' } });
    await page.goto('/gameZone/mobile-legends-bang-bang');
    // Prices now come in euros, formatted for German.
    await expect(page.getByRole('radio').first()).toContainText('€');
    await expect(page.getByRole('navigation').getByRole('button', { name: 'Start' })).toBeVisible();
  });

  test('the language suggestion names the language in its own script and "continue" is remembered for good', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: 'th-TH',
      extraHTTPHeaders: { 'accept-language': 'th-TH,th;q=0.9' },
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/home');
    const popup = page.getByRole('dialog').filter({ hasText: 'ไทย' });
    await expect(popup).toBeVisible({ timeout: 5_000 });
    await popup.getByRole('button', { name: /English/ }).click();
    await expect(popup).toHaveCount(0);
    await page.reload();
    await page.waitForTimeout(2_500);
    await expect(page.getByRole('dialog').filter({ hasText: 'ไทย' })).toHaveCount(0);
    await context.close();
  });
});

test.describe('sign-up discount banner', () => {
  test('a visitor sees the offer on a game zone: it opens login, and its close button hides it', async ({
    page,
  }) => {
    await page.goto('/gameZone/genshin-impact-top-up');
    const banner = page.getByRole('region', { name: 'New-user discount' });
    await expect(banner.getByRole('button').first()).toHaveText(/\$\d+\.\d\d/);
    // Only a game zone shows it.
    await page.goto('/home');
    await page.waitForLoadState('networkidle');
    await expect(banner).toHaveCount(0);
    await page.goto('/gameZone/genshin-impact-top-up');
    await banner.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/login/);
    await page.goBack();
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toHaveCount(0);
  });

  test('a signed-in shopper sees no offer', async ({ page, request }) => {
    await useToken(page, await demoToken(request));
    await page.goto('/gameZone/genshin-impact-top-up');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'New-user discount' })).toHaveCount(0);
  });
});
