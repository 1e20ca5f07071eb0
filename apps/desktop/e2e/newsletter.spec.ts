import { expect, test } from '@playwright/test';
import { mailedText } from '@gemlane/testing/mailbox';
import { snap } from './helpers.ts';

// The footer newsletter through every state of docs/product.md §4, confirmed by the mailed link.
// Signed in: a visitor's unsubscribe needs the confirmation token, which the shared subscription
// store does not keep yet; a signed-in user unsubscribes their own address.
test('subscribe: invalid, sent, confirmed by the link (query removed), unsubscribed in the dialog', async ({
  page,
}) => {
  const email = 'demo@gemlane.test';
  const login = await page.request.post('/api/common/auth/emailLogin', {
    data: { email, password: 'Gemlane#2025' },
  });
  const token = ((await login.json()) as { data: { authToken: string } }).data.authToken;
  await page.addInitScript((t) => localStorage.setItem('authToken', t), token);
  await page.goto('/home');
  const block = page.locator('.newsletter');
  const input = block.getByRole('textbox', { name: 'Enter your email address' });

  await input.fill('not-an-email');
  await input.blur();
  await expect(block.getByRole('alert')).toHaveText('Please enter a valid email address');
  // Any input change returns the error state to initial.
  await input.fill(email);
  await expect(block.getByRole('alert')).toHaveCount(0);
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await expect(block.getByRole('status')).toContainText('check your e-mail');
  await snap(page, 'newsletter-sent');

  const link = await mailedText(page.request, email, /(https?:\/\/\S*subscribeToken=\S+)/);

  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByText('Subscription successful')).toBeVisible();
  await expect(page).not.toHaveURL(/subscribeToken|email=/);
  await expect(block).toContainText(`Subscribed as ${email}`);
  await snap(page, 'newsletter-subscribed');

  await block.getByRole('button', { name: 'Unsubscribe' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Unsubscribe from the newsletter?');
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await snap(page, 'newsletter-unsubscribe-dialog');
  await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(block.getByRole('textbox', { name: 'Enter your email address' })).toHaveValue('');
});
