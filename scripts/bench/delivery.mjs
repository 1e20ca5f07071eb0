// Delivery and order-creation figures: paid -> final state with 200 buyers paying at the same
// moment (BENCH_BUYERS sets fewer), the recovery of the orders a SIGKILLed server held, and
// orderCreate under a rush (orders/s, p99, and each order's time per server stage). They come
// from the server's proof tests (apps/server/test/proof/load.test.ts, restart.test.ts and
// order-create.test.ts), which run the real server as child processes and write their figures to
// apps/server/reports/figures/; run here on PGlite, and on PostgreSQL too when DATABASE_URL is
// set (the database whose schemas the tests create and drop).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const FILES = [
  'test/proof/load.test.ts',
  'test/proof/restart.test.ts',
  'test/proof/order-create.test.ts',
];

function runProofs(root, databaseUrl) {
  const server = join(root, 'apps', 'server');
  const env = { ...process.env };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const figures = join(server, 'reports', 'figures');
  // Figures of an earlier run never stand in for this one's.
  for (const name of ['load', 'restart', 'order-create'])
    rmSync(join(figures, `${name}.json`), { force: true });
  // One file at a time: a proof's figures are its own, not shared with another proof's load.
  const run = spawnSync('pnpm', ['exec', 'vitest', 'run', '--no-file-parallelism', ...FILES], {
    cwd: server,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const read = (name) => {
    try {
      return JSON.parse(readFileSync(join(server, 'reports', 'figures', `${name}.json`), 'utf8'));
    } catch {
      return null;
    }
  };
  return {
    passed: run.status === 0,
    load: read('load'),
    restart: read('restart'),
    orderCreate: read('order-create'),
  };
}

/** Figures per database: `{ pglite: {...}, postgres: {...} }` (postgres only with DATABASE_URL). */
export function deliveryBench(root) {
  const out = { pglite: runProofs(root, undefined) };
  if (process.env.DATABASE_URL) out.postgres = runProofs(root, process.env.DATABASE_URL);
  return out;
}
