import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { violations } from '@gemlane/testing/axe';
import { freshCard } from '@gemlane/testing/session';

/** The dev server's authenticator: each seeded account's password and current code. */
export async function devAccount(request: APIRequestContext, role: string) {
  const res = await request.get('/api/admin/dev/authenticator.json');
  const body = (await res.json()) as {
    data: { email: string; role: string; password: string; code: string }[];
  };
  const account = body.data.find((a) => a.role === role);
  if (!account) throw new Error(`no dev ${role} account`);
  return account;
}

export async function signIn(page: Page, role: 'support' | 'finance' | 'admin') {
  await page.goto('/');
  const account = await devAccount(page.request, role);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Code').fill(account.code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** axe on the page as it is now: no violation of WCAG 2.2 AA. */
export async function expectNoAxeViolations(page: Page, where: string) {
  expect(await violations(page, where), where).toEqual([]);
}

export const DEMO = { email: 'demo@gemlane.test', password: 'Gemlane#2025' };
export const GENSHIN = 'genshin-impact-top-up';

async function demoToken(request: APIRequestContext) {
  const login = await request.post('/api/common/auth/emailLogin', { data: DEMO });
  return ((await login.json()) as { data: { authToken: string } }).data.authToken;
}

/** A shopper's order through the shop API (the demo account), as a customer would place it. */
export async function shopperOrder(request: APIRequestContext, origin: string) {
  return (await placeOrder(request, origin)).orderId;
}

async function placeOrder(request: APIRequestContext, origin: string) {
  const token = await demoToken(request);
  const zone = await request.get(`/api/common/game/getGameZone?gameZonePath=${GENSHIN}`);
  const packages = (
    (await zone.json()) as {
      data: { packages: { packageId: number; price: { amount: number; currency: string } }[] };
    }
  ).data.packages;
  // Card payments start at $10; a new account's card limits are far above $50.
  const pkg = packages.find((p) => p.price.amount >= 1000 && p.price.amount <= 5000);
  if (!pkg) throw new Error('no package between $10 and $50');
  const created = await request.post('/api/order/create', {
    headers: { 'x-auth-token': token },
    data: {
      idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      items: [
        {
          packageId: pkg.packageId,
          quantity: 1,
          playerId: '800000001',
          serverId: 'os_asia',
          roleName: 'Traveler',
        },
      ],
      payMethod: 'card',
      returnUrl: `${origin}/cart`,
    },
  });
  const body = (await created.json()) as {
    code: number;
    message: string;
    data: { orderId: string; payUrl: string };
  };
  if (body.code !== 200) throw new Error(`order: ${body.message}`);
  return { token, ...body.data };
}

/** The refund of an order as the shop's order API tells the shopper (null: none). */
export async function shopRefundOf(request: APIRequestContext, orderId: string, token: string) {
  const res = await request.get(`/api/order/detail?orderId=${encodeURIComponent(orderId)}`, {
    headers: { 'x-auth-token': token },
  });
  const body = (await res.json()) as {
    data: { status: string; refund: { status?: string } | null };
  };
  return body.data;
}

/** A shopper's order paid with a sandbox test card and delivered (the shop's API says complete). */
export async function deliveredShopperOrder(request: APIRequestContext, origin: string) {
  const { orderId, payUrl, token } = await placeOrder(request, origin);
  const url = new URL(payUrl);
  const paid = await request.post(url.pathname, {
    form: {
      sig: url.searchParams.get('sig') ?? '',
      cardNumber: freshCard(),
      expiry: '12/39',
      cvc: '123',
      holderName: 'Console Tester',
    },
    maxRedirects: 0,
  });
  expect(paid.status(), 'the sandbox checkout takes the card').toBeLessThan(400);
  await expect
    .poll(async () => (await shopRefundOf(request, orderId, token)).status, { timeout: 30_000 })
    .toBe('complete');
  return { orderId, token };
}
