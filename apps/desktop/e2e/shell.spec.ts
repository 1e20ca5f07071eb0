import { expect, test } from '@playwright/test';
import { snap } from './helpers.ts';

test('the root and unknown paths land on /home, keeping the query', async ({ page }) => {
  await page.goto('/?partner=acme');
  await expect(page).toHaveURL(/\/home\?partner=acme$/);
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/home$/);
});

test('home renders with the top navigation and footer from the server', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2025 Gemlane');
  await expect(page).toHaveTitle(/Gemlane/);
  await snap(page, 'home');
});
