import { expect, test } from '@playwright/test';
import { describeAvatarEditor, describePartnerNavigation } from '@gemlane/testing/navigation-walk';
import { MOBILE } from './proof-app.ts';

// The partner parameter on the short link, a short link that is not found, and the avatar's choose -> preview -> confirm.
describePartnerNavigation(MOBILE, (page) =>
  page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Home' })
    .click(),
);
describeAvatarEditor(MOBILE, {
  // Its own gateway ports (security.spec.ts uses the base port itself).
  basePort: Number(process.env.E2E_GATEWAY_BASE_PORT ?? 4400) + 30,
  dists: { mobile: process.env.GEMLANE_MOBILE_E2E_DIST_DIR },
  start: '/setting',
  openEditor: async (page) => {
    await page.getByText('Avatar', { exact: true }).click();
  },
  // Back on the settings page, the avatar row shows the new one.
  shownAvatar: (page) => page.locator('.adm-list-item .adm-avatar img'),
  screenshot: 'avatar-preview',
});

test('what is typed while the sign-up page is on its way goes into the sign-up form', async ({
  page,
}) => {
  // The sign-up view's code arrives only once the e-mail is typed (a slow network): the login page
  // stays on screen meanwhile, with its own e-mail field. Held, not delayed by a fixed time: the
  // login page loads that code ahead as soon as it is idle, and a slow machine clicks later.
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\/register-page-[^/]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up', exact: true })).toBeHidden();
  await page.getByLabel('E-mail').fill('early@example.com');
  arrive();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up', exact: true })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('early@example.com');
  await expect(page.getByLabel('E-mail')).toBeFocused();
  // It is the form's own value: sending the code goes to that address.
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/sent to early@example\.com/)).toBeVisible();
});
