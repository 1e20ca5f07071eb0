import { expect, test, type Request } from '@playwright/test';
import { snap } from './helpers.ts';

// Off the scripted path on the phone: a gamer who arrives by a `?lang=` link and walks on from there.
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
  await page.locator(`a[href="${GENSHIN}"]`).first().click();
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
