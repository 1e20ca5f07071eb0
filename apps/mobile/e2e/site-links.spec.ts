import { expect, test } from '@playwright/test';

// vite preview runs on an origin outside the known pairs, so the desktop URL of a page is this origin's.
test('the page names its desktop URL as canonical and offers a 44 px "desktop site" link', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await page.goto('/home?partner=acme&view=mobile');
  const canonical = page.locator('head link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute('href', `${origin}/home?partner=acme`);
  await expect(page.locator('head link[rel="alternate"][media]')).toHaveCount(0);

  const link = page.getByRole('link', { name: 'Switch to desktop site' });
  await expect(link).toHaveAttribute('href', `${origin}/home?partner=acme&view=desktop`);
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeVisible();
  const box = await link.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);

  await page.goto('/aboutUs');
  await expect(canonical).toHaveAttribute('href', `${origin}/aboutUs`);
  await expect(page.getByRole('link', { name: 'Switch to desktop site' })).toHaveAttribute(
    'href',
    `${origin}/aboutUs?view=desktop`,
  );
});
