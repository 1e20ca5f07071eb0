import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { mailedCode } from '@gemlane/testing/mailbox';
import { freshEmail as addressTagged, registerAccount } from '@gemlane/testing/session';

export { useToken } from '@gemlane/testing/session';

/** The e2e API server (playwright.config.ts starts it with a fresh data folder). */
export const API_ORIGIN = `http://127.0.0.1:${process.env.GEMLANE_MOBILE_E2E_API_PORT ?? 4201}`;
const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

export const PASSWORD = 'Topup#2025x';

/** A new address per call, tagged with the phone profile that made it. */
export function freshEmail(info: TestInfo): string {
  return addressTagged(`m-${info.project.name}`);
}

/** The newest 6-digit code the server mailed to `email` (dev mailbox). */
export function readCode(request: APIRequestContext, email: string): Promise<string> {
  return mailedCode(request, email, API_ORIGIN);
}

/** Registers through the API and returns the session token (for tests about other screens). */
export async function createAccount(
  request: APIRequestContext,
  info: TestInfo,
): Promise<{ email: string; token: string }> {
  const email = freshEmail(info);
  return { email, token: await registerAccount(request, email, PASSWORD, API_ORIGIN) };
}

/**
 * Saves a full-page screenshot under e2e/screenshots/<project>/<name>.png, one image pixel per CSS
 * pixel: the layout a reviewer looks at, without encoding the phone's 2.6-3x device pixels (about
 * 13% of the suite's CPU).
 */
export async function snap(page: Page, info: TestInfo, name: string): Promise<void> {
  const dir = path.join(SCREENSHOT_DIR, info.project.name);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, scale: 'css' });
}

/** Fails on uncaught page errors (a crashed screen must never pass). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
