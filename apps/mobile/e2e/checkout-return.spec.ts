import { expect, test } from '@playwright/test';
import { createOrder } from '@gemlane/testing/session';
import { API_ORIGIN, createAccount, snap, useToken, watchErrors } from './helpers.ts';

// Off the scripted path, on both phones and in our app's webview: the checkout's cancel link
// lands on a result page that says so and offers the ways on (not a spinner waiting forever),
// and search finds what gamers type and says when nothing matched.

for (const language of ['en', 'th', 'id']) {
  test(`cancel at the checkout: the result page says so and offers the ways on (${language})`, async ({
    page,
    baseURL,
  }, info) => {
    const errors = watchErrors(page);
    const { token } = await createAccount(page.request, info);
    await useToken(page, token);
    await page.addInitScript((lng) => {
      localStorage.setItem('lang', lng);
      localStorage.setItem('languagePopupAnswered', lng);
    }, language);
    const order = await createOrder(page.request, token, baseURL ?? '', API_ORIGIN);
    await page.goto(order.payUrl);
    await page.locator('a[href*="return=cancelled"]').click();
    await expect(page).toHaveURL(/\/payment-result\?outTradeNo=.*&return=cancelled/);
    const result = page.getByTestId('payment-result');
    await expect(result).toHaveAttribute('data-state', 'cancelled');
    // Pay now, change method, cancel order, back to the game, home.
    await expect(result.getByRole('button')).toHaveCount(5);
    await snap(page, info, `checkout-cancelled-${language}`);
    expect(errors).toEqual([]);
    if (language !== 'en') return;
    await expect(result.getByRole('status')).toContainText('Payment cancelled');
    await result.getByRole('button', { name: 'Cancel order' }).click();
    await expect(result).toHaveAttribute('data-state', 'orderCancelled');
  });
}

test('search forgives what gamers type and says when nothing matched', async ({ page }, info) => {
  await page.goto('/search');
  const box = page.getByRole('searchbox').first();
  await box.fill('mlbb');
  await expect(page.getByText('Mobile Legends: Bang Bang')).toBeVisible();
  await box.fill('star honkai');
  await expect(page.getByText('Honkai: Star Rail')).toBeVisible();
  await box.fill('zzqx nothing');
  await expect(page.getByText('No games found for “zzqx nothing”')).toBeVisible();
  await snap(page, info, 'search-nothing-found');
});
