// Lighthouse (the npm package) driving Debian's Chromium: the median of N runs per page.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@gemlane/testing/chromium';

/** Every public page: the page budgets hold on each. */
export { PUBLIC_PAGES as PAGES } from './pages.mjs';

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function once(root, url, preset) {
  const dir = mkdtempSync(join(tmpdir(), 'gemlane-lh-'));
  const out = join(dir, 'report.json');
  const args = [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
  ];
  if (preset === 'desktop') args.push('--preset=desktop');
  execFileSync(join(root, 'node_modules/.bin/lighthouse'), args, {
    env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const lhr = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(dir, { recursive: true, force: true });
  // A run Lighthouse could not complete has no figures: never count it as a score of 0.
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
  };
}

/**
 * One run, tried once more when Lighthouse itself fails (its trace recorder now and then reports
 * NO_NAVSTART on a loaded machine): a tool hiccup must not end the whole bench. A second failure
 * is thrown.
 */
function onceWithRetry(root, url, preset) {
  try {
    return once(root, url, preset);
  } catch (error) {
    console.warn(`Lighthouse failed on ${url}, trying once more: ${error.message.split('\n')[0]}`);
    return once(root, url, preset);
  }
}

export function lighthouse(root, url, preset, runs) {
  const all = Array.from({ length: runs }, () => onceWithRetry(root, url, preset));
  const keys = Object.keys(all[0]);
  return Object.fromEntries(keys.map((k) => [k, median(all.map((r) => r[k]))]));
}
