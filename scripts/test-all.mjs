#!/usr/bin/env node
// Runs every suite (checks, unit and component tests, stories, server on PGlite and on PostgreSQL
// when DATABASE_URL is set, browser journeys), keeps going past a failure, and ends with one line
// that sums them all: `N passed, N failed[, N skipped]`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const workspaces = ['apps', 'packages'].flatMap((dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, dir, entry.name)),
);

for (const ws of workspaces) rmSync(join(ws, 'reports'), { recursive: true, force: true });

// Every suite runs on the product's default, embedded PGlite; DATABASE_URL (CI sets it) only
// selects PostgreSQL for the server suite's second run below.
const { DATABASE_URL, ...embeddedEnv } = process.env;

const checks = [];
function step(name, args, env = {}) {
  console.log(`\n\x1b[36m[gemlane]\x1b[0m ${name}: pnpm ${args.join(' ')}`);
  const ok =
    spawnSync('pnpm', args, { cwd: root, stdio: 'inherit', env: { ...embeddedEnv, ...env } })
      .status === 0;
  checks.push({ name, ok });
  return ok;
}

step('format', ['exec', 'prettier', '--check', '.', '--log-level', 'warn']);
// One turbo run for both, so lint and typecheck of different workspaces overlap.
step('lint and typecheck', [
  'exec',
  'turbo',
  'run',
  'lint',
  'typecheck',
  '--output-logs=errors-only',
]);
// Unit, component, server and story suites: two at a time keeps a 2-core machine responsive.
step('unit and stories', [
  'exec',
  'turbo',
  'run',
  'test',
  'test:stories',
  '--concurrency=2',
  '--continue',
]);
if (DATABASE_URL) {
  step('server on PostgreSQL', ['--filter', '@gemlane/server', 'run', 'test:pg'], { DATABASE_URL });
}
// One suite at a time, each spread over two browser workers: a test waits for its pages and the
// API about half the time, so a second worker fills that time on a 2-core machine.
step('browser', ['exec', 'turbo', 'run', 'e2e', '--concurrency=1', '--continue'], {
  E2E_WORKERS: process.env.E2E_WORKERS ?? '2',
});

// Sum the JSON reports the suites wrote (Vitest's jest-style report and Playwright's).
let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];
/** Each failed test by name, with its first message line: CI keeps only the log's tail. */
const failures = [];
const firstLine = (text) => {
  const line =
    String(text ?? '')
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((l) => l.trim()) ?? '';
  // Vitest reports a hook or test timeout with the stack it kept from the hook's registration.
  return line === 'Error: STACK_TRACE_ERROR' ? 'timed out (a hook or the test)' : line;
};
function playwrightFailures(suite, file, trail = []) {
  const here = [...trail, suite.title];
  for (const spec of suite.specs ?? []) {
    if (spec.ok) continue;
    const result = spec.tests?.flatMap((t) => t.results ?? []).find((r) => r.error);
    failures.push(
      `${file}: ${[...here, spec.title].join(' > ')}: ${firstLine(result?.error?.message)}`,
    );
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, file, here);
}
for (const ws of workspaces) {
  const dir = join(ws, 'reports');
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    let p, f, s, broken;
    if (report.stats && 'expected' in report.stats) {
      p = report.stats.expected + report.stats.flaky;
      f = report.stats.unexpected;
      s = report.stats.skipped;
      // Playwright: a web server that did not start or a config error fails the run with no test.
      broken = (report.errors ?? []).length > 0;
      for (const suite of report.suites ?? []) playwrightFailures(suite, relative(root, ws));
      for (const error of report.errors ?? [])
        failures.push(`${relative(root, ws)}: ${firstLine(error.message)}`);
    } else {
      p = report.numPassedTests ?? 0;
      f = report.numFailedTests ?? 0;
      s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      // Vitest: a file that failed to load, or an unhandled error, fails the run.
      broken = report.success === false || (report.numFailedTestSuites ?? 0) > 0;
      for (const f of report.testResults ?? []) {
        const file = relative(root, f.name ?? '');
        if (f.status === 'failed' && !(f.assertionResults ?? []).some((t) => t.status === 'failed'))
          failures.push(`${file}: ${firstLine(f.message)}`);
        for (const t of f.assertionResults ?? [])
          if (t.status === 'failed')
            failures.push(`${file}: ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      }
    }
    // A broken run with no failing test still counts as one failure.
    if (broken && f === 0) f = 1;
    rows.push([relative(root, join(dir, file)), p, f, s]);
    passed += p;
    failed += f;
    skipped += s;
  }
}
if (failures.length) {
  console.log('\nFailed tests');
  for (const line of failures.slice(0, 30)) console.log(`- ${line.slice(0, 400)}`);
}
console.log('\nSuite                                          passed  failed  skipped');
for (const [name, p, f, s] of rows) {
  console.log(
    `${name.padEnd(46)} ${String(p).padStart(6)}  ${String(f).padStart(6)}  ${String(s).padStart(7)}`,
  );
}
for (const check of checks) {
  console.log(`${('step: ' + check.name).padEnd(46)} ${check.ok ? 'ok' : 'FAILED'}`);
}
const stepFailures = checks.filter((c) => !c.ok).length;
// A failed step that left no failing report (a lint error, a crash before any report) still counts.
const unexplained = checks.some((c) => !c.ok) && failed === 0 ? stepFailures : 0;
const total = `${passed} passed, ${failed + unexplained} failed${skipped ? `, ${skipped} skipped` : ''}`;
console.log(total);
process.exit(failed + unexplained > 0 || stepFailures > 0 ? 1 : 0);
