import { expect, test, type Page } from '@playwright/test';
import { snap } from './helpers.ts';

// Login-required routes with the seeded demo account, the login redirect there and back, and the
// chrome behaviours that need a browser: search popover, partner propagation, language switch.
const DEMO = { email: 'demo@gemlane.test', password: 'Gemlane#2025' };

let demoToken: string | null = null;

// One API login for the whole file (the server rate-limits repeated logins).
async function loginByApi(page: Page): Promise<void> {
  if (!demoToken) {
    const response = await page.request.post('/api/common/auth/emailLogin', { data: DEMO });
    const body = (await response.json()) as { data: { authToken: string } | null; message: string };
    if (!body.data) throw new Error(`demo login failed: ${body.message}`);
    demoToken = body.data.authToken;
  }
  await page.addInitScript((token) => localStorage.setItem('authToken', token), demoToken);
}

test('a login-required page sends a visitor to login and back after logging in', async ({
  page,
}) => {
  await page.goto('/me');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fme$/);
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.locator('#main')).toContainText('10000001');
  await snap(page, 'me');
});

test('a redirect to another origin is ignored after login', async ({ page }) => {
  await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2F');
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => loginByApi(page));

  const ROUTES: Array<{ path: string; name: string; expect: string | RegExp }> = [
    { path: '/me?tab=messages', name: 'me-messages', expect: /Mark all as read/ },
    { path: '/me?tab=invite', name: 'me-invite', expect: /DEMO2025/ },
    { path: '/coupon', name: 'coupon', expect: /You have no coupons yet|off/ },
    { path: '/orderList', name: 'order-list', expect: 'My orders' },
    { path: '/setting', name: 'setting', expect: 'Username' },
    { path: '/edit-user', name: 'edit-user', expect: 'Edit username' },
    { path: '/edit-avatar', name: 'edit-avatar', expect: 'Choose an image' },
    { path: '/email-binding', name: 'email-binding', expect: /demo@gemlane\.test/ },
    { path: '/cart', name: 'cart', expect: 'Cart' },
  ];
  for (const route of ROUTES) {
    test(`${route.path} renders its content`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.locator('#main')).toContainText(route.expect);
      // Loaded, not a skeleton: the content came from the server.
      await expect(page.locator('#main .ant-skeleton')).toHaveCount(0);
      await snap(page, route.name);
    });
  }

  test('a verified game package added to the cart is listed there', async ({ page }) => {
    await page.goto('/gameZone/pubg');
    await page
      .getByLabel(/Player ID|User ID|ID/)
      .first()
      .fill('5123456789');
    await page.getByRole('button', { name: 'Confirm ID' }).click();
    await expect(page.getByText('In-game name: ChickenDinner')).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.goto('/cart');
    await expect(page.locator('.cart-line')).toHaveCount(1);
    await expect(page.locator('.cart-line')).toContainText('ChickenDinner');
    await snap(page, 'cart-filled');
  });
});

test('the avatar popover shows the counts and logs out to /', async ({ page }) => {
  // Its own session: logging out revokes the token, which the other tests share.
  await page.goto('/login?redirect=%2Fhome');
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: 'My account' }).hover();
  const popover = page.locator('.user-panel');
  await expect(popover).toContainText('UID: 10000001');
  await expect(popover).toContainText('Processing orders');
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await snap(page, 'user-popover');
  await popover.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

test('blog detail, short link and the legacy game zone address', async ({ page }) => {
  await page.goto('/blog-list');
  await page.locator('.blog-card-link').first().click();
  await expect(page).toHaveURL(/\/blog\/\d+$/);
  await expect(page.locator('article h1')).not.toBeEmpty();
  await snap(page, 'blog-detail');

  await page.goto('/s/genshin');
  await expect(page).toHaveURL(/\/gameZone\/genshin-impact-top-up$/);
  // An unknown link goes to /home, which says on arrival that the link was not found.
  await page.goto('/s/no-such-link');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('The link you opened was not found')).toBeVisible();

  await page.goto('/gameZone?gameConfigId=10001');
  await expect(page).toHaveURL(/\/gameZone\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
});

test('search popover shows highlighted results that open in a new tab', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('searchbox', { name: 'Search for a game' }).fill('star');
  const result = page.locator('.search-results a').first();
  await expect(result).toBeVisible();
  await expect(result.locator('mark')).toHaveText(/star/i);
  await expect(result).toHaveAttribute('target', '_blank');
  await snap(page, 'search-popover');
});

test('the partner parameter is carried onto later navigations', async ({ page }) => {
  await page.goto('/home?partner=acme&utm_source=newsletter');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('utmSource')))
    .toBe('newsletter');
  await page.locator('.game-card').first().click();
  await expect(page).toHaveURL(/\/gameZone\/[^?]+\?partner=acme$/);
});

test.describe('language and currency', () => {
  // Tall enough that nothing in the open popover needs scrolling (scroll is locked while it is open).
  test.use({ viewport: { width: 1440, height: 1400 } });

  test('the navigation item opens both lists with Confirm', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: /Language and currency/ }).hover();
    const panel = page.locator('.lang-panel');
    await expect(panel.getByRole('radio', { name: 'Deutsch' })).toBeVisible();
    await expect(panel.getByRole('radio', { name: '€ EUR' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await snap(page, 'language-popover');
  });

  test('Confirm saves, reloads and prices follow', async ({ page }) => {
    await page.goto('/languageAndCurrency');
    const panel = page.locator('.lang-panel');
    await panel.getByText('Deutsch').click();
    await panel.getByText('€ EUR').click();
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'Sprache und Währung' })).toBeVisible();
    await page.goto('/gameZone/genshin-impact-top-up');
    await expect(page.getByRole('heading', { name: 'Paket wählen' })).toBeVisible();
    await expect(page.locator('.package-price').first()).toContainText('€');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: /DE.*€ EUR/ })).toBeVisible();
    await snap(page, 'game-zone-de');
  });
});
