import { ROUTES, type RouteName } from '@gemlane/stores/router/core';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '@gemlane/testing/axe';
import { createOrder, firstBlogId, registerAccount, useToken } from '@gemlane/testing/session';

// Issue 7 item 2: axe-core on every route of the shared route table, logged out and logged in (a fresh account), with
// no serious or critical violation (image alternatives, labels and AA contrast included).
interface Seeded {
  token: string;
  orderId: string;
  outTradeNo: string;
  blogId: number;
  gameConfigId: number;
}
const seeded: Seeded = { token: '', orderId: '', outTradeNo: '', blogId: 0, gameConfigId: 0 };

/** The concrete addresses of each route, its parameters resolved with real seeded values. */
function addresses(name: RouteName, path: string): string[] {
  switch (name) {
    case 'GameZone':
      return ['/gameZone/genshin-impact-top-up', '/gameZone/mobile-legends-bang-bang'];
    case 'OldGameZone':
      return [`/gameZone?gameConfigId=${seeded.gameConfigId}`];
    case 'Search':
      return ['/search'];
    case 'OrderDetail':
      return [`/orderdetail?orderId=${seeded.orderId}`];
    case 'PaymentResult':
      return [`/payment-result?outTradeNo=${seeded.outTradeNo}`];
    case 'BlogDetail':
      return [`/blog/${seeded.blogId}`];
    case 'ShortLink':
      return ['/s/genshin'];
    default:
      return [path];
  }
}

test.beforeAll(async ({ playwright }, info) => {
  const baseURL = info.project.use.baseURL!;
  // A fresh account and client address per worker: a retried worker must not hit the login limits.
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
  });
  seeded.token = await registerAccount(api, `a11y-${Date.now()}@example.com`, 'A11y#2025x');
  const order = await createOrder(api, seeded.token, baseURL);
  seeded.orderId = order.orderId;
  seeded.outTradeNo = order.outTradeNo;
  seeded.blogId = await firstBlogId(api);
  const zone = await api.get('/api/common/game/getGameZone?gameZonePath=genshin-impact-top-up');
  seeded.gameConfigId = (
    (await zone.json()) as { data: { game: { gameConfigId: number } } }
  ).data.game.gameConfigId;
  await api.dispose();
});

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root > *').first()).toBeVisible();
  // The visitor's language suggestion opens after 1 s: it is part of the page axe judges.
  await page.waitForTimeout(1_200);
}

for (const signedIn of [false, true]) {
  test.describe(signedIn ? 'logged in' : 'logged out', () => {
    test.beforeEach(async ({ page }) => {
      if (signedIn) await useToken(page, seeded.token);
    });
    for (const route of ROUTES) {
      test(`${route.name} ${route.path} has no serious or critical axe violation`, async ({
        page,
      }) => {
        for (const address of addresses(route.name, route.path)) {
          await page.goto(address);
          await settle(page);
          await expectAccessible(page, `${address} (${signedIn ? 'logged in' : 'logged out'})`);
          if (route.name === 'Search') {
            // The results with their highlighted names are judged too.
            await page.getByRole('searchbox').fill('gen');
            await expect(page.getByRole('button', { name: /Genshin Impact/ })).toBeVisible();
            await expectAccessible(page, `${address} with results`);
          }
        }
      });
    }
  });
}
