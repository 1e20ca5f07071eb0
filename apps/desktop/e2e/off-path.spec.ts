import { expect, test, type Page, type Request } from '@playwright/test';
import { freshEmail, registerAccount, useToken } from '@gemlane/testing/session';
import { snap } from './helpers.ts';

// Off the scripted path: a gamer who adds to the cart and looks for it, one who arrives by a
// `?lang=` link and walks on from there, and one who has a coupon code.
const GENSHIN = '/gameZone/genshin-impact-top-up';

async function addGenshinToCart(page: Page): Promise<void> {
  await page.goto(GENSHIN);
  await page.getByLabel('UID').fill('800000001');
  await page.getByLabel('Server').click();
  await page.locator('.ant-select-item-option[title="Asia"]').click();
  await page.getByRole('button', { name: 'Confirm ID' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Traveler' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
}

test('the cart is one click away: a header link with the count, and the toast links to it', async ({
  page,
}) => {
  await page.goto('/home');
  const header = page.locator('header.top-nav');
  await expect(header.getByRole('link', { name: 'Cart', exact: true })).toHaveAttribute(
    'href',
    '/cart',
  );

  await addGenshinToCart(page);
  await expect(header.getByRole('link', { name: 'Cart, 1 in it' })).toBeVisible();
  // the toast shows for a few seconds: its link is followed while it shows
  const toast = page.locator('.ant-message').filter({ hasText: 'Added to cart' });
  await toast.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/(cart|login\?redirect=%2Fcart)$/);
});

const LINE = {
  key: '1:800000001:os_asia',
  gameId: 1,
  gameName: 'Genshin Impact',
  gameLogo: '',
  gameZonePath: 'genshin-impact-top-up',
  packageId: 1,
  packageName: '60 Genesis Crystals',
  unitPrice: null,
  quantity: 2,
  playerId: '800000001',
  serverId: 'os_asia',
  roleName: 'Traveler',
};

for (const [lng, name] of [
  ['de', 'Warenkorb, 2 darin'],
  ['ja', 'カート（2点）'],
  ['th', 'ตะกร้า มี 2 รายการ'],
] as const) {
  test(`the header's cart link fits in ${lng}`, async ({ page }) => {
    await page.goto('/home');
    await page.evaluate((line) => localStorage.setItem('cart', JSON.stringify([line])), LINE);
    await page.goto(`/home?lang=${lng}`);
    const link = page.locator('header.top-nav').getByRole('link', { name });
    await expect(link).toBeVisible();
    // the bar keeps one line: the link sits inside it, as do the items after it
    const bar = await page.locator('.top-nav-inner').boundingBox();
    for (const item of [link, page.locator('header.top-nav .nav-item').last()]) {
      const box = await item.boundingBox();
      expect(box && bar && box.y >= bar.y && box.y + box.height <= bar.y + bar.height).toBe(true);
      expect(box && bar && box.x + box.width <= bar.x + bar.width).toBe(true);
    }
    await snap(page, `off-path-cart-link-${lng}`);
  });
}

test('a ?lang= link speaks its language on the next page, in the API calls and after a reload', async ({
  page,
}) => {
  const locales: string[] = [];
  const seen = (request: Request) => {
    // the API calls (not the images it serves)
    if (['fetch', 'xhr'].includes(request.resourceType()) && request.url().includes('/api/'))
      locales.push(`${new URL(request.url()).pathname} ${request.headers()['x-locale'] ?? '-'}`);
  };
  await page.goto('/home?lang=ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  page.on('request', seen);
  await page.locator(`a[href="${GENSHIN}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${GENSHIN}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByText('UID', { exact: true }).first()).toBeVisible();
  expect(locales.length).toBeGreaterThan(0);
  expect(locales.filter((l) => !l.endsWith(' ja'))).toEqual([]);
  // The server's labels come in Japanese too: no English "Server" next to a Japanese header.
  await expect(page.getByText('Server', { exact: true })).toHaveCount(0);
  await snap(page, 'off-path-lang-link-ja');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByText('Server', { exact: true })).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('language_setting'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ language: { value: 'ja' } });
});

test('a new e-mail at "Log in or sign up" is offered the sign-up with a code, also after a failed login', async ({
  page,
}) => {
  const email = freshEmail('new');
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const signUp = page.getByRole('link', { name: 'Get a code to create your account' });
  await expect(page.getByText('New here?')).toBeVisible();
  await expect(signUp).toBeVisible();
  // as prominent as the login: a full-width control, not a small inline link
  const login = await page.getByRole('button', { name: 'Log in' }).last().boundingBox();
  const offer = await signUp.boundingBox();
  expect(offer && login && offer.width >= login.width * 0.9 && offer.height >= 36).toBe(true);

  await page.getByLabel('Password').fill('Guess#12345');
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(
    page.getByText(/email or password is incorrect\. New here\? Get a code to create your account/),
  ).toBeVisible();
  await snap(page, 'off-path-login-new-email-en');
  await signUp.click();
  await expect(page).toHaveURL(/\/register\?/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
});

for (const lng of ['de', 'ja', 'th'] as const)
  test(`the sign-up offer of the password step fits in ${lng}`, async ({ page }) => {
    await page.goto(`/login?lang=${lng}`);
    await page.locator('input[type="email"]').fill(freshEmail(`new-${lng}`));
    await page.locator('button[type="submit"]').click();
    const offer = page.locator('.auth-new-here-link');
    await expect(offer).toBeVisible();
    const box = await offer.boundingBox();
    const card = await page.locator('.auth-new-here').boundingBox();
    expect(box && card && box.x + box.width <= card.x + card.width + 1).toBe(true);
    await snap(page, `off-path-login-new-email-${lng}`);
  });

test('the "Last used" chip names the server, never its code', async ({ page }) => {
  await page.goto(GENSHIN);
  await page.getByLabel('UID').fill('800000001');
  await page.getByLabel('Server').click();
  await page.locator('.ant-select-item-option[title="Asia"]').click();
  await page.getByRole('button', { name: 'Confirm ID' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Traveler' })).toBeVisible();
  await page.reload();
  await page.getByLabel('UID').fill('800000002');
  const chip = page.locator('.last-used');
  await expect(chip).toContainText('800000001 (Asia) · Traveler');
  await expect(chip).not.toContainText('os_asia');
});

test('coupons in reach: a new account holds its sign-up coupon, the home offers coupons, a typed code applies at checkout', async ({
  page,
}) => {
  const email = freshEmail('code');
  await useToken(page, await registerAccount(page.request, email, 'Coupon#2025'));
  // "Your new-user discount is waiting in Coupons" is true for a new account.
  await page.goto('/coupon');
  await expect(page.getByText('New-user discount').first()).toBeVisible();
  await page.goto('/home');
  const offers = page.locator('section', {
    has: page.getByRole('heading', { name: 'Coupons for you' }),
  });
  await expect(offers.getByRole('button', { name: 'Claim: 10% off' })).toBeVisible();
  // The list came with the page; a claim asks for it again and the offer shows as claimed.
  const claimable = offers.getByRole('button', { name: /^Claim: / }).first();
  const claimName = (await claimable.getAttribute('aria-label')) ?? '';
  await claimable.click();
  await expect(page.getByText('Coupon claimed')).toBeVisible();
  await expect(
    offers.getByRole('button', { name: claimName.replace(/^Claim: /, 'Claimed: ') }),
  ).toBeVisible();

  await page.goto(GENSHIN);
  await page.getByLabel('UID').fill('800000001');
  await page.getByLabel('Server').click();
  await page.locator('.ant-select-item-option[title="Asia"]').click();
  await page.getByRole('button', { name: 'Confirm ID' }).click();
  await page.getByRole('radio', { name: /980 \+ 110 Genesis Crystals/ }).click();
  const code = page.getByLabel('Coupon code');
  await code.fill('NOSUCH');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'No coupon has this code' }),
  ).toBeVisible();
  await expect(code).toHaveValue('NOSUCH');
  await code.fill('tenoff');
  await code.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'applied to this order' })).toBeVisible();
  await expect(page.locator('.coupon-picker')).toContainText(
    '10% off orders from $10.00, up to $5.00',
  );
  await expect(page.locator('.price-summary')).toContainText(/Discount[−-]\$1\.50/);
  await snap(page, 'off-path-coupon-code');
});
