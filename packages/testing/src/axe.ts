import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// axe-core's own browser build (the @axe-core/playwright wrapper needs Node 22).
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** The impacts issue 7 forbids; every rule (image alt, labels, contrast AA ...) stays on. */
export const BLOCKING_IMPACTS = ['serious', 'critical'] as const;

/** Runs axe on the page as it is now and returns the serious/critical violations, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, o: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => (BLOCKING_IMPACTS as readonly (string | null)[]).includes(v.impact))
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ${v.nodes
          .slice(0, 6)
          .map((n) => JSON.stringify(n.target))
          .join(', ')}`,
    );
}

/** Fails with the rule ids and targets when axe finds a serious or critical violation. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const found = await seriousViolations(page);
  expect(found, `axe on ${where}:\n${found.join('\n')}`).toEqual([]);
}
