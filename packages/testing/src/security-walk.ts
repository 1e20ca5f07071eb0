import { createHash } from 'node:crypto';
import { HOME_PATH } from '@gemlane/stores/router/core';
import { expect, test, type Page } from '@playwright/test';
import { recordCspViolations, unexpectedCspViolations } from './csp.ts';
import { gatewayOrigins, startGateway, type GatewayDists, type RunningGateway } from './gateway.ts';
import { HOSTILE_MARKUP, OPEN_REDIRECT_CASES, redirectAddress } from './attacks.ts';
import type { ProofApp } from './proof-app.ts';
import { publicCspPaths, signedInCspPaths } from './routes.ts';
import {
  apiFromFreshAddress,
  createOrder,
  demoToken,
  freshEmail,
  registerAccount,
  useToken,
} from './session.ts';

// Security in the browser: open redirects after a real login, search highlight markup that
// cannot run script, and the production CSP (through the real gateway) with no violation reported.

/** Records (and dismisses) every dialog the page opens: an alert means injected script ran. */
export function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return dialogs;
}

/** Matches what HOSTILE_MARKUP would add to the page if it were rendered. */
const HOSTILE_ELEMENTS = 'img[src="x"], [onerror]';

/** Fails when script ran (a dialog opened) or hostile markup became elements. */
async function expectNothingRan(page: Page, dialogs: string[]): Promise<void> {
  expect(dialogs).toEqual([]);
  await expect(page.locator(HOSTILE_ELEMENTS)).toHaveCount(0);
}

/** A real login from `/login?redirect=<case>` for every case: the shopper lands on this site's home. */
export function describeLoginRedirects(app: ProofApp): void {
  const password = 'Proof#2025x';
  test.describe('login redirect', () => {
    const accounts: string[] = [];
    test.beforeAll(async ({ playwright }, info) => {
      // Its own client address: a restarted worker registers again under the per-IP code limit.
      const api = await apiFromFreshAddress(
        playwright.request,
        info.project.use.baseURL,
        '192.0.2',
      );
      // Two accounts: each address may log in 10 times in 15 minutes.
      for (const n of [1, 2]) {
        const email = freshEmail(`proof-redirect-${n}`);
        await registerAccount(api, email, password);
        accounts.push(email);
      }
      await api.dispose();
    });

    OPEN_REDIRECT_CASES.forEach((attempt, i) => {
      test(`${attempt.label} stays on the site after logging in`, async ({ page, baseURL }) => {
        // One client address per case: the per-IP login limit is not what this test is about.
        await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${i + 10}` });
        const dialogs = watchDialogs(page);
        const requested: string[] = [];
        page.on('request', (r) => requested.push(r.url()));
        await page.goto(redirectAddress(attempt));
        await page.getByLabel('E-mail').fill(accounts[i % 2]!);
        await page.getByRole('button', { name: 'Continue' }).click();
        await app.passwordField(page).fill(password);
        await page.getByRole('button', { name: 'Log in' }).click();
        await expect(page).toHaveURL(`${baseURL}${HOME_PATH}`);
        await page.waitForLoadState('networkidle');
        expect(new URL(page.url()).origin).toBe(baseURL);
        expect(dialogs).toEqual([]);
        expect(requested.filter((u) => new URL(u).hostname.endsWith('evil.example'))).toEqual([]);
      });
    });
  });
}

/** The server's search highlight becomes the app's highlight element and text, never markup. */
export function describeSearchHighlight(app: ProofApp): void {
  const { search } = app;
  test.describe('search highlight', () => {
    test(`the server highlight renders as ${search.highlight.described} and text only`, async ({
      page,
    }) => {
      await page.goto(search.start);
      await search.box(page).fill('gen');
      const name = search.firstResultName(page);
      await expect(name.locator(search.highlight.selector)).toHaveText(/gen/i);
      const elements = await name.evaluate((el) =>
        [...el.querySelectorAll('*')].map((e) => ({
          tag: e.tagName,
          attrs: [...e.attributes].map((a) => a.name),
          children: e.childElementCount,
        })),
      );
      for (const e of elements) {
        expect(search.nameTags).toContain(e.tag);
        expect(e.attrs.filter((a) => a !== 'class')).toEqual([]);
        expect(e.children).toBe(0);
      }
    });

    test('a hostile search text runs nothing and adds no element', async ({ page }) => {
      const dialogs = watchDialogs(page);
      await search.submit(page, HOSTILE_MARKUP);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_000);
      await expectNothingRan(page, dialogs);
    });

    test('markup in a server highlight stays text', async ({ page }) => {
      const dialogs = watchDialogs(page);
      // A compromised or buggy server answer: the client must not turn it into elements.
      await page.route('**/api/common/home/searchGame', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as {
          data: { list: { highlight?: string; gameName: string }[] };
        };
        for (const g of body.data.list)
          g.highlight = `${HOSTILE_MARKUP}<em class="highlight">${g.gameName}</em>`;
        await route.fulfill({ response, json: body });
      });
      await page.goto(search.start);
      await search.box(page).fill('gen');
      await expect(search.firstResultName(page)).toContainText(HOSTILE_MARKUP);
      await page.waitForTimeout(1_000);
      await expectNothingRan(page, dialogs);
    });
  });
}

export interface GatewayCspOptions {
  /** The gateway's ports: the desktop site on base+1, the mobile site on base+2, its API on base+9. */
  basePort: number;
  /** The build under test, when the e2e stack serves a private copy instead of the app's dist. */
  dists?: GatewayDists;
  /**
   * The styles the policy allows besides the app's files and its page's inline styles (each pinned
   * by hash; never 'unsafe-inline'): 'none', or 'nonce' when the kit writes <style>s at run time
   * with the page's per-response style nonce (desktop's antd).
   */
  runtimeStyles: 'none' | 'nonce';
}

/**
 * The production CSP of the app's site through the real gateway (`vite preview` sends none): a
 * strict policy, and no page of the walk (logged out, search results, logged in) reports a violation.
 */
export function describeGatewayCsp(app: ProofApp, options: GatewayCspOptions): void {
  test.describe('content security policy through the gateway', () => {
    test.describe.configure({ timeout: 240_000 });
    const origin = gatewayOrigins(options.basePort)[app.site];
    let gateway: RunningGateway | undefined;
    let token = '';
    let orderId = '';
    test.beforeAll(async ({ playwright }) => {
      test.setTimeout(240_000);
      gateway = await startGateway(options.basePort, options.dists);
      const api = await playwright.request.newContext({ baseURL: origin });
      token = await demoToken(api);
      orderId = (await createOrder(api, token, origin)).orderId;
      await api.dispose();
    });
    test.afterAll(async () => {
      await gateway?.stop();
    });

    test(`the ${app.site} site sends a strict policy and no page reports a violation`, async ({
      page,
    }) => {
      const res = await page.request.get(`${origin}${HOME_PATH}`);
      const csp = res.headers()['content-security-policy'] ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      const html = await res.text();
      const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
      if (options.runtimeStyles === 'nonce') {
        // The page carries the policy's nonce for its kit, and the next answer has another.
        expect(html).toContain(`<meta name="gemlane:style-nonce" nonce="${nonce}">`);
        const next = await page.request.get(`${origin}${HOME_PATH}`);
        expect(next.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
      } else {
        expect(nonce).toBeUndefined();
      }
      expect(csp).toMatch(/style-src 'self'( 'nonce-[^']+')?( 'sha256-[^']+')*;/);
      // Each hash is one inline style of the page as served, and nothing more.
      const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
        ([, css]) => `'sha256-${createHash('sha256').update(css!).digest('base64')}'`,
      );
      const allowed = /style-src 'self'(?: 'nonce-[^']+')?((?: 'sha256-[^']+')*);/
        .exec(csp)![1]!
        .trim();
      expect(allowed ? allowed.split(' ').sort() : []).toEqual([...new Set(inline)].sort());

      await recordCspViolations(page);
      const visited: string[] = [];
      const visit = async (path: string) => {
        await page.goto(`${origin}${path}`);
        await page.waitForLoadState('networkidle');
        await expect(app.ready(page)).toBeVisible();
        visited.push(path);
        expect(await unexpectedCspViolations(page), `CSP violations on ${path}`).toEqual([]);
      };
      const publicPaths = publicCspPaths(app.search.address);
      for (const path of publicPaths) await visit(path);
      // Search results with their highlight and the language suggestion (inserted at run time) too.
      await page.goto(`${origin}${app.search.start}`);
      await app.search.box(page).fill('gen');
      await expect(
        app.search.firstResultName(page).locator(app.search.highlight.selector),
      ).toBeVisible();
      await page.waitForTimeout(1_500);
      expect(await unexpectedCspViolations(page)).toEqual([]);

      await useToken(page, token);
      const signedInPaths = signedInCspPaths(orderId);
      for (const path of signedInPaths) await visit(path);
      // 7 pages logged out and 6 logged in: the walk must not shrink unnoticed.
      expect(visited).toHaveLength(13);
    });
  });
}
