// The real server process refuses to start on a reachable interface without its secrets: nothing
// built in (no webhook secret anyone could read, no dev mailbox) answers beyond this machine.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/config.ts';
import { copyTemplate, ensureTemplate } from './template.ts';

const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((f) => f()));

function spawnServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src', 'main.ts')], {
    cwd: SERVER_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(SERVER_ROOT, 'src', 'main.ts')],
    {
      cwd: SERVER_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    }),
  );
}

describe('start-up on an interface other machines can reach', () => {
  it('exits 1 with one line naming WEBHOOK_SECRET when it is unset', async () => {
    const { code, stderr } = await start({ HOST: '0.0.0.0', NODE_ENV: 'development' });
    expect(code).toBe(1);
    expect(stderr).toContain(
      '  - WEBHOOK_SECRET: is required when HOST (0.0.0.0) is not a loopback address (127.0.0.1, ::1, localhost): it signs payment webhooks and checkout links\n',
    );
    expect(stderr).not.toContain('listening');
  }, 120_000);
});

describe('start-up on loopback without WEBHOOK_SECRET', () => {
  it('signs with a secret it made up and kept in the data folder (0600), and serves the dev mailbox', async () => {
    const dataDir = copyTemplate(await ensureTemplate());
    const child = spawnServer({ DATA_DIR: dataDir, JOBS: 'false', LOG_LEVEL: 'info' });
    cleanups.push(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    });
    let out = '';
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no listening line:\n${out}`)), 90_000);
      child.stdout?.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /"msg":"listening".*?"url":"([^"]+)"/.exec(out);
        if (m?.[1]) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      });
    });
    const file = path.join(dataDir, 'gemlane-webhook-secret');
    expect(readFileSync(file, 'utf8')).toMatch(/^[\w-]{43}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const mailbox = await fetch(`${url}/api/dev/mailbox?email=demo@gemlane.test`);
    expect(mailbox.status).toBe(200);
    child.kill('SIGTERM');
  }, 120_000);
});
