// Browser checks shared by both apps: the partner parameter survives the short link and later
// navigations, a short link that is not found lands on /home and says so, and the avatar is previewed (a blob: image the CSP allows), saved only on
// confirm, and shown at once by the header (shared user state).
import { expect, test, type Page } from '@playwright/test';
import { recordCspViolations, unexpectedCspViolations } from './csp.ts';
import { gatewayOrigins, startGateway, type GatewayDists, type RunningGateway } from './gateway.ts';
import type { ProofApp } from './proof-app.ts';
import { freshEmail, registerAccount, useToken } from './session.ts';

/** A later in-app navigation (the chrome's Home entry), which must keep the partner too. */
export type GoHome = (page: Page) => Promise<void>;

export function describePartnerNavigation(app: ProofApp, goHome: GoHome): void {
  test('/s/genshin?partner=X lands on the game zone with the partner kept', async ({ page }) => {
    await page.goto('/s/genshin?partner=acme');
    await expect(page).toHaveURL(/\/gameZone\/genshin-impact-top-up\?partner=acme$/);
    await expect(app.ready(page)).toBeVisible();
    // A later in-app navigation keeps it too.
    await goHome(page);
    await expect(page).toHaveURL(/\/home\?partner=acme$/);
  });

  test('an unknown short link goes to /home with the partner kept and says the link was not found', async ({
    page,
  }) => {
    await page.goto('/s/no-such-code?partner=acme');
    await expect(page).toHaveURL(/\/home\?partner=acme$/);
    await expect(page.getByText('The link you opened was not found')).toBeVisible();
    await expect(app.ready(page)).toBeVisible();
  });

  test('the notice is said in the language of the page', async ({ page }) => {
    await page.goto('/s/no-such-code?lang=de');
    await expect(page).toHaveURL(/\/home(\?|$)/);
    await expect(page.getByText('Der geöffnete Link wurde nicht gefunden')).toBeVisible();
  });
}

// An 8x8 PNG (the server checks the content, not the name).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN44NCAFTEMLQkAuyBoAe9D/usAAAAASUVORK5CYII=',
  'base64',
);

export interface AvatarWalkOptions {
  basePort: number;
  dists: GatewayDists;
  /** Where the signed-in user's avatar shows outside the editor (the header on desktop). */
  shownAvatar: (page: Page) => ReturnType<Page['locator']>;
  /** Address to open first, from which the editor is reached in the app (so "back" stays inside). */
  start: string;
  openEditor: (page: Page) => Promise<void>;
  screenshot: string;
}

export function describeAvatarEditor(app: ProofApp, options: AvatarWalkOptions): void {
  test.describe('avatar: choose, preview, confirm (through the gateway and its CSP)', () => {
    test.describe.configure({ timeout: 240_000 });
    const origin = gatewayOrigins(options.basePort)[app.site];
    let gateway: RunningGateway | undefined;
    let token = '';
    test.beforeAll(async ({ playwright }) => {
      test.setTimeout(240_000);
      gateway = await startGateway(options.basePort, options.dists);
      const api = await playwright.request.newContext({ baseURL: origin });
      token = await registerAccount(api, freshEmail('avatar'), 'Avatar#2026ok');
      await api.dispose();
    });
    test.afterAll(async () => {
      await gateway?.stop();
    });

    test(`the ${app.site} site previews, saves on confirm and updates the shown avatar`, async ({
      page,
    }) => {
      const serverAvatar = async () => {
        const res = await page.request.get(`${origin}/api/user/getUserInfo`, {
          headers: { 'x-auth-token': token },
        });
        return ((await res.json()) as { data: { avatar: string } }).data.avatar;
      };
      const before = await serverAvatar();
      await useToken(page, token);
      await recordCspViolations(page);
      await page.goto(`${origin}${options.start}`);
      await expect(app.ready(page)).toBeVisible();
      await options.openEditor(page);

      await page.locator('input[type="file"]').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      const preview = page.getByRole('img', { name: /Preview of your new avatar/ });
      await expect(preview).toHaveAttribute('src', /^blob:/);
      // The blob: image really loaded (a CSP block leaves it with no size) and nothing was sent yet.
      await expect
        .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      expect(await serverAvatar()).toBe(before);
      expect(await unexpectedCspViolations(page)).toEqual([]);
      await page.screenshot({ path: `e2e/screenshots/${options.screenshot}.png` });

      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect.poll(serverAvatar).not.toBe(before);
      const after = await serverAvatar();
      await expect(options.shownAvatar(page)).toHaveAttribute('src', after);
      expect(await unexpectedCspViolations(page)).toEqual([]);
    });
  });
}
