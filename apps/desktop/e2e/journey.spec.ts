import { expect, test, type Page } from '@playwright/test';
import { mailedCode } from '@gemlane/testing/mailbox';
import { snap } from './helpers.ts';

// The whole top-up journey on the real stack: a fresh account registered with the e-mailed code,
// Genshin Impact, the sandbox checkout, and the order reaching Complete; then a player ID the
// sandbox publisher rejects after payment, which ends in Fail with an automatic refund.
const PASSWORD = 'Journey#2025';
const GENSHIN = '/gameZone/genshin-impact-top-up';

async function register(page: Page, email: string): Promise<void> {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await mailedCode(page.request, email));
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await snap(page, 'journey-register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
}

async function buyGenshin(page: Page, uid: string, shot: string): Promise<string> {
  await page.goto(GENSHIN);
  await page.getByLabel('UID').fill(uid);
  await page.getByLabel('Server').click();
  await page.locator('.ant-select-item-option[title="Asia"]').click();
  await page.getByRole('button', { name: 'Confirm ID' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'In-game name' })).toBeVisible();
  await page.getByRole('radio', { name: /980 \+ 110 Genesis Crystals/ }).click();
  await expect(page.locator('.price-total')).toContainText('$');
  await snap(page, `${shot}-zone`);
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Cardholder name').fill('Journey Tester');
  await snap(page, `${shot}-checkout`);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-result\?outTradeNo=/);
  // The paid order may already have moved on (Fail for a rejected ID) by the time the page asks.
  await expect(page.locator('.ant-result-title')).toHaveText(/Payment successful|Fail/, {
    timeout: 30_000,
  });
  await snap(page, `${shot}-payment-result`);
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(/\/orderdetail\?orderId=/);
  return new URL(page.url()).searchParams.get('orderId') ?? '';
}

async function waitForStatus(page: Page, label: string): Promise<void> {
  await expect(async () => {
    await page.reload();
    await expect(page.locator('.page-head .status-tag')).toHaveText(label, { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
}

test('a new account tops up Genshin Impact and the order completes', async ({ page }) => {
  const email = `journey-${Date.now()}@example.com`;
  await register(page, email);
  const orderId = await buyGenshin(page, '800000001', 'journey');
  await waitForStatus(page, 'Complete');
  await expect(page.getByText('Traveler')).toBeVisible();
  await snap(page, 'journey-order-complete');

  await page.goto('/orderList');
  await expect(page.getByText(orderId)).toBeVisible();
  await page.getByRole('tab', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/status=complete/);
  await expect(page.getByText(orderId)).toBeVisible();
  await snap(page, 'journey-order-list');

  // The verified ID is offered again on the next visit.
  await page.goto(GENSHIN);
  await expect(page.getByText('800000001')).toBeVisible();
});

test('a player ID the publisher rejects ends in Fail with an automatic refund', async ({
  page,
}) => {
  const email = `refund-${Date.now()}@example.com`;
  await register(page, email);
  await buyGenshin(page, '800000009', 'refund');
  await waitForStatus(page, 'Fail');
  await expect(page.getByText(/Refund of/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay again' })).toHaveCount(0);
  await snap(page, 'refund-order-failed');
});
