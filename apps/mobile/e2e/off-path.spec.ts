import { expect, test, type Request } from '@playwright/test';
import { freshEmail } from '@gemlane/testing/session';
import { createAccount, snap, useToken } from './helpers.ts';

// Off the scripted path on the phone: a gamer who arrives by a `?lang=` link and walks on from
// there, and one who has a coupon code.
const GENSHIN = '/gameZone/genshin-impact-top-up';

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
  // the home's game tiles navigate inside the app (no page load)
  await page.getByText('Genshin Impact', { exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${GENSHIN}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByText('UID', { exact: true }).first()).toBeVisible();
  expect(locales.length).toBeGreaterThan(0);
  expect(locales.filter((l) => !l.endsWith(' ja'))).toEqual([]);
  await expect(page.getByText('Server', { exact: true })).toHaveCount(0);
  await snap(page, test.info(), 'off-path-lang-link-ja');

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
  await page.locator('#login-email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.locator('#login-password').fill('Guess#12345');
  const signUp = page.getByRole('button', { name: 'Get a code to create your account' });
  await expect(page.getByText('New here?', { exact: true })).toBeVisible();
  await expect(signUp).toBeVisible();
  // as prominent as the login: a full-width button
  const login = await page.getByRole('button', { name: 'Log in', exact: true }).boundingBox();
  const offer = await signUp.boundingBox();
  expect(offer && login && offer.width >= login.width * 0.9 && offer.height >= 36).toBe(true);

  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(
    page.getByText(/email or password is incorrect\. New here\? Get a code to create your account/),
  ).toBeVisible();
  await snap(page, test.info(), 'off-path-login-new-email-en');
  await signUp.click();
  await expect(page).toHaveURL(/\/register\?/);
});

for (const lng of ['de', 'ja', 'ru'] as const)
  test(`the sign-up offer of the password step fits in ${lng}`, async ({ page }) => {
    await page.goto(`/login?lang=${lng}`);
    await page.locator('#login-email').fill(freshEmail(`new-${lng}`));
    await page.locator('button[type="submit"]').click();
    await expect(page.locator('#login-password')).toBeVisible();
    const offer = page.locator('form button[type="button"]').last();
    await expect(offer).toBeVisible();
    const box = await offer.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    await snap(page, test.info(), `off-path-login-new-email-${lng}`);
  });

test('coupons in reach: the home offers coupons and a typed code applies at the zone checkout', async ({
  page,
}) => {
  const { token } = await createAccount(page.request, test.info());
  await useToken(page, token);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Coupons for you' })).toBeVisible({
    timeout: 30_000,
  });

  await page.goto('/gameZone/mobile-legends-bang-bang');
  await page.getByLabel('User ID').fill('12345678');
  await page.getByLabel('Server ID').fill('2001');
  await page.getByRole('button', { name: 'Confirm ID' }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('verified-role')).toContainText('Layla Main');
  await page.getByRole('radio', { name: /1,000 \+ 155 Diamonds/ }).click();
  const code = page.getByLabel('Coupon code');
  await code.fill('NOSUCH');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'No coupon has this code' }),
  ).toBeVisible();
  await expect(code).toHaveValue('NOSUCH');
  await code.fill('TENOFF');
  await code.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'applied to this order' })).toBeVisible();
  await expect(page.getByText('10% off orders from $10.00, up to $5.00').first()).toBeVisible();
  await snap(page, test.info(), 'off-path-coupon-code');
});
