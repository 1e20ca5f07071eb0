import { ROUTES, type RouteName } from '@gemlane/stores/router/core';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import type { ProofApp } from './proof-app.ts';
import { routeAddresses, seedRoutes, type RouteSeed } from './routes.ts';
import { apiFromFreshAddress, useToken } from './session.ts';

/** A further state of a page that axe judges after the page as loaded (e.g. with search results). */
export interface PageState {
  label: string;
  reach: (page: Page) => Promise<void>;
}

export interface AxeWalkOptions {
  /** Further states judged on the routes named. */
  states?: Partial<Record<RouteName, PageState>>;
}

/** Waits until the page is rendered and the visitor's language suggestion is up. */
export async function settle(page: Page, app: ProofApp): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(app.ready(page)).toBeVisible();
  // The visitor's language suggestion opens after 1 s: it is part of the page axe judges.
  await page.waitForTimeout(1_200);
}

/**
 * Issue 7 item 2: declares one test per route of the shared route table, logged out and logged in
 * (a fresh account), each failing on any serious or critical axe violation of its pages.
 */
export function describeAxeWalk(app: ProofApp, options: AxeWalkOptions = {}): void {
  let seed: RouteSeed | undefined;
  test.beforeAll(async ({ playwright }, info) => {
    const baseURL = info.project.use.baseURL!;
    // A fresh account and client address per worker: a retried worker must not hit the login limits.
    const api = await apiFromFreshAddress(playwright.request, baseURL, '203.0.113');
    seed = await seedRoutes(api, baseURL);
    await api.dispose();
  });

  for (const signedIn of [false, true]) {
    const who = signedIn ? 'logged in' : 'logged out';
    test.describe(who, () => {
      test.beforeEach(async ({ page }) => {
        if (signedIn) await useToken(page, seed!.token);
      });
      for (const route of ROUTES) {
        const state = options.states?.[route.name];
        test(`${route.name} ${route.path} has no serious or critical axe violation`, async ({
          page,
        }) => {
          for (const address of routeAddresses(route, seed!, app.search.address)) {
            await page.goto(address);
            await settle(page, app);
            await expectAccessible(page, `${address} (${who})`);
            if (state) {
              await state.reach(page);
              await expectAccessible(page, `${address} ${state.label} (${who})`);
            }
          }
        });
      }
    });
  }
}
