import { expect, test, type Page } from '@playwright/test';
import { freshEmail, registerAccount } from '@gemlane/testing/session';
import { snap } from './helpers.ts';

// Off the scripted path: the ways back from the hosted checkout (Back, then Buy now again; the
// checkout's cancel link; Back after paying) and search as gamers type it.
const GENSHIN = '/gameZone/genshin-impact-top-up';
const BIG_PACKAGE = /980 \+ 110 Genesis Crystals/;
const PASSWORD = 'Return#2025';

async function signedUp(page: Page): Promise<string> {
  const token = await registerAccount(page.request, freshEmail('return'), PASSWORD);
  await page.addInitScript((t) => localStorage.setItem('authToken', t), token);
  return token;
}

/** What the zone's summary shows: the coupon chosen and the total. */
async function couponAndTotal(page: Page): Promise<{ coupon: string; total: string }> {
  await expect(page.locator('.price-summary-wrap')).toHaveAttribute('aria-busy', 'false');
  return {
    coupon: await page.locator('.coupon-picker').innerText(),
    total: (await page.locator('.price-total dd').textContent()) ?? '',
  };
}

async function chooseAndBuy(page: Page): Promise<{ path: string; coupon: string; total: string }> {
  await page.goto(GENSHIN);
  await page.getByLabel('UID').fill('800000001');
  await page.getByLabel('Server').click();
  await page.locator('.ant-select-item-option[title="Asia"]').click();
  await page.getByRole('button', { name: 'Confirm ID' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Traveler' })).toBeVisible();
  await page.getByRole('radio', { name: BIG_PACKAGE }).click();
  await page.getByRole('radio', { name: /Wallet/ }).check();
  await expect(page.locator('.price-summary')).toContainText(/Discount[−-]\$3\.00/);
  const chosen = await couponAndTotal(page);
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//, { timeout: 20_000 });
  return { path: new URL(page.url()).pathname, ...chosen };
}

async function unpaidOrders(page: Page, token: string): Promise<number> {
  const res = await page.request.post('/api/order/list', {
    headers: { 'x-auth-token': token },
    data: { page: 1, pageSize: 50 },
  });
  const body = (await res.json()) as { data: { list: { status: string }[] } };
  return body.data.list.filter((o) => o.status === 'paying').length;
}

test('Back from the checkout and Buy now again reopens the same order, coupon kept', async ({
  page,
}) => {
  const token = await signedUp(page);
  const { path: first, ...chosen } = await chooseAndBuy(page);
  expect(chosen.coupon).toContain('$3.00 off');
  const amount = await page.locator('h1').textContent();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${GENSHIN}$`));
  // Back on the zone: the same coupon and total as before Buy now (it once showed "No coupon can
  // be used for this order" and the total without the discount).
  await expect(page.locator('.price-summary')).toContainText(/Discount[−-]\$3\.00/);
  expect(await couponAndTotal(page)).toEqual(chosen);
  await expect(page.locator('.price-summary-wrap')).not.toContainText('No coupon can be used');
  await snap(page, 'return-back-coupon-kept');
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//, { timeout: 20_000 });
  // The same order at the same price (the coupon still off), and no second unpaid order.
  expect(new URL(page.url()).pathname).toBe(first);
  await expect(page.locator('h1')).toHaveText(amount ?? '');
  expect(await unpaidOrders(page, token)).toBe(1);
});

for (const language of ['en', 'de', 'ja']) {
  test(`cancel at the checkout: the result page says so and offers the ways on (${language})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signedUp(page);
    await chooseAndBuy(page);
    // The storefront in the language under test from here on (the checkout shares its origin).
    await page.evaluate((lng) => {
      localStorage.setItem('lang', lng);
      localStorage.setItem('languagePopupAnswered', lng);
    }, language);
    await page.locator('a[href*="return=cancelled"]').click();
    await expect(page).toHaveURL(/\/payment-result\?outTradeNo=.*&return=cancelled/);
    const result = page.locator('.payment-result');
    await expect(result).toHaveAttribute('data-phase', 'cancelled');
    // No spinner and no "waiting" for a payment that is not coming.
    await expect(result.locator('.ant-spin')).toHaveCount(0);
    await expect(result.getByRole('button')).toHaveCount(3);
    await expect(result.getByRole('link')).toHaveCount(1);
    await snap(page, `checkout-cancelled-${language}`);
    if (language !== 'en') return;
    await expect(result.getByRole('status')).toContainText('Payment cancelled');
    await expect(result.getByRole('link', { name: 'Back to the game' })).toHaveAttribute(
      'href',
      GENSHIN,
    );
    // Pay now goes back to the checkout of the same order.
    await result.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//, { timeout: 20_000 });
    await page.locator('a[href*="return=cancelled"]').click();
    await result.getByRole('button', { name: 'Cancel order' }).click();
    await expect(result).toHaveAttribute('data-phase', 'orderCancelled');
    await snap(page, 'checkout-cancelled-then-order-cancelled');
  });
}

test('after paying, Back from the result page leaves the checkout behind', async ({ page }) => {
  test.setTimeout(90_000);
  await signedUp(page);
  await chooseAndBuy(page);
  await page.getByRole('button', { name: /Confirm wallet payment/ }).click();
  await expect(page).toHaveURL(/\/payment-result\?outTradeNo=/);
  await expect(page.locator('.payment-result')).toHaveAttribute('data-phase', 'complete', {
    timeout: 30_000,
  });
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${GENSHIN}$`), { timeout: 20_000 });
});

test('search forgives what gamers type, says when nothing matched, and Enter opens the hit', async ({
  page,
}) => {
  await page.goto('/home');
  const box = page.locator('.nav-search-box').getByRole('searchbox');
  await box.fill('honkai star');
  const results = page.locator('.search-results');
  await expect(results.getByRole('link', { name: 'Honkai: Star Rail' })).toBeVisible();
  await box.fill('zzqx nothing');
  await expect(page.locator('.search-empty')).toHaveText('No games found for “zzqx nothing”');
  await snap(page, 'search-nothing-found');
  await box.fill('mlbb');
  await expect(results.getByRole('link', { name: /Mobile Legends/ })).toBeVisible();
  await snap(page, 'search-alias');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/gameZone\/mobile-legends-bang-bang$/);
});
