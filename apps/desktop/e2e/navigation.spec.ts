import { describeAvatarEditor, describePartnerNavigation } from '@gemlane/testing/navigation-walk';
import { DESKTOP } from './proof-app.ts';

// The partner parameter on the short link, a short link that is not found, and the avatar's choose -> preview -> confirm.
describePartnerNavigation(DESKTOP, (page) =>
  page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Home', exact: true })
    .click(),
);
describeAvatarEditor(DESKTOP, {
  // Its own gateway ports (security.spec.ts uses the base port itself).
  basePort: Number(process.env.E2E_GATEWAY_BASE_PORT ?? 4400) + 20,
  dists: { desktop: process.env.E2E_DIST_DIR },
  start: '/edit-avatar',
  openEditor: async () => undefined,
  shownAvatar: (page) => page.locator('.nav-avatar img'),
  screenshot: 'avatar-preview',
});
