import { ROUTES, type RouteName } from '@gemlane/stores/router/core';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, tally } from './axe.ts';
import type { ProofApp } from './proof-app.ts';
import { routeAddresses, seedRoutes, type RouteSeed } from './routes.ts';
import { apiFromFreshAddress, useToken } from './session.ts';
import { describeZoomWalk } from './zoom.ts';
import { breakAllElements, iconNames, smallTargets } from './targets.ts';

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
  // The visitor's language suggestion opens after 1 s: it is part of the page axe judges. The
  // walks install the page's clock before the first visit, so time jumps there instead of being
  // waited for; then the popover's entry animation (real time) gets its 300 ms.
  await page.clock.fastForward(1_200);
  await page.waitForTimeout(300);
}

/** Records (soft) a failure for each pointer target below its minimum size. */
export async function expectTargetSizes(page: Page, app: ProofApp, where: string): Promise<void> {
  const small = await smallTargets(
    page,
    app.primaryActions ? { primarySelector: app.primaryActions } : {},
  );
  const icons = await iconNames(page);
  const breakAll = await breakAllElements(page);
  tally({ where, smallTargets: small, iconNames: icons, breakAll });
  expect.soft(icons, `untranslated icon names read by screen readers on ${where}`).toEqual([]);
  expect.soft(breakAll, `text that may break mid-word on ${where}`).toEqual([]);
  expect
    .soft(
      small.map((t) => `${t.target} "${t.name}" ${t.width}x${t.height} < ${t.min}`),
      `targets below their minimum on ${where}`,
    )
    .toEqual([]);
}

/**
 * Declares one test per route of the shared route table (a new route is covered
 * on its own), logged out and logged in (a fresh account), each failing on any axe violation of
 * WCAG 2.2 AA (any impact) and on any pointer target below its minimum size.
 */
export function describeAxeWalk(app: ProofApp, options: AxeWalkOptions = {}): void {
  // Every test stands alone (each worker seeds its own account below), so a run with more than one
  // worker (E2E_WORKERS) spreads the walk over all of them.
  test.describe.configure({ mode: 'parallel' });
  let seed: RouteSeed | undefined;
  test.beforeAll(async ({ playwright }, info) => {
    const baseURL = info.project.use.baseURL!;
    // A fresh account and client address per worker: a retried worker must not hit the login limits.
    const api = await apiFromFreshAddress(playwright.request, baseURL, '203.0.113');
    seed = await seedRoutes(api, baseURL);
    await api.dispose();
  });

  // settle() moves this clock past the language suggestion's delay.
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  for (const signedIn of [false, true]) {
    const who = signedIn ? 'logged in' : 'logged out';
    test.describe(who, () => {
      test.beforeEach(async ({ page }) => {
        if (signedIn) await useToken(page, seed!.token);
      });
      // Logged out, a login-only route is the login page (the security walk checks that
      // redirect): the Login route's own test judges that page.
      for (const route of ROUTES.filter((r) => signedIn || !r.requiresLogin)) {
        const state = options.states?.[route.name];
        test(`${route.name} ${route.path} meets WCAG 2.2 AA (axe, target sizes)`, async ({
          page,
        }) => {
          for (const address of routeAddresses(route, seed!, app.search.address)) {
            await page.goto(address);
            await settle(page, app);
            const where = `${app.site} ${address} (${who})`;
            await expectAccessible(page, where);
            await expectTargetSizes(page, app, where);
            if (state) {
              await state.reach(page);
              await expectAccessible(page, `${app.site} ${address} ${state.label} (${who})`);
            }
          }
        });
      }
    });
  }
  test.describe('zoom', () => {
    describeZoomWalk(app, { settle, seed: () => seed! });
  });
}
