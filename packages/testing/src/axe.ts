import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// axe-core's own browser build (the @axe-core/playwright wrapper needs Node 22).
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** WCAG 2.2 AA, every rule of these tags, violations of any impact fail. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/**
 * Where the walks append one JSON line per judged page (`{where, violations, smallTargets}`),
 * for counting before and after a change; unset, nothing is written.
 */
const TALLY_FILE = process.env.A11Y_TALLY;

export function tally(line: Record<string, unknown>): void {
  if (TALLY_FILE) appendFileSync(TALLY_FILE, `${JSON.stringify(line)}\n`);
}

/**
 * Waits (up to 2 s) for the page's running finite animations to end: a dialog fading out or a
 * toast sliding in is judged as the shopper sees it once still, not at half opacity. Endless ones
 * (spinners) are left running.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    await Promise.race([
      Promise.allSettled(finite.map((a) => a.finished)),
      new Promise((r) => setTimeout(r, 2000)),
    ]);
  });
}

/** Runs axe (WCAG 2.0/2.1 A and AA, 2.2 AA) on the page once its animations are still. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await animationsSettled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(
    async (tags) => {
      const axe = (
        window as unknown as {
          axe: { run: (ctx: Document, o: object) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      const result = await axe.run(document, {
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: tags },
      });
      return result.violations;
    },
    AXE_TAGS as unknown as string[],
  );
}

function describe(v: AxeViolation): string {
  return `${v.impact} ${v.id} (${v.help}): ${v.nodes
    .slice(0, 6)
    .map((n) => JSON.stringify(n.target))
    .join(', ')}`;
}

/** Every violation of the page, one line each (impact first). */
export async function violations(page: Page, where = ''): Promise<string[]> {
  const found = await axeViolations(page);
  tally({
    where,
    violations: found.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })),
  });
  return found.map(describe);
}

/** Records (soft) a failure with the rule ids and targets when axe finds any violation. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const found = await violations(page, where);
  expect.soft(found, `axe on ${where}:\n${found.join('\n')}`).toEqual([]);
}
