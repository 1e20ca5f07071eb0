import { ROUTES } from '@gemlane/stores/router/core';
import { expect, test, type Page } from '@playwright/test';
import { tally } from './axe.ts';
import type { ProofApp } from './proof-app.ts';
import { routeAddresses, type RouteSeed } from './routes.ts';

/** WCAG 1.4.4: text can be resized to 200 % without losing content or function. */
export const TEXT_SCALE = 2;

/** The viewport meta's zoom limits: `user-scalable=no` or a maximum below 2 blocks SC 1.4.4. */
export function viewportBlocksZoom(content: string): boolean {
  const parts = Object.fromEntries(
    content.split(',').map((p) => {
      const [k = '', v = ''] = p.split('=').map((s) => s.trim().toLowerCase());
      return [k, v];
    }),
  );
  const scalable = parts['user-scalable'];
  if (scalable === 'no' || scalable === '0') return true;
  const max = parts['maximum-scale'];
  return max !== undefined && Number(max) < TEXT_SCALE;
}

/**
 * Text at 200 %, as a phone's text-size setting does it: every computed font size doubles while
 * boxes keep their size (rem, px). Returns what no longer fits: text cut off by its box.
 */
export async function scaleTextAndFindClipped(page: Page, scale = TEXT_SCALE): Promise<string[]> {
  return page.evaluate((factor) => {
    const all = [...document.querySelectorAll<HTMLElement>('body *')];
    const sizes = all.map((el) => parseFloat(getComputedStyle(el).fontSize));
    all.forEach((el, i) =>
      el.style.setProperty('font-size', `${sizes[i]! * factor}px`, 'important'),
    );
    const out: string[] = [];
    for (const el of all) {
      const s = getComputedStyle(el);
      if (s.display === 'none' || s.visibility === 'hidden') continue;
      if (el.closest('[aria-hidden="true"]')) continue;
      // Deliberate truncation (a line clamp or an ellipsis with the full text elsewhere).
      if (s.webkitLineClamp !== 'none' || s.textOverflow === 'ellipsis') continue;
      const clips = (o: string) => o === 'hidden' || o === 'clip';
      const ownText = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
      if (!ownText) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 && rect.height <= 1) continue; // visually hidden on purpose
      const cutX = clips(s.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const cutY = clips(s.overflowY) && el.scrollHeight > el.clientHeight + 1;
      if (cutX || cutY)
        out.push(
          `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} "${(el.innerText ?? '').trim().slice(0, 30)}"`,
        );
    }
    return out;
  }, scale);
}

export interface ZoomOptions {
  /** Waits until the page is rendered (the walks' settle). */
  settle: (page: Page, app: ProofApp) => Promise<void>;
  seed: () => RouteSeed;
}

/** A folder for screenshots of every page at 200 % (for a person to look at); unset, none. */
const SHOTS_DIR = process.env.A11Y_SHOTS;

/**
 * Zoom is allowed and the layout holds with text at 200 % on every route (logged out).
 * The mobile site's zoom is checked as a phone does it: the viewport meta allows it and a pinch
 * really reaches 200 %.
 */
export function describeZoomWalk(app: ProofApp, options: ZoomOptions): void {
  test('the viewport lets the page be zoomed to 200 % and more', async ({ page, context }) => {
    await page.goto('/home');
    await options.settle(page, app);
    const content = await page
      .locator('meta[name="viewport"]')
      .getAttribute('content')
      .catch(() => null);
    if (content !== null) expect(viewportBlocksZoom(content), content).toBe(false);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: TEXT_SCALE });
    await expect
      .poll(() => page.evaluate(() => window.visualViewport?.scale ?? 1))
      .toBe(TEXT_SCALE);
    await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 1 });
  });

  // Logged out, as a visitor zooms: a login-only route is the login page, zoomed on its own.
  for (const route of ROUTES.filter((r) => !r.requiresLogin)) {
    test(`${route.name} ${route.path} holds its layout with text at 200 %`, async ({ page }) => {
      for (const address of routeAddresses(route, options.seed(), app.search.address)) {
        await page.goto(address);
        await options.settle(page, app);
        const clipped = await scaleTextAndFindClipped(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        const where = `${app.site} ${address} text 200%`;
        tally({ where, clipped, overflowPx: overflow });
        if (SHOTS_DIR)
          await page.screenshot({ path: `${SHOTS_DIR}/${app.site}-${route.name}-text200.png` });
        expect.soft(clipped, `text cut off at 200 % on ${where}`).toEqual([]);
        if (app.site === 'mobile')
          expect.soft(overflow, `sideways scrolling at 200 % on ${where}`).toBeLessThanOrEqual(1);
      }
    });
  }
}
