import { ROUTES, type RouteName } from '@gemlane/stores/router/core';
import { expect, test, type Page } from '@playwright/test';
import { API_ORIGIN, createAccount, snap, useToken, watchErrors } from './helpers.ts';

/** A concrete address and what proves the screen rendered its real content, for every route. */
const CASES: Record<RouteName, { path: string; check: (page: Page) => Promise<void> }> = {
  Home: {
    path: '/home',
    check: async (p) => {
      await expect(p.getByRole('heading', { name: 'Hot games' })).toBeVisible();
      await expect(
        p.getByRole('button', { name: 'Mobile Legends: Bang Bang' }).first(),
      ).toBeVisible();
    },
  },
  SwitchGame: {
    path: '/switchGame',
    check: (p) =>
      expect(p.getByRole('button', { name: 'Mobile Legends: Bang Bang' })).toBeVisible(),
  },
  Search: {
    path: '/search',
    check: async (p) => {
      await p.getByRole('searchbox').or(p.locator('input[type="search"]')).first().fill('genshin');
      await expect(p.getByRole('button', { name: /Genshin Impact/ })).toBeVisible();
    },
  },
  GameZone: {
    path: '/gameZone/mobile-legends-bang-bang',
    check: (p) => expect(p.getByRole('heading', { name: /Mobile Legends/ })).toBeVisible(),
  },
  OldGameZone: {
    path: '/gameZone?gameConfigId=',
    check: async (p) => {
      // The legacy address by the game's config id (looked up from the API, it is seeded data).
      await p.goto(`/gameZone?gameConfigId=${mlbbConfigId}`);
      await expect(p.getByRole('heading', { name: /Mobile Legends/ })).toBeVisible();
    },
  },
  Coupon: {
    path: '/coupon',
    check: (p) => expect(p.getByRole('tab', { name: /Available/ })).toBeVisible(),
  },
  LanguageAndCurrency: {
    path: '/languageAndCurrency',
    check: (p) => expect(p.getByText('Deutsch')).toBeVisible(),
  },
  Me: { path: '/me', check: (p) => expect(p.getByText('My orders')).toBeVisible() },
  Cart: { path: '/cart', check: (p) => expect(p.getByText('Your cart is empty')).toBeVisible() },
  Setting: {
    path: '/setting',
    check: (p) => expect(p.getByText('Account information')).toBeVisible(),
  },
  EditUser: { path: '/edit-user', check: (p) => expect(p.getByLabel('Username')).toBeVisible() },
  EditAvatar: {
    path: '/edit-avatar',
    check: (p) => expect(p.getByText(/up to 20M/)).toBeVisible(),
  },
  HelpCenter: {
    path: '/helpCenter',
    check: (p) => expect(p.getByText('Password rules')).toBeVisible(),
  },
  OrderList: {
    path: '/orderList',
    check: (p) => expect(p.getByText('You have no orders yet')).toBeVisible(),
  },
  OrderDetail: {
    path: '/orderdetail?orderId=NOPE',
    check: (p) => expect(p.getByText('Page not found')).toBeVisible(),
  },
  AboutUs: {
    path: '/aboutUs',
    check: (p) => expect(p.getByText(/top-up store for gamers/)).toBeVisible(),
  },
  Terms: {
    path: '/terms',
    check: (p) =>
      expect(p.getByText(/Completed recharge orders cannot be cancelled/)).toBeVisible(),
  },
  Privacy: {
    path: '/privacy',
    check: (p) => expect(p.getByText(/never stored by Gemlane/)).toBeVisible(),
  },
  PaymentResult: {
    path: '/payment-result?outTradeNo=NOPE',
    check: (p) => expect(p.getByRole('button', { name: 'Back to home' })).toBeVisible(),
  },
  Login: { path: '/login', check: (p) => expect(p.getByLabel('E-mail')).toBeVisible() },
  LoginRelate: {
    path: '/login-relate',
    check: (p) => expect(p.getByLabel('E-mail')).toBeVisible(),
  },
  LoginSign: { path: '/login-sign', check: (p) => expect(p.getByLabel('E-mail')).toBeVisible() },
  Signin: { path: '/signin', check: (p) => expect(p.getByLabel('E-mail')).toBeVisible() },
  Register: {
    path: '/register',
    check: (p) => expect(p.getByRole('button', { name: 'Send code' })).toBeVisible(),
  },
  LoginEmail: { path: '/login-email', check: (p) => expect(p.getByLabel('E-mail')).toBeVisible() },
  SetPassword: {
    path: '/set-password',
    check: (p) => expect(p.getByText(/set your password/)).toBeVisible(),
  },
  ResetPassword: {
    path: '/reset-password',
    check: (p) => expect(p.getByRole('button', { name: 'Set new password' })).toBeVisible(),
  },
  EmailBinding: {
    path: '/email-binding',
    check: (p) => expect(p.getByTestId('binding-status')).toBeVisible(),
  },
  Blog: {
    path: '/blog-list',
    check: (p) => expect(p.locator('main ul button').first()).toBeVisible(),
  },
  BlogDetail: { path: '/blog/1', check: (p) => expect(p.locator('article h2')).toBeVisible() },
  ShortLink: {
    path: '/s/mlbb',
    check: (p) => expect(p).toHaveURL(/\/gameZone\/mobile-legends-bang-bang$/),
  },
  MyCustomer: {
    path: '/myCustomer',
    check: (p) =>
      expect(p.getByRole('button', { name: 'Chat with customer service' })).toBeVisible(),
  },
};

let token = '';
let mlbbConfigId = 0;
test.beforeAll(async ({ request }, info) => {
  token = (await createAccount(request, info)).token;
  const zone = await request.get(`${API_ORIGIN}/api/common/game/getGameZone`, {
    params: { gameZonePath: 'mobile-legends-bang-bang' },
  });
  mlbbConfigId = ((await zone.json()) as { data: { game: { gameConfigId: number } } }).data.game
    .gameConfigId;
});

for (const route of ROUTES) {
  test(`${route.name} ${route.path}`, async ({ page }, info) => {
    const errors = watchErrors(page);
    if (route.requiresLogin) await useToken(page, token);
    const c = CASES[route.name];
    await page.goto(c.path);
    await c.check(page);
    // The tab bar shows exactly on the routes with a tab name.
    // (A short link ends on the page it points to, so it is judged by that page.)
    if (route.name !== 'ShortLink') {
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(
        route.mobileTab ? 1 : 0,
      );
    }
    // In the app the native shell draws the title bar; ours is left out.
    const inApp = info.project.name === 'in-app';
    if (!route.mobileTab && route.name !== 'ShortLink' && route.name !== 'Home') {
      await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(
        inApp ? 0 : 1,
      );
    }
    await snap(page, info, route.name);
    expect(errors).toEqual([]);
  });
}

test('a login-only route sends a visitor to /login with the way back', async ({ page }) => {
  await page.goto('/orderList?status=complete');
  await expect(page).toHaveURL(/\/login\?redirect=%2ForderList%3Fstatus%3Dcomplete$/);
});

test('/orderdetail without an id says the order is not found, without a retry', async ({
  page,
}) => {
  await useToken(page, token);
  await page.goto('/orderdetail');
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload page' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back to home' })).toBeVisible();
});
