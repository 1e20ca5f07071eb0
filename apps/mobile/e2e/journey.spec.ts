import { expect, test, type Page } from '@playwright/test';
import { freshCard } from '@gemlane/testing/session';
import { mailedText } from '@gemlane/testing/mailbox';
import {
  API_ORIGIN,
  createAccount,
  freshEmail,
  PASSWORD,
  readCode,
  snap,
  useToken,
  watchErrors,
} from './helpers.ts';

// Sandbox publisher players of Mobile Legends (apps/server: sandbox-players.ts): the first is
// delivered, the second passes the role check but is refused at delivery -> automatic refund.
const DELIVERED = { userId: '12345678', serverId: '2001', roleName: 'Layla Main' };
const REFUSED = { userId: '99999999', serverId: '2001', roleName: 'Ghost Rider' };

async function confirmId(
  page: Page,
  player: { userId: string; serverId: string; roleName: string },
) {
  await page.getByLabel('User ID').fill(player.userId);
  await page.getByLabel('Server ID').fill(player.serverId);
  await expect(
    page.getByText('The number in parentheses is the server ID', { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirm ID' }).click();
  const dialog = page.locator('.adm-dialog');
  await expect(dialog).toContainText(player.roleName);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('verified-role')).toContainText(player.roleName);
}

/** A diamonds package above the card minimum ($10, docs/product.md §9). */
async function buyPackage(page: Page) {
  await page.getByRole('radio', { name: /1,000 \+ 155 Diamonds/ }).click();
  await expect(page.getByTestId('quote-total')).toBeVisible();
  await page.getByRole('button', { name: 'Buy now' }).click();
}

// One card per run: the sandbox lets a card serve at most 2 accounts (docs/product.md §9).
const card = freshCard();

async function paySandbox(page: Page, info: Parameters<typeof snap>[1], name: string) {
  await expect(page.locator('#cardNumber')).toBeVisible({ timeout: 20_000 });
  await page.locator('#cardNumber').fill(card);
  await page.locator('#expiry').fill('12/30');
  await page.locator('#cvc').fill('123');
  await page.locator('#holderName').fill('Mobile Tester');
  await snap(page, info, `${name}-checkout`);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-result\?outTradeNo=/, { timeout: 20_000 });
  return Date.now();
}

/** The result page reaches its final text by itself (no reload); returns the seconds it took. */
async function finalResult(page: Page, paidAt: number, status: 'complete' | 'fail', text: RegExp) {
  const result = page.getByTestId('payment-result');
  await expect(result).toHaveAttribute('data-status', status, { timeout: 30_000 });
  await expect(result.getByRole('status')).toHaveText(text);
  const seconds = (Date.now() - paidAt) / 1000;
  test.info().annotations.push({ type: 'paid-to-final-seconds', description: seconds.toFixed(1) });
  return seconds;
}

/** A failed order's help for a refused player ID: reason, advice, "Check your ID", support. */
async function expectRefusedIdHelp(page: Page) {
  const help = page.getByTestId('failed-order-help');
  await expect(help).toContainText('Reason: The publisher rejected the top-up for this player ID.');
  await expect(help).toContainText('Check the player ID');
  await expect(help.getByRole('button', { name: 'Check your ID' })).toBeVisible();
  await expect(help.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
}

async function openOrderAndWait(page: Page, status: 'complete' | 'fail') {
  await page.getByRole('button', { name: 'View order' }).click();
  await expect(page).toHaveURL(/\/orderdetail\?orderId=/);
  // Delivery runs as a background job: the detail page refreshes itself until it settles.
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', status, {
    timeout: 60_000,
  });
}

test('fresh account tops up Mobile Legends (user ID + server ID), pays in the sandbox, order completes; Back from the checkout keeps the cart', async ({
  page,
  request,
}, info) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);

  // Home -> the game.
  await page.goto('/home');
  await page.getByRole('button', { name: 'Mobile Legends: Bang Bang' }).first().click();
  await expect(page).toHaveURL(/\/gameZone\/mobile-legends-bang-bang$/);

  // Account check and package, as a visitor.
  await confirmId(page, DELIVERED);
  await buyPackage(page);

  // Buying needs an account: login -> sign up with the e-mailed code -> back to the game.
  await expect(page).toHaveURL(/\/login\?redirect=%2FgameZone%2Fmobile-legends-bang-bang/);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register\?redirect=/);
  // The address changes before the sign-up view has replaced the login page (a lazy view, kept
  // behind a transition): its form is typed into once it shows.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up', exact: true })).toBeVisible();
  const email = freshEmail(info);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await readCode(request, email));
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Repeat the password').fill(PASSWORD);
  await snap(page, info, 'journey-register');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/gameZone\/mobile-legends-bang-bang$/);

  // The last verified ID of this game is remembered.
  await expect(page.getByTestId('verified-role')).toContainText(DELIVERED.roleName);
  await snap(page, info, 'journey-game-zone');
  await buyPackage(page);
  const paidAt = await paySandbox(page, info, 'journey-complete');
  // The result page follows the order to complete by itself.
  expect(await finalResult(page, paidAt, 'complete', /Complete.*delivered/)).toBeLessThan(15);
  await snap(page, info, 'journey-payment-result');
  await openOrderAndWait(page, 'complete');
  await expect(page.getByText(`${DELIVERED.userId} (${DELIVERED.serverId})`)).toBeVisible();
  await snap(page, info, 'journey-order-complete');

  // Backing out of the hosted checkout keeps the cart; the unpaid order offers pay and cancel.
  await page.goto('/gameZone/mobile-legends-bang-bang');
  await page.getByRole('radio', { name: /1,000 \+ 155 Diamonds/ }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page.locator('#cardNumber')).toBeVisible({ timeout: 20_000 });
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('1,000 + 155 Diamonds')).toBeVisible();
  await expect(page.getByText('Your cart is empty')).toHaveCount(0);
  await snap(page, info, 'journey-cart-after-back');
  await page.goto('/orderList?status=paying');
  const unpaid = page.locator('article').first();
  await expect(unpaid.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await unpaid.getByRole('button', { name: 'Cancel order' }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.locator('article')).toHaveCount(0);
  await page.goto('/orderList?status=cancelled');
  await expect(page.locator('article').first()).toContainText('Cancel order');
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a player ID the publisher refuses ends failed and refunded, told on the page, in a message and by e-mail', async ({
  page,
  request,
}, info) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  const { email, token } = await createAccount(request, info);
  await useToken(page, token);

  // A signed-in shopper tops up a player the publisher refuses: the order fails and is refunded.
  await page.goto('/gameZone/mobile-legends-bang-bang');
  // "Where is my ID?" under the ID fields: the game's picture and lines; Close gives focus back.
  const idHelp = page.getByRole('button', { name: 'Where is my ID?' });
  await idHelp.click();
  const help = page.getByRole('dialog', { name: 'Where to find your player ID' });
  await expect(help.getByRole('img', { name: /player ID framed/ })).toBeVisible();
  await expect(help.getByRole('listitem')).toHaveText([/tap your avatar/, /number in brackets/]);
  await snap(page, info, 'journey-id-help');
  await help.getByRole('button', { name: 'Close' }).click();
  await expect(help).toBeHidden();
  await expect(idHelp).toBeFocused();
  await confirmId(page, REFUSED);
  await buyPackage(page);
  const refundPaidAt = await paySandbox(page, info, 'journey-refund');
  // Never "Payment successful": it ends at failed and refunded, with amount, method and when.
  expect(await finalResult(page, refundPaidAt, 'fail', /Failed and refunded/)).toBeLessThan(20);
  const result = page.getByTestId('payment-result').getByRole('status');
  await expect(result).toContainText(/\$\d+\.\d\d refunded to your Card on/);
  await expect(result).not.toContainText('Payment successful');
  // Why it failed and what to do: the reason, "Check your ID" and support.
  await expectRefusedIdHelp(page);
  await snap(page, info, 'journey-refund-result');
  await openOrderAndWait(page, 'fail');
  await expect(page.getByText('Refunded automatically').first()).toBeVisible();
  await expect(page.getByTestId('order-status')).toContainText(
    /Failed and refunded.*\$\d+\.\d\d refunded to your Card on/,
  );
  await snap(page, info, 'journey-order-refunded');
  await expectRefusedIdHelp(page);
  const refusedOrderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  expect(refusedOrderId).not.toBe('');
  // "Check your ID" opens the game zone with the refused ID open for editing, the cursor in it.
  await page
    .getByTestId('failed-order-help')
    .getByRole('button', { name: 'Check your ID' })
    .click();
  await expect(page).toHaveURL(/\/gameZone\/mobile-legends-bang-bang\?checkId=1/);
  await expect(page.getByLabel('User ID')).toBeFocused();
  await expect(page.getByLabel('User ID')).toHaveValue(REFUSED.userId);
  await expect(page.getByLabel('Server ID')).toHaveValue(REFUSED.serverId);
  await snap(page, info, 'journey-refund-check-id');

  // The shopper is also told by a site message and an e-mail, in their language (English here).
  const mailedAmount = await mailedText(
    request,
    email,
    new RegExp(
      `We could not deliver order ${refusedOrderId}, so it failed\\. (\\$\\d+\\.\\d\\d) was refunded to your card on`,
    ),
    API_ORIGIN,
  );
  expect(mailedAmount).toMatch(/^\$\d+\.\d\d$/);
  await page.goto('/me');
  await page.getByText('Messages', { exact: true }).click();
  await expect(page.getByText(`Order ${refusedOrderId} failed and was refunded`)).toBeVisible();
  await snap(page, info, 'journey-refund-message');

  // The refunded order is under the Fail filter and cannot be paid.
  await page.goto('/orderList?status=fail');
  await expect(page.locator('article')).toHaveCount(1);
  await expect(page.locator('article').first()).toContainText('Fail · Refunded');
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await snap(page, info, 'journey-order-list-fail');
  expect(errors).toEqual([]);
});
