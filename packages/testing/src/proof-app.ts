import type { Locator, Page } from '@playwright/test';

/** What the shared proof walks need to know of one app: its selectors and addresses. */
export interface ProofApp {
  /** Which site of the gateway serves the app. */
  site: 'desktop' | 'mobile';
  /** Visible once the app has rendered a page (not just the HTML shell). */
  ready: (page: Page) => Locator;
  /** The password field of the login page's second step. */
  passwordField: (page: Page) => Locator;
  search: SearchUi;
  /** Selector of the primary actions that need 44 by 44 CSS px (the mobile site). */
  primaryActions?: string;
}

/** The app's search: where it is typed and how a result's name shows the server highlight. */
export interface SearchUi {
  /** The address of the search page in the route walks (the axe and CSP walks visit it). */
  address: string;
  /** The page whose search box the highlight tests type into. */
  start: string;
  box: (page: Page) => Locator;
  /** The name of the first result, which holds the server's highlight. */
  firstResultName: (page: Page) => Locator;
  /** The highlight element inside a result name and how a person would call it. */
  highlight: { selector: string; described: string };
  /** The only elements a result name may contain (upper case, as `tagName`). */
  nameTags: readonly string[];
  /** Searches for `text` the way a shopper submits it. */
  submit: (page: Page, text: string) => Promise<void>;
}
