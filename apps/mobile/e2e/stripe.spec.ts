import { expect, test, type Page } from '@playwright/test';
import { mailedText } from '@gemlane/testing/mailbox';
import { freshEmail, registerAccount, useToken } from '@gemlane/testing/session';

// The shop in Stripe mode (playwright.stripe.config.ts: the server with PAYMENT_PROVIDER=stripe
// against the Stripe stand-in, whose hosted page pays the Checkout Session and posts the signed
// webhook as Stripe would): a working ID reaches Complete; a refused ID ends refunded, with the
// result page's message, the order list's label and the e-mail.
const DELIVERED = { userId: '12345678', serverId: '2001', roleName: 'Layla Main' };
const REFUSED = { userId: '99999999', serverId: '2001', roleName: 'Ghost Rider' };
const PASSWORD = 'Stripe#2025x';

/** `remembered`: the game zone shows the last verified ID, to be changed first. */
async function payWithStripe(
  page: Page,
  player: typeof DELIVERED,
  remembered = false,
): Promise<void> {
  await page.goto('/gameZone/mobile-legends-bang-bang');
  if (remembered) await page.getByRole('button', { name: 'Change' }).click();
  await page.getByLabel('User ID').fill(player.userId);
  await page.getByLabel('Server ID').fill(player.serverId);
  await page.getByRole('button', { name: 'Confirm ID' }).click();
  const dialog = page.locator('.adm-dialog');
  await expect(dialog).toContainText(player.roleName);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('verified-role')).toContainText(player.roleName);
  // A diamonds package above the card minimum.
  await page.getByRole('radio', { name: /1,000 \+ 155 Diamonds/ }).click();
  await expect(page.getByTestId('quote-total')).toBeVisible();
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
  const email = freshEmail('stripe');
  await useToken(page, await registerAccount(page.request, email, PASSWORD));
  const result = page.getByTestId('payment-result');

  await payWithStripe(page, DELIVERED);
  await expect(result).toHaveAttribute('data-status', 'complete', { timeout: 20_000 });
  await expect(result.getByRole('status')).toHaveText(/Complete.*delivered/);

  await payWithStripe(page, REFUSED, true);
  await expect(result).toHaveAttribute('data-status', 'fail', { timeout: 20_000 });
  await expect(result.getByRole('status')).toHaveText(/Failed and refunded/);
  await expect(result.getByRole('status')).toContainText(/\$\d+\.\d\d refunded to your Card on/);
  await expect(result.getByRole('status')).not.toContainText('Payment successful');
  await page.goto('/orderList?status=fail');
  await expect(page.locator('article').first()).toContainText('Fail · Refunded');
  const mailed = await mailedText(
    page.request,
    email,
    /so it failed\. (\$\d+\.\d\d) was refunded to your card on/,
  );
  expect(mailed).toMatch(/^\$\d+\.\d\d$/);
});
