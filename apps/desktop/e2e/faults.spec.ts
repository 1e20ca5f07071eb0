import { expect, test, type Page } from '@playwright/test';
import { API_FAILURES, delayed, ENGLISH_FAILURE, GERMAN_FAILURE } from '@gemlane/testing/faults';

// Faults, the app side: a slow API shows the loading state, a failing one (aborted, 500,
// 502, not JSON) a clear translated message, and what the user typed stays in the form.
const EMAIL = 'faults@example.com';
const PLAYER = '800000001';

async function submitEmail(page: Page, lang = ''): Promise<void> {
  await page.goto(`/login${lang}`);
  await page.locator('input[type="email"], input#email, input[name="email"]').first().fill(EMAIL);
  await page.locator('form button[type="submit"]').first().click();
}

test('a slow API shows the loading state and then carries on', async ({ page }) => {
  await page.route('**/api/common/auth/checkEmailLogin', delayed(3_000));
  await submitEmail(page);
  await expect(page.locator('form button[type="submit"].ant-btn-loading')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible({ timeout: 15_000 });
});

for (const [name, fail] of Object.entries(API_FAILURES)) {
  test(`an API answer ${name} shows a clear message and keeps the e-mail`, async ({ page }) => {
    await page.route('**/api/common/auth/checkEmailLogin', fail);
    await submitEmail(page);
    await expect(page.locator('.ant-message-notice, [role="alert"]').first()).toContainText(
      ENGLISH_FAILURE,
    );
    await expect(page.getByLabel('E-mail')).toHaveValue(EMAIL);
  });
}

test('the failure message is translated (German)', async ({ page }) => {
  await page.route('**/api/common/auth/checkEmailLogin', API_FAILURES.aborted);
  await submitEmail(page, '?lang=de');
  await expect(page.locator('.ant-message-notice, [role="alert"]').first()).toContainText(
    GERMAN_FAILURE,
  );
  await expect(
    page.locator('input[type="email"], input#email, input[name="email"]').first(),
  ).toHaveValue(EMAIL);
});

test('the player ID stays on the game zone when the role check fails', async ({ page }) => {
  await page.route('**/api/order/checkRole', API_FAILURES['502']);
  await page.goto('/gameZone/genshin-impact-top-up?lang=de');
  await page.getByLabel('UID').fill(PLAYER);
  const server = page.getByRole('combobox', { name: 'Spielserver' });
  await server.click();
  await server.press('ArrowDown');
  await server.press('Enter');
  await page.getByRole('button', { name: 'ID bestätigen' }).click();
  await expect(page.locator('.ant-message-notice, [role="alert"]').first()).toContainText(
    GERMAN_FAILURE,
  );
  await expect(page.getByLabel('UID')).toHaveValue(PLAYER);
});
