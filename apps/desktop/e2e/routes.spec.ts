import { expect, test } from '@playwright/test';
import { snap } from './helpers.ts';

// Every public route shows its real content from the server (login-required ones: see journey.spec.ts).
const PUBLIC: Array<{ path: string; name: string; expect: RegExp | string; role?: 'heading' }> = [
  { path: '/home', name: 'home', expect: 'Hot games' },
  { path: '/switchGame', name: 'switch-game', expect: 'All games' },
  { path: '/search?keyword=genshin', name: 'search', expect: /Genshin Impact/ },
  { path: '/gameZone/genshin-impact-top-up', name: 'game-zone', expect: 'Choose a package' },
  { path: '/gameZone/mobile-legends-bang-bang', name: 'game-zone-mlbb', expect: /server ID/i },
  { path: '/helpCenter', name: 'help-center', expect: /delivery/i },
  { path: '/aboutUs', name: 'about', expect: 'About Gemlane' },
  { path: '/terms', name: 'terms', expect: 'Terms of Service' },
  { path: '/privacy', name: 'privacy', expect: 'Privacy Policy' },
  { path: '/blog-list', name: 'blog-list', expect: 'Blog' },
  { path: '/languageAndCurrency', name: 'language-currency', expect: 'Deutsch' },
  { path: '/myCustomer', name: 'my-customer', expect: 'Customer service' },
  { path: '/login', name: 'login', expect: 'Log in or sign up' },
  { path: '/register', name: 'register', expect: 'Create your account' },
  { path: '/set-password', name: 'set-password', expect: 'Set a password' },
  { path: '/reset-password', name: 'reset-password', expect: 'Reset your password' },
  { path: '/login-relate', name: 'login-relate', expect: 'Partner login' },
];

for (const route of PUBLIC) {
  test(`${route.path} renders its content`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.locator('#main')).toContainText(route.expect);
    // Loaded, not a skeleton: the content came from the server.
    await expect(page.locator('#main .ant-skeleton')).toHaveCount(0);
    await snap(page, route.name);
  });
}
