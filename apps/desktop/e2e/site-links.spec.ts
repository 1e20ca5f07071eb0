import { expect, test } from '@playwright/test';

// vite preview runs on an origin outside the known pairs: the page is its own canonical, no alternate.
test('the page names its desktop URL as canonical and the footer offers the mobile site', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await page.goto('/aboutUs?partner=acme&view=desktop');
  const canonical = page.locator('head link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute('href', `${origin}/aboutUs?partner=acme`);
  await expect(page.locator('head link[rel="alternate"][media]')).toHaveCount(0);

  const footer = page.locator('footer.site-footer');
  const link = footer.getByRole('link', { name: 'Switch to mobile site' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `${origin}/aboutUs?partner=acme&view=mobile`);

  // Client-side navigation keeps the head links in step with the page.
  await footer
    .getByRole('navigation', { name: 'Company' })
    .getByRole('link', { name: 'Privacy Policy' })
    .click();
  await expect(page).toHaveURL(/\/privacy/);
  await expect(canonical).toHaveAttribute('href', `${origin}/privacy?partner=acme`);
  await expect(link).toHaveAttribute('href', `${origin}/privacy?partner=acme&view=mobile`);
});
