import { createOrder, firstBlogId } from '@gemlane/testing/session';
import { expect, test, type Page } from '@playwright/test';
import { API_ORIGIN, createAccount, snap, useToken } from './helpers.ts';
import { findMisfits, LONGEST, useLanguage } from './fit.ts';

// The narrowest phone the layout serves (the rem root is clamped at 320 px).
test.use({ viewport: { width: 320, height: 640 } });

const ZONE = 'mobile-legends-bang-bang';
let token = '';
let orderId = '';
let cartLine = '';

test.beforeAll(async ({ request }, info) => {
  token = (await createAccount(request, info)).token;
  orderId = (await createOrder(request, token, info.project.use.baseURL!, API_ORIGIN)).orderId;
  const res = await request.get(`${API_ORIGIN}/api/common/game/getGameZone`, {
    params: { gameZonePath: ZONE },
  });
  const zone = (
    (await res.json()) as {
      data: {
        game: { gameId: number; gameName: string; logo: string };
        packages: { packageId: number; name: string; price: unknown }[];
      };
    }
  ).data;
  const pkg = zone.packages.at(-1)!;
  // The dearest package, 99 times: the longest amount a cart line shows.
  cartLine = JSON.stringify([
    {
      key: `${pkg.packageId}:12345678:2001`,
      gameId: zone.game.gameId,
      gameName: zone.game.gameName,
      gameLogo: zone.game.logo,
      gameZonePath: ZONE,
      packageId: pkg.packageId,
      packageName: pkg.name,
      unitPrice: null,
      quantity: 99,
      playerId: '12345678',
      serverId: '2001',
      roleName: 'Layla Main',
    },
  ]);
});

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

for (const [language, currency] of Object.entries(LONGEST)) {
  test(`${language} + ${currency}: zone, buy bar, cart and orders fit 320 px`, async ({
    page,
  }, info) => {
    await useLanguage(page, language, currency);
    await useToken(page, token);
    await page.addInitScript((line) => localStorage.setItem('cart', line), cartLine);

    await page.goto(`/gameZone/${ZONE}`);
    const packages = page.locator('[role="radiogroup"] [role="radio"]');
    await packages.last().click();
    await expect(page.getByTestId('buy-bar').locator('strong')).not.toHaveText('—');
    await settle(page);
    await snap(page, info, `fit-zone-${language}`);
    expect(
      await findMisfits(page, [
        '[data-testid="buy-bar"] strong',
        '[data-testid="buy-bar"] button',
        '[role="radiogroup"] [role="radio"]',
      ]),
    ).toEqual([]);

    await page.goto('/cart');
    await expect(page.locator('li').first()).toBeVisible();
    await settle(page);
    await snap(page, info, `fit-cart-${language}`);
    expect(await findMisfits(page)).toEqual([]);

    await page.goto('/orderList');
    await expect(page.locator('article').first()).toBeVisible();
    await settle(page);
    await snap(page, info, `fit-orders-${language}`);
    expect(await findMisfits(page)).toEqual([]);

    await page.goto(`/orderdetail?orderId=${orderId}`);
    await expect(page.getByTestId('order-status')).toBeVisible();
    await settle(page);
    await snap(page, info, `fit-order-${language}`);
    expect(await findMisfits(page)).toEqual([]);
  });
}

test('blog covers (3:1 art, inline or by address) are shown whole, not cropped', async ({
  page,
  request,
}, info) => {
  await useLanguage(page, 'th', 'IDR');
  const blogId = await firstBlogId(request, API_ORIGIN);
  for (const [path, name] of [
    ['/blog-list', 'fit-blog-th'],
    [`/blog/${blogId}`, 'fit-post-th'],
  ] as const) {
    await page.goto(path);
    const covers = page.locator('img[src^="data:image/svg+xml"], img[src*="/api/static/blog/"]');
    await expect(covers.first()).toBeVisible();
    await covers.first().evaluate((img: HTMLImageElement) => img.decode());
    await snap(page, info, name);
    const ratios = await covers.evaluateAll((imgs) =>
      (imgs as HTMLImageElement[])
        .filter((img) => img.complete && img.naturalHeight > 0)
        .map((img) => [img.naturalWidth / img.naturalHeight, img.clientWidth / img.clientHeight]),
    );
    expect(ratios.length).toBeGreaterThan(0);
    for (const [natural, shown] of ratios) expect(Math.abs(natural! - shown!)).toBeLessThan(0.05);
  }
});
