import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

/** The e2e API server (playwright.config.ts starts it with a fresh data folder). */
export const API_ORIGIN = `http://127.0.0.1:${process.env.GEMLANE_MOBILE_E2E_API_PORT ?? 4201}`;
const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

export const PASSWORD = 'Topup#2025x';

let counter = 0;
/** A new address per call; the project name keeps parallel profiles apart. */
export function freshEmail(info: TestInfo): string {
  counter += 1;
  return `m-${info.project.name}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** The newest 6-digit code the server mailed to `email` (dev mailbox). */
export async function readCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${API_ORIGIN}/api/dev/mailbox`, { params: { email } });
        const body = (await res.json()) as { data: { text: string }[] | null };
        code = body.data?.[0]?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

/** Registers through the API and returns the session token (for tests about other screens). */
export async function createAccount(
  request: APIRequestContext,
  info: TestInfo,
): Promise<{ email: string; token: string }> {
  const email = freshEmail(info);
  await request.post(`${API_ORIGIN}/api/common/auth/sendEmailRegisterVerification`, {
    data: { email },
  });
  const code = await readCode(request, email);
  const res = await request.post(`${API_ORIGIN}/api/common/auth/verifyRegisterEmail`, {
    data: { email, code, password: PASSWORD },
  });
  const body = (await res.json()) as { data: { authToken: string } };
  return { email, token: body.data.authToken };
}

/** Starts the page with the session already stored, as after a login. */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((t) => window.localStorage.setItem('authToken', t), token);
}

/** Saves a full-page screenshot under e2e/screenshots/<project>/<name>.png. */
export async function snap(page: Page, info: TestInfo, name: string): Promise<void> {
  const dir = path.join(SCREENSHOT_DIR, info.project.name);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Fails on uncaught page errors (a crashed screen must never pass). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** A Luhn-valid card number the sandbox accepts (the same card may serve at most 2 accounts). */
export function successCard(): string {
  const body = `4${String(Date.now()).slice(-10)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}
