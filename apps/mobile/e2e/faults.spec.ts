import { expect, test, type Page } from '@playwright/test';
import { API_FAILURES, delayed, ENGLISH_FAILURE, GERMAN_FAILURE } from '@gemlane/testing/faults';

// Faults, the app side: a slow API shows the loading state, a failing one (aborted, 500,
// 502, not JSON) a clear translated message, and what the user typed stays in the form.
const EMAIL = 'faults@example.com';
const PLAYER = { userId: '12345678', serverId: '2001' };

const message = (page: Page) => page.locator('.adm-toast-main, [role="alert"]').first();
const emailField = (page: Page) => page.locator('input[type="email"], input').first();

/** The visitor's language suggestion (English) covers the page after 1 s: the shopper stays in German. */
async function keepGerman(page: Page): Promise<void> {
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: /Möchtest du Gemlane auf/ }),
    async (dialog) => {
      await dialog.getByRole('button', { name: /^Weiter auf/ }).click();
    },
  );
}

async function submitEmail(page: Page, lang = ''): Promise<void> {
  await page.goto(`/login${lang}`);
  await emailField(page).fill(EMAIL);
  await page.locator('form button[type="submit"]').first().click();
}

test('a slow API shows the loading state and then carries on', async ({ page }) => {
  await page.route('**/api/common/auth/checkEmailLogin', delayed(3_000));
  await submitEmail(page);
  await expect(page.locator('form button[type="submit"].adm-button-loading')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible({ timeout: 15_000 });
});

for (const [name, fail] of Object.entries(API_FAILURES)) {
  test(`an API answer ${name} shows a clear message and keeps the e-mail`, async ({ page }) => {
    await page.route('**/api/common/auth/checkEmailLogin', fail);
    await submitEmail(page);
    await expect(message(page)).toContainText(ENGLISH_FAILURE);
    await expect(emailField(page)).toHaveValue(EMAIL);
  });
}

test('the failure message is translated (German)', async ({ page }) => {
  await page.route('**/api/common/auth/checkEmailLogin', API_FAILURES.aborted);
  await keepGerman(page);
  await submitEmail(page, '?lang=de');
  await expect(message(page)).toContainText(GERMAN_FAILURE);
  await expect(emailField(page)).toHaveValue(EMAIL);
});

test('the player ID stays on the game zone when the role check fails', async ({ page }) => {
  await page.route('**/api/order/checkRole', API_FAILURES['502']);
  await keepGerman(page);
  await page.goto('/gameZone/mobile-legends-bang-bang?lang=de');
  const inputs = page.locator('main input, input[inputmode], input[type="text"]');
  await inputs.nth(0).fill(PLAYER.userId);
  await inputs.nth(1).fill(PLAYER.serverId);
  await page.getByRole('button', { name: 'ID bestätigen' }).click();
  await expect(message(page)).toContainText(GERMAN_FAILURE);
  await expect(inputs.nth(0)).toHaveValue(PLAYER.userId);
  await expect(inputs.nth(1)).toHaveValue(PLAYER.serverId);
});
