import { expect, test, type Page } from '@playwright/test';
import { mailedText } from '@gemlane/testing/mailbox';
import { freshEmail, registerAccount } from '@gemlane/testing/session';

// The shop in Stripe mode (playwright.stripe.config.ts: the server with PAYMENT_PROVIDER=stripe
// against the Stripe stand-in, whose hosted page pays the Checkout Session and posts the signed
// webhook as Stripe would): a working ID reaches Complete; a refused ID ends refunded, with the
// result page's message, the order list's label and the e-mail.
const GENSHIN = '/gameZone/genshin-impact-top-up';
const BIG_PACKAGE = /980 \+ 110 Genesis Crystals/;
const PASSWORD = 'Stripe#2025';

async function signedUp(page: Page): Promise<string> {
  const email = freshEmail('stripe');
  const token = await registerAccount(page.request, email, PASSWORD);
  await page.addInitScript((t) => localStorage.setItem('authToken', t), token);
  return email;
}

/** Chooses the player and the big package, pays by card on Stripe's page; returns when paid. */
async function payWithStripe(page: Page, uid: string): Promise<void> {
  await page.goto(GENSHIN);
  await page.getByLabel('UID').fill(uid);
  await page.getByLabel('Server').click();
  await page.locator('.ant-select-item-option[title="Asia"]').click();
  await page.getByRole('button', { name: 'Confirm ID' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'In-game name' })).toBeVisible();
  await page.getByRole('radio', { name: BIG_PACKAGE }).click();
  await page.getByRole('radio', { name: /Credit|Card/ }).check();
  await page.getByRole('button', { name: 'Buy now' }).click();
  // Stripe's hosted page (the stand-in's), in the order's amount.
  await expect(page).toHaveURL(/\/pay\/cs_test_/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: /^Pay \d+ USD$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-result\?outTradeNo=/);
}

test('Stripe Checkout: a working ID completes, a refused one ends refunded with the message', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = await signedUp(page);
  const status = page.locator('.payment-result [role="status"]');

  await payWithStripe(page, '800000001');
  await expect(status).toHaveText(/Complete.*delivered/, { timeout: 20_000 });

  await payWithStripe(page, '800000009');
  await expect(status).toHaveText(/Failed and refunded/, { timeout: 20_000 });
  await expect(status).toContainText(/\$\d+\.\d\d refunded to your Card on/);
  await expect(status).not.toContainText('Payment successful');
  await page.goto('/orderList');
  await expect(page.locator('.status-tag').first()).toHaveText('Fail · Refunded');
  const mailed = await mailedText(
    page.request,
    email,
    /so it failed\. (\$\d+\.\d\d) was refunded to your card on/,
  );
  expect(mailed).toMatch(/^\$\d+\.\d\d$/);
});
