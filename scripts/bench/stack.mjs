// Starts the real built stack (API on PGlite in a throwaway folder + the gateway) on bench ports.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Settable so that two benches (or a bench and a test run) can share a machine.
export const PORTS = {
  api: Number(process.env.BENCH_API_PORT ?? 4401),
  desktop: Number(process.env.BENCH_DESKTOP_PORT ?? 4480),
  mobile: Number(process.env.BENCH_MOBILE_PORT ?? 4481),
};
export const URLS = {
  api: `http://127.0.0.1:${PORTS.api}`,
  desktop: `http://localhost:${PORTS.desktop}`,
  mobile: `http://localhost:${PORTS.mobile}`,
};

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000), redirect: 'manual' });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

export async function startStack(root) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gemlane-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/stack.ts'], {
    cwd: join(root, 'apps/edge'),
    env: {
      ...process.env,
      API_PORT: String(PORTS.api),
      DESKTOP_PORT: String(PORTS.desktop),
      MOBILE_PORT: String(PORTS.mobile),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      // Production mode (no development-time response checks) needs its own webhook secret.
      WEBHOOK_SECRET: randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the stack exited with code ${child.exitCode}`);
    if ((await answers(`${URLS.api}/api/health`)) && (await answers(`${URLS.desktop}/`))) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
