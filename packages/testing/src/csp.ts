import { type Page } from '@playwright/test';

export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  column: number;
  sample: string;
}

/** Collects every `securitypolicyviolation` of the page (installed before any app script runs). */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { cspViolations: unknown[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push({
        directive: e.violatedDirective,
        blocked: e.blockedURI,
        source: e.sourceFile,
        line: e.lineNumber,
        column: e.columnNumber,
        sample: e.sample,
      }),
    );
  });
}

/**
 * The violations reported so far, less zod 4's caught `Function('')` probe (it picks its fast path
 * that way and falls back; apps/edge/README.md "Known"): anything else blocked would break the page.
 */
export async function unexpectedCspViolations(page: Page): Promise<CspViolation[]> {
  const all = await page.evaluate(
    () => (window as unknown as { cspViolations: CspViolation[] }).cspViolations,
  );
  const unexpected: CspViolation[] = [];
  for (const v of all) {
    if (v.blocked === 'eval' && v.source) {
      const line = (await (await page.request.get(v.source)).text()).split('\n')[v.line - 1] ?? '';
      const around = line.slice(Math.max(0, v.column - 160), v.column + 40);
      if (/jitless[\s\S]*try\{return Function\(``\),!0\}catch\{return!1\}/.test(around)) continue;
    }
    unexpected.push(v);
  }
  return unexpected;
}
