// One journey per role against the real server and the built console, with axe on each page.
import { expect, test } from '@playwright/test';
import {
  deliveredShopperOrder,
  expectNoAxeViolations,
  GENSHIN,
  shopRefundOf,
  shopperOrder,
  signIn,
  DEMO,
} from './helpers.ts';

test('support finds a shopper order by e-mail, adds a note, and sees no refund, block or catalogue action', async ({
  page,
  baseURL,
}) => {
  const orderId = await shopperOrder(page.request, baseURL!);
  await signIn(page, 'support');
  // The console opens on today's dashboard, charts included.
  await expect(page.getByRole('heading', { name: /^Today/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Orders per hour/ })).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard');
  await page.getByRole('link', { name: 'Orders' }).click();
  await expectNoAxeViolations(page, 'orders list');
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/email=demo%40gemlane\.test/);
  await page.getByRole('link', { name: orderId }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /refund/i })).toHaveCount(0);
  await page.getByLabel('New note').fill('Shopper asked where the top-up is');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Shopper asked where the top-up is').first()).toBeVisible();
  await expect(
    page.getByRole('cell', { name: 'order.note' }),
    'the note is in the order audit trail',
  ).toBeVisible();
  await expectNoAxeViolations(page, 'order detail');

  await page.getByRole('link', { name: 'Customers' }).click();
  await page.getByLabel('Customer e-mail or UID').fill(DEMO.email);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('link', { name: orderId })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Block' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'customer');

  await page.getByRole('link', { name: 'Catalogue' }).click();
  await page.getByLabel('Game name').fill('Genshin');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('switch').first()).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Audit trail' })).toHaveCount(0);
});

test('admin switches a package off; the game zone stops offering it; the audit trail shows it', async ({
  page,
}, testInfo) => {
  const zone = async () => {
    const res = await page.request.get(`/api/common/game/getGameZone?gameZonePath=${GENSHIN}`);
    return ((await res.json()) as { data: { packages: { packageId: number; name: string }[] } })
      .data.packages;
  };
  const [first] = await zone();
  await signIn(page, 'admin');
  await page.getByRole('link', { name: 'Catalogue' }).click();
  await page.getByLabel('Game name').fill('Genshin');
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('switch', { name: `${first!.name} on sale`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Publisher stopped selling it');
  await dialog.getByRole('button', { name: 'Switch off' }).click();
  await expect(
    page.getByRole('switch', { name: `${first!.name} on sale`, exact: true }),
  ).not.toBeChecked();
  await expectNoAxeViolations(page, 'catalogue');
  await page.screenshot({ path: testInfo.outputPath('catalogue.png'), fullPage: true });
  expect((await zone()).map((p) => p.packageId)).not.toContain(first!.packageId);

  // The admin's other screens: coupons with their use, staff accounts.
  await page.getByRole('link', { name: 'Coupons' }).click();
  await expect(page.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'TENOFF', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'coupons');
  await page.screenshot({ path: testInfo.outputPath('coupons.png'), fullPage: true });
  await page.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Staff accounts', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'staff accounts');
  await page.screenshot({ path: testInfo.outputPath('staff.png'), fullPage: true });

  await page.getByRole('link', { name: 'Audit trail' }).click();
  await expect(page.getByRole('cell', { name: 'package.off' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Publisher stopped selling it' })).toBeVisible();
  await expectNoAxeViolations(page, 'audit trail');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in');
});

test('finance refunds a delivered order with a reason and the shopper sees it; no audit trail or catalogue switch', async ({
  page,
  baseURL,
}) => {
  const { orderId, token } = await deliveredShopperOrder(page.request, baseURL!);
  await signIn(page, 'finance');
  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await page.getByLabel('Order or trade no.').fill(orderId);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: orderId }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  await page.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Shopper topped up the wrong account');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: 'order.refund' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refund' })).toBeDisabled();
  await expectNoAxeViolations(page, 'order detail after a refund');
  // The shop tells the shopper: refund in progress, then refunded once the provider confirms.
  await expect
    .poll(async () => (await shopRefundOf(page.request, orderId, token)).refund?.status, {
      timeout: 20_000,
    })
    .toBe('succeeded');

  await expect(page.getByRole('link', { name: 'Audit trail' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Catalogue' }).click();
  await page.getByLabel('Game name').fill('Genshin');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('switch').first()).toBeDisabled();
});
