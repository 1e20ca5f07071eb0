import type { ProofApp } from '@gemlane/testing/proof-app';

const nav = { name: 'Main navigation' } as const;

/** The desktop app's parts of the shared proof walks (a11y.spec.ts, security.spec.ts). */
export const DESKTOP: ProofApp = {
  site: 'desktop',
  ready: (page) => page.locator('#main'),
  passwordField: (page) => page.getByLabel('Password'),
  search: {
    // The search page shows results for the keyword in its address.
    address: '/search?keyword=genshin',
    // The search box is in the top navigation; results open in a popover.
    start: '/home',
    box: (page) => page.getByRole('navigation', nav).getByRole('searchbox'),
    firstResultName: (page) => page.locator('.search-results li a > span').first(),
    highlight: { selector: 'mark.search-highlight', described: 'a mark element' },
    nameTags: ['MARK', 'SPAN'],
    submit: async (page, text) => {
      await page.goto(`/search?keyword=${encodeURIComponent(text)}`);
      await page.waitForLoadState('networkidle');
      await page.getByRole('navigation', nav).getByRole('searchbox').fill(text);
    },
  },
};
