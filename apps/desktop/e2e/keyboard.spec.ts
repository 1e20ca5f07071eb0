import { expect, test } from '@playwright/test';
import { focused, tabTo } from './proof/keyboard.ts';
import {
  apiFromFreshAddress,
  freshCard,
  freshEmail,
  registerAccount,
  useToken,
} from '@gemlane/testing/session';

// The purchase journey with the keyboard alone (Tab, Shift+Tab, Enter, Space,
// arrows), from /home to a paid order, with a visible focus on every control it passes, the
// sandbox checkout page included.
const PASSWORD = 'Keys#2025x';

test('a shopper buys Genshin Impact from /home with the keyboard alone', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const api = await apiFromFreshAddress(playwright.request, baseURL, '192.0.2');
  const token = await registerAccount(api, freshEmail('keys'), PASSWORD);
  await api.dispose();
  await useToken(page, token);

  await page.goto('/home');
  await page.waitForLoadState('networkidle');
  await tabTo(
    page,
    (f) => f.tag === 'A' && f.href.includes('/gameZone/genshin-impact-top-up'),
    'the Genshin Impact link',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gameZone\/genshin-impact-top-up/);
  await expect(page.getByLabel('UID')).toBeVisible();

  await tabTo(page, (f) => f.tag === 'INPUT' && f.name === 'UID', 'the UID field');
  await page.keyboard.type('800000001');
  await tabTo(page, (f) => f.tag === 'INPUT' && f.name.startsWith('Server'), 'the server picker');
  await page.keyboard.press('Space');
  await expect(page.locator('.ant-select-item-option[title="Asia"]')).toBeVisible();
  for (let i = 0; i < 8; i += 1) {
    if ((await page.locator('.ant-select-item-option-active').getAttribute('title')) === 'Asia')
      break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-select').filter({ hasText: 'Asia' })).toBeVisible();
  // The option list must be closed, or the next key goes to it rather than to the page.
  await expect(page.locator('.ant-select-item-option[title="Asia"]')).toBeHidden();
  // (While the picker still counts itself open, it takes the next Tab for its own.)
  await expect(page.getByRole('combobox', { name: /^Server/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  // Focus stays on the picker once the list has closed (antd gives it back after the close).
  await expect.poll(async () => (await focused(page)).name).toBe('Server');
  // Shift+Tab goes back to the UID field, which kept its value.
  await page.keyboard.press('Shift+Tab');
  expect((await focused(page)).name).toBe('UID');
  await expect(page.getByLabel('UID')).toHaveValue('800000001');
  await page.keyboard.press('Tab');

  await tabTo(page, (f) => f.tag === 'BUTTON' && f.name === 'Confirm ID', 'Confirm ID');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'In-game name' })).toBeVisible();

  // Each package card is a radio button of its own: Tab to it, Space to choose it.
  await tabTo(
    page,
    (f) => f.tag === 'BUTTON' && /980 \+ 110 Genesis Crystals/.test(f.name),
    'the 980 + 110 package',
  );
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: /980 \+ 110 Genesis Crystals/ })).toBeChecked();
  await expect(page.locator('.price-total')).toContainText('$');

  await tabTo(page, (f) => f.tag === 'BUTTON' && f.name === 'Buy now', 'Buy now');
  await page.keyboard.press('Enter');

  // The hosted sandbox checkout (server-rendered, no script).
  await expect(page.getByLabel('Card number')).toBeVisible({ timeout: 30_000 });
  await tabTo(page, (f) => f.tag === 'INPUT' && f.name.startsWith('Card number'), 'Card number');
  await page.keyboard.type(freshCard());
  await tabTo(page, (f) => f.tag === 'INPUT' && f.name.startsWith('Expiry'), 'Expiry');
  await page.keyboard.type('12/30');
  await tabTo(page, (f) => f.tag === 'INPUT' && f.name.startsWith('CVC'), 'CVC');
  await page.keyboard.type('123');
  await tabTo(page, (f) => f.tag === 'INPUT' && f.name.startsWith('Cardholder'), 'Cardholder name');
  await page.keyboard.type('Keyboard Tester');
  await tabTo(page, (f) => f.tag === 'BUTTON' && f.name.startsWith('Pay '), 'Pay');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/payment-result\?outTradeNo=/, { timeout: 30_000 });
  // Paid, and (the sandbox publisher is quick) maybe already delivered by the time it shows.
  await expect(page.getByRole('status').getByText(/^(Payment successful|Complete)$/)).toBeVisible({
    timeout: 30_000,
  });
  await tabTo(page, (f) => f.tag === 'A' && f.name === 'View order', 'View order');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orderdetail\?orderId=/);
});
