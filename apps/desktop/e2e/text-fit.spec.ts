import { expect, test, type Page } from '@playwright/test';
import { demoToken } from '@gemlane/testing/session';
import { snap } from './helpers.ts';

const ZONE = 'mobile-legends-bang-bang';
// Long words (German), long amounts (Indonesian rupiah) and a third script (Russian).
const LANGUAGES: [string, string][] = [
  ['de', 'IDR'],
  ['id', 'IDR'],
  ['ru', 'RUB'],
];

let token = '';
let cart = '';

test.beforeAll(async ({ request }) => {
  token = await demoToken(request);
  const res = await request.get(`/api/common/game/getGameZone?gameZonePath=${ZONE}`);
  const zone = (
    (await res.json()) as {
      data: {
        game: { gameId: number; gameName: string; logo: string };
        packages: { packageId: number; name: string }[];
      };
    }
  ).data;
  const pkg = zone.packages.at(-1)!;
  cart = JSON.stringify([
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

async function start(page: Page, language: string, currency: string) {
  await page.addInitScript(
    ([l, c, t, line]) => {
      localStorage.setItem(
        'language_setting',
        JSON.stringify({ language: { value: l }, currency: { value: c } }),
      );
      localStorage.setItem('lang', l!);
      localStorage.setItem('currency', c!);
      localStorage.setItem('languagePopupAnswered', l!);
      localStorage.setItem('authToken', t!);
      localStorage.setItem('cart', line!);
    },
    [language, currency, token, cart],
  );
}

for (const [language, currency] of LANGUAGES) {
  test(`${language} + ${currency}: cart quantity, settings and blog covers are shown whole`, async ({
    page,
  }) => {
    await start(page, language, currency);

    // The cart's quantity field shows both digits of 99.
    await page.goto('/cart');
    const quantity = page.locator('.cart-line input').first();
    await expect(quantity).toHaveValue('99');
    await snap(page, `fit-cart-${language}`);
    const digits = await quantity.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(digits[0]).toBeLessThanOrEqual(digits[1]!);

    // Every settings label keeps the card's inner space from its border.
    await page.goto('/setting');
    const titles = page.locator('.settings-list .ant-list-item-meta-title');
    await expect(titles.first()).toBeVisible();
    await snap(page, `fit-settings-${language}`);
    const gaps = await page.evaluate(() => {
      const card = document.querySelector('.settings-list')!.getBoundingClientRect();
      return [...document.querySelectorAll('.settings-list .ant-list-item')].flatMap((item) => {
        const r = item.getBoundingClientRect();
        return [r.left - card.left, card.right - r.right];
      });
    });
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(16);

    // A blog card shows its whole cover (the art carries the post's title): no side is cropped.
    await page.goto('/blog-list');
    const cover = page.locator('.blog-card img').first();
    await expect(cover).toBeVisible();
    await cover.evaluate((img: HTMLImageElement) => img.decode());
    await snap(page, `fit-blog-${language}`);
    // Every cover loaded first (they load lazily): one still on its way has no natural size.
    for (const img of await page.locator('.blog-card img').all()) {
      await img.scrollIntoViewIfNeeded();
      await img.evaluate((el: HTMLImageElement) => el.decode());
    }
    const ratios = await page
      .locator('.blog-card img')
      .evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map((img) => [
          img.naturalWidth / img.naturalHeight,
          img.clientWidth / img.clientHeight,
        ]),
      );
    for (const [natural, shown] of ratios) expect(Math.abs(natural! - shown!)).toBeLessThan(0.05);
  });
}
