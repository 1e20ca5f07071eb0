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
