import { expect, test } from '@playwright/test';
import { snap, watchErrors } from './helpers.ts';

// Scheduled on the in-app profile only (playwright.config.ts): it carries the app's user agent.
test.describe('inside the native app webview', () => {
  test('support opens the help desk through the bridge with the full address, and closes the page', async ({
    page,
  }, info) => {
    const errors = watchErrors(page);
    // An Android-style bridge object, recording what the page posts.
    await page.addInitScript(() => {
      const sent: string[] = [];
      (window as unknown as { __sent: string[] }).__sent = sent;
      (window as unknown as { submitFromWeb: { postMessage: (m: string) => void } }).submitFromWeb =
        {
          postMessage: (m: string) => sent.push(m),
        };
    });
    await page.goto('/myCustomer');
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Chat with customer service' }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    const sent = await page.evaluate(() =>
      (window as unknown as { __sent: string[] }).__sent.map((m) => JSON.parse(m) as unknown),
    );
    expect(sent).toEqual([
      { type: 'openNewWeb', content: 'https://support.gemlane.com/hc' },
      { type: 'closeWebPage' },
    ]);
    await snap(page, info, 'in-app-support');
    expect(errors).toEqual([]);
  });

  test('the iOS message handler receives the same messages', async ({ page }) => {
    await page.addInitScript(() => {
      const sent: string[] = [];
      (window as unknown as { __sent: string[] }).__sent = sent;
      (window as unknown as { webkit: unknown }).webkit = {
        messageHandlers: { submitFromWeb: { postMessage: (m: string) => sent.push(m) } },
      };
    });
    await page.goto('/myCustomer');
    await page.getByRole('button', { name: 'Chat with customer service' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __sent: string[] }).__sent))
      .toEqual([JSON.stringify({ type: 'openNewWeb', content: 'https://support.gemlane.com/hc' })]);
  });

  test('without a bridge nothing breaks: the desk opens in a new tab', async ({
    page,
    context,
  }) => {
    const errors = watchErrors(page);
    // The help desk is outside this test's network: answer it locally.
    await context.route('https://support.gemlane.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Help desk</h1>' }),
    );
    await page.goto('/myCustomer');
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Chat with customer service' }).click();
    const desk = await popup;
    await desk.waitForLoadState();
    expect(desk.url()).toBe('https://support.gemlane.com/hc');
    await expect(page).toHaveURL(/\/myCustomer$/);
    expect(errors).toEqual([]);
  });
});
