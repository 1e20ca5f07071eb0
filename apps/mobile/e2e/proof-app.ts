import { expect } from '@playwright/test';
import type { PageState } from '@gemlane/testing/a11y-walk';
import type { ProofApp } from '@gemlane/testing/proof-app';

/** The mobile app's parts of the shared proof walks (a11y.spec.ts, security.spec.ts). */
export const MOBILE: ProofApp = {
  site: 'mobile',
  // The mobile site's buttons are its primary actions (44 by 44 CSS px at least).
  primaryActions: '.adm-button',
  // The app's first element (a server render starts #root with React's resource hints: hidden links).
  ready: (page) => page.locator('#root > :not(link, script, style)').first(),
  // Exact: the "Show password" button beside the field matches "Password" too.
  passwordField: (page) => page.getByLabel('Password', { exact: true }),
  search: {
    address: '/search',
    start: '/search',
    box: (page) => page.getByRole('searchbox'),
    firstResultName: (page) => page.locator('main ul li button > span > span').first(),
    highlight: { selector: 'em', described: 'an emphasis element' },
    nameTags: ['EM', 'MARK', 'SPAN'],
    submit: async (page, text) => {
      await page.goto('/search');
      await page.getByRole('searchbox').fill(text);
      await page.getByRole('searchbox').press('Enter');
    },
  },
};

/** The search page is judged with its results (the highlighted names) too. */
export const SEARCH_WITH_RESULTS: PageState = {
  label: 'with results',
  reach: async (page) => {
    await page.getByRole('searchbox').fill('gen');
    await expect(page.getByRole('button', { name: /Genshin Impact/ })).toBeVisible();
  },
};
