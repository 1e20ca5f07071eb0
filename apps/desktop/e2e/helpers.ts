import type { Page } from '@playwright/test';

export const SCREENSHOT_DIR = 'e2e/screenshots';

/** Saves a full-page screenshot under e2e/screenshots for a person to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}
