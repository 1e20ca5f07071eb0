// Delivery figures: paid -> final state with 200 buyers paying at the same moment, and
// the recovery of the orders a SIGKILLed server held. They come from the server's proof tests
// (apps/server/test/proof/load.test.ts and restart.test.ts), which run the real server as child
// processes and write their figures to apps/server/reports/figures/; run here on PGlite, and on
// PostgreSQL too when DATABASE_URL is set (the database whose schemas the tests create and drop).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const FILES = ['test/proof/load.test.ts', 'test/proof/restart.test.ts'];

function runProofs(root, databaseUrl) {
  const server = join(root, 'apps', 'server');
  const env = { ...process.env };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const run = spawnSync('pnpm', ['exec', 'vitest', 'run', ...FILES], {
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
  return { passed: run.status === 0, load: read('load'), restart: read('restart') };
}

/** Figures per database: `{ pglite: {...}, postgres: {...} }` (postgres only with DATABASE_URL). */
export function deliveryBench(root) {
  const out = { pglite: runProofs(root, undefined) };
  if (process.env.DATABASE_URL) out.postgres = runProofs(root, process.env.DATABASE_URL);
  return out;
}
