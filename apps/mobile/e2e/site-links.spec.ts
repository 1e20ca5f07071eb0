import { expect, test } from '@playwright/test';

// vite preview runs on an origin outside the known pairs, so the desktop URL of a page is this origin's.
test('the page names its desktop URL as canonical and offers a 44 px "desktop site" link', async ({
  page,
  baseURL,
}, info) => {
  const inApp = info.project.name === 'in-app';
  const origin = new URL(baseURL!).origin;
  await page.goto('/home?partner=acme&view=mobile');
  const canonical = page.locator('head link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute('href', `${origin}/home?partner=acme`);
  await expect(page.locator('head link[rel="alternate"][media]')).toHaveCount(0);

  const link = page.getByRole('link', { name: 'Switch to desktop site' });
  if (inApp) {
    // Our app is always mobile (docs/product.md §1): no switch link inside its webview.
    await expect(link).toHaveCount(0);
  } else {
    await expect(link).toHaveAttribute('href', `${origin}/home?partner=acme&view=desktop`);
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeVisible();
    const box = await link.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }

  await page.goto('/aboutUs');
  await expect(canonical).toHaveAttribute('href', `${origin}/aboutUs`);
  if (inApp) await expect(link).toHaveCount(0);
  else await expect(link).toHaveAttribute('href', `${origin}/aboutUs?view=desktop`);
});

test('the "desktop site" link shows outside our app only, on home, a game zone, login and help', async ({
  page,
  baseURL,
}, info) => {
  const inApp = info.project.name === 'in-app';
  const origin = new URL(baseURL!).origin;
  for (const path of ['/home', '/gameZone/pubg', '/login', '/helpCenter']) {
    await page.goto(path);
    // The page has rendered (its canonical link is written after the first render).
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}${path}`,
    );
    await expect(page.getByRole('link', { name: 'Switch to desktop site' })).toHaveCount(
      inApp ? 0 : 1,
    );
  }
});
