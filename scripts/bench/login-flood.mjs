#!/usr/bin/env node
// How long a real login takes while 60 logins for unknown e-mails are in flight
// (each from its own address, as a botnet would send them). Starts the API from SERVER_DIR
// (default: this checkout's apps/server) on a fresh PGlite folder, prints the figures, exits.
//   node scripts/bench/login-flood.mjs                      # this checkout
//   SERVER_DIR=/path/to/other/apps/server node scripts/bench/login-flood.mjs   # e.g. before a change
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const serverDir = resolve(process.env.SERVER_DIR ?? join(root, 'apps/server'));
const port = Number(process.env.BENCH_PORT ?? 4471);
const FLOOD = Number(process.env.BENCH_FLOOD ?? 60);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** A login still unanswered after this counts as timed out (status 0). */
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 240_000);
const api = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'gemlane-login-flood-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: serverDir,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, JOBS: 'false', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${api}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the API did not start');
}

let address = 0;
function login(email, password) {
  address += 1;
  const started = performance.now();
  return fetch(`${api}/api/common/auth/emailLogin`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.77.${Math.floor(address / 250) % 250}.${address % 250}`,
    },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).then(
    async (res) => {
      await res.arrayBuffer();
      const retryAfter = Number(res.headers.get('retry-after') ?? 0);
      return { status: res.status, ms: performance.now() - started, retryAfter };
    },
    () => ({ status: 0, ms: performance.now() - started }),
  );
}

try {
  await waitForHealth();
  console.log(`login flood (${serverDir}), status 0 = no answer within ${TIMEOUT_MS / 1000} s:`);
  const alone = await login('demo@gemlane.test', 'Gemlane#2025');
  console.log(`  a real login alone: ${Math.round(alone.ms)} ms (status ${alone.status})`);
  for (let round = 0; round < ROUNDS; round++) {
    const flood = Array.from({ length: FLOOD }, (_, i) =>
      login(`ghost-${round}-${i}@example.com`, 'Wrong#2025x'),
    );
    // The real login starts once the flood is in the hashing stage: its first answer is back.
    await Promise.race([...flood, new Promise((r) => setTimeout(r, 5000))]);
    const began = performance.now();
    const real = await login('demo@gemlane.test', 'Gemlane#2025');
    console.log(
      `  round ${round + 1}: real login ${Math.round(real.ms)} ms (status ${real.status}) with ${FLOOD} unknown-email logins in flight`,
    );
    // A busy answer says when to come back: the user's real wait is until a login succeeds.
    let last = real;
    for (let retry = 0; last.status === 503 && retry < 5; retry++) {
      await new Promise((r) => setTimeout(r, last.retryAfter * 1000));
      last = await login('demo@gemlane.test', 'Gemlane#2025');
    }
    if (last !== real)
      console.log(
        `    after Retry-After: signed in ${Math.round(performance.now() - began)} ms after the first try (status ${last.status})`,
      );
    const floodResults = await Promise.all(flood);
    const byStatus = {};
    for (const r of floodResults) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    const slowest = Math.max(...floodResults.map((r) => r.ms));
    console.log(`    flood answers ${JSON.stringify(byStatus)}, slowest ${Math.round(slowest)} ms`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
