import { expect, test, type Page } from '@playwright/test';
import { mailedCode, mailedText } from '@gemlane/testing/mailbox';
import { freshCard, freshEmail } from '@gemlane/testing/session';
import { snap } from './helpers.ts';

// The whole top-up journey on the real stack, as a new user tries it: Genshin Impact as a
// visitor (the product's ID message, docs/product.md §5 for a too-short UID, the card disabled below its $10 minimum),
// sign-up from Buy now with nothing chosen lost, the sign-up coupon applied by itself, the
// sandbox checkout, and the result page following the order to its final state by itself:
// complete for a working ID; failed and refunded (amount, method, when) for a rejected one.
const PASSWORD = 'Journey#2025';
const GENSHIN = '/gameZone/genshin-impact-top-up';
const BIG_PACKAGE = /980 \+ 110 Genesis Crystals/;
// One card per run: the sandbox lets a card serve at most 2 accounts (docs/product.md §9).
const card = freshCard();

async function fillRegister(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Get a code to create your account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await mailedCode(page.request, email));
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function register(page: Page, email: string): Promise<void> {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome/);
  await fillRegister(page, email);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
}

async function confirmUid(page: Page, uid: string): Promise<void> {
  await page.getByLabel('UID').fill(uid);
  await page.getByLabel('Server').click();
  await page.locator('.ant-select-item-option[title="Asia"]').click();
  await page.getByRole('button', { name: 'Confirm ID' }).click();
}

async function paySandbox(page: Page, shot: string): Promise<number> {
  await expect(page.getByLabel('Card number')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Cardholder name').fill('Journey Tester');
  await snap(page, `${shot}-checkout`);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-result\?outTradeNo=/);
  return Date.now();
}

/** The result page reaches its final text by itself (no reload); returns the seconds it took. */
async function finalResult(page: Page, paidAt: number, text: RegExp): Promise<number> {
  const status = page.locator('.payment-result [role="status"]');
  await expect(status).toHaveText(text, { timeout: 30_000 });
  const seconds = (Date.now() - paidAt) / 1000;
  test.info().annotations.push({ type: 'paid-to-final-seconds', description: seconds.toFixed(1) });
  return seconds;
}

/** A failed order's help for a refused player ID, inside `scope`. */
async function expectRefusedIdHelp(page: Page, scope: string): Promise<void> {
  const help = page.locator(`${scope} .failed-order-help`);
  await expect(help.locator('.failed-reason')).toHaveText(
    'Reason: The publisher rejected the top-up for this player ID.',
  );
  await expect(help.locator('.failed-advice')).toContainText('Check the player ID');
  await expect(help.getByRole('link', { name: 'Check your ID' })).toHaveAttribute(
    'href',
    /\/gameZone\/genshin-impact-top-up\?checkId=1/,
  );
  await expect(help.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
    'href',
    /\/myCustomer/,
  );
}

test('a visitor picks everything, signs up without losing it, and the order completes by itself', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(GENSHIN);

  // A too-short UID gets the product's ID message, not "Parameter Error: playerId".
  await confirmUid(page, '123');
  await expect(
    page.getByRole('region', { name: 'Enter your account' }).getByRole('alert'),
  ).toHaveText(/The ID you submitted is incorrect/);
  await expect(page.getByText('Parameter Error')).toHaveCount(0);

  await page.getByLabel('UID').fill('800000001');
  await page.getByRole('button', { name: 'Confirm ID' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'In-game name' })).toBeVisible();

  // The default package ($0.99) cannot be paid by card ($10 minimum): said before Pay.
  const cardMethod = page.getByRole('radio', { name: /Credit|Card/ });
  await expect(cardMethod).toBeDisabled();
  await expect(page.getByText('Not available under $10.00')).toBeVisible();
  await snap(page, 'journey-card-minimum');

  await page.getByRole('radio', { name: BIG_PACKAGE }).click();
  await expect(cardMethod).toBeEnabled();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('radio', { name: /Wallet/ }).check();
  await page.getByRole('button', { name: 'Buy now' }).click();

  // Buy now as a visitor: sign up, and come back to everything chosen.
  await expect(page).toHaveURL(/\/login\?redirect=%2FgameZone%2Fgenshin-impact-top-up/);
  await fillRegister(page, freshEmail('journey'));
  await expect(page).toHaveURL(/\/gameZone\/genshin-impact-top-up$/);
  await expect(page.getByRole('status').filter({ hasText: 'Traveler' })).toBeVisible();
  await expect(page.getByRole('radio', { name: BIG_PACKAGE })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await expect(page.getByRole('radio', { name: /Wallet/ })).toBeChecked();
  // The sign-up coupon ($3 off orders of $10 or more) is applied by itself, and can be changed.
  await expect(page.locator('.coupon-picker')).toContainText('$3.00 off');
  await expect(page.locator('.price-summary')).toContainText(/Discount[−-]\$3\.00/);
  await snap(page, 'journey-after-signup');

  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('1');
  await cardMethod.check();
  await page.getByRole('button', { name: 'Buy now' }).click();
  const paidAt = await paySandbox(page, 'journey');
  const seconds = await finalResult(page, paidAt, /Complete.*delivered/);
  expect(seconds).toBeLessThan(15);
  await snap(page, 'journey-payment-result');

  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(/\/orderdetail\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  await expect(page.locator('.page-head .status-tag')).toHaveText('Complete');
  await expect(page.getByText('Traveler')).toBeVisible();
  await snap(page, 'journey-order-complete');

  await page.goto('/orderList');
  await expect(page.getByText(orderId)).toBeVisible();
  await page.getByRole('tab', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/status=complete/);
  await expect(page.getByText(orderId)).toBeVisible();
  await snap(page, 'journey-order-list');

  // The verified ID is filled in again, already confirmed, on the next visit.
  await page.goto(GENSHIN);
  await expect(page.getByLabel('UID')).toHaveValue('800000001');
  await expect(page.getByRole('status').filter({ hasText: 'Traveler' })).toBeVisible();
});

test('a player ID the publisher rejects ends, by itself, in failed and refunded', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = freshEmail('refund');
  await register(page, email);
  await page.goto(GENSHIN);
  // "Where is my ID?" beside the UID: the game's picture and lines; Escape gives the focus back.
  const idHelp = page.getByRole('button', { name: 'Where is my ID?' });
  await idHelp.click();
  const help = page.getByRole('dialog', { name: 'Where to find your player ID' });
  await expect(help.getByRole('img', { name: /player ID framed/ })).toBeVisible();
  await expect(help.getByRole('listitem')).toHaveText([
    /bottom-right corner/,
    /server you play on/,
  ]);
  await snap(page, 'refund-id-help');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(idHelp).toBeFocused();
  await confirmUid(page, '800000009');
  await expect(page.getByRole('status').filter({ hasText: 'In-game name' })).toBeVisible();
  await page.getByRole('radio', { name: BIG_PACKAGE }).click();
  await page.getByRole('radio', { name: /Credit|Card/ }).check();
  await page.getByRole('button', { name: 'Buy now' }).click();
  const paidAt = await paySandbox(page, 'refund');

  // Never "Payment successful": the page ends at failed and refunded, with amount, method, when.
  const seconds = await finalResult(page, paidAt, /Failed and refunded/);
  expect(seconds).toBeLessThan(20);
  const status = page.locator('.payment-result [role="status"]');
  await expect(status).toContainText(/\$\d+\.\d\d refunded to your Card on/);
  await expect(status).not.toContainText('Payment successful');
  // Why it failed and what to do: the reason, "Check your ID" (the zone, ID ready) and support.
  await expectRefusedIdHelp(page, '.payment-result');
  await snap(page, 'refund-payment-result');

  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page.locator('.page-head .status-tag')).toHaveText('Fail · Refunded');
  await expect(page.getByRole('status').first()).toContainText('Failed and refunded');
  await expect(page.locator('.refund-note').first()).toHaveText(
    /\$\d+\.\d\d refunded to your Card on/,
  );
  await expect(page.getByRole('button', { name: 'Pay again' })).toHaveCount(0);
  await expectRefusedIdHelp(page, 'main');
  await snap(page, 'refund-order-failed');
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  expect(orderId).not.toBe('');
  // "Check your ID" opens the game zone with the refused ID in the field, the cursor in it.
  await page
    .locator('main .failed-order-help')
    .getByRole('link', { name: 'Check your ID' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${GENSHIN}\\?`));
  await expect(page.getByLabel('UID')).toBeFocused();
  await expect(page.getByLabel('UID')).toHaveValue('800000009');
  await snap(page, 'refund-check-id');

  await page.goto('/orderList');
  await expect(page.locator('.status-tag').first()).toHaveText('Fail · Refunded');

  // The shopper is also told by a site message and an e-mail, in their language (English here).
  const refunded = new RegExp(
    `We could not deliver order ${orderId}, so it failed\\. (\\$\\d+\\.\\d\\d) was refunded to your card on`,
  );
  const mailedAmount = await mailedText(page.request, email, refunded);
  await page.goto('/me?tab=messages');
  await expect(page.getByText(`Order ${orderId} failed and was refunded`)).toBeVisible();
  await snap(page, 'refund-message');
  expect(mailedAmount).toMatch(/^\$\d+\.\d\d$/);
});
