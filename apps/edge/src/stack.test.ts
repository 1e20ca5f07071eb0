// The start script end to end, with a stand-in API server (test/fixtures/fake-server) so it runs in
// seconds: starts both, waits for health, prints the sites and the demo account, stops both cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { PHONE_UA } from '../test/cases.ts';
import { GATEWAY_NICE } from './stack-priority.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
let stack: ChildProcess | null = null;

afterEach(() => {
  if (stack && stack.exitCode === null) stack.kill('SIGKILL');
});

function startStack(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', here('./stack.ts')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      DESKTOP_PORT: '4341',
      MOBILE_PORT: '4342',
      API_PORT: '4349',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  stack = child;
  return { child, output: () => output, exited };
}

async function until(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the stack script', () => {
  it('starts the API server and the gateway, prints where to go, and stops both on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gemlane-stack-test-'));
    const run = startStack({
      SERVER_DIR: here('../test/fixtures/fake-server'),
      DESKTOP_DIST: here('../test/fixtures/desktop-dist'),
      MOBILE_DIST: here('../test/fixtures/mobile-dist'),
      DATA_DIR: dataDir,
    });
    await until(() => run.output().includes('Ctrl-C stops both'), 30_000);
    const out = run.output();
    expect(out).toContain('Desktop site  http://localhost:4341');
    expect(out).toContain('Mobile site   http://localhost:4342');
    expect(out).toContain('Demo account  demo@gemlane.test / Demo#1234');

    // The API server got the settings, and both sites answer through the gateway.
    const health = (await (await fetch('http://localhost:4341/api/health')).json()) as {
      data: { dataDir: string; origins: string };
    };
    expect(health.data).toEqual({
      status: 'ok',
      dataDir,
      origins: 'http://localhost:4341,http://localhost:4342',
      firstRun: true,
      devTools: null,
      nice: 0,
    });
    // The gateway (this process's main thread renders) yields the CPU to the API.
    const stat = readFileSync(`/proc/${run.child.pid}/stat`, 'utf8');
    expect(Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])).toBe(GATEWAY_NICE);
    const phone = await fetch('http://localhost:4341/gameZone/pubg?partner=x', {
      headers: { 'user-agent': PHONE_UA },
      redirect: 'manual',
    });
    expect(phone.headers.get('location')).toBe('http://localhost:4342/gameZone/pubg?partner=x');

    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('fake api stopped gracefully');
    expect(run.output()).toContain('[gemlane]\x1b[0m stopped');
    await expect(fetch('http://localhost:4341/')).rejects.toThrow();
    await expect(fetch('http://127.0.0.1:4349/api/health')).rejects.toThrow();
  });

  it('stops both on Ctrl-C (SIGINT) too, and a second run keeps the same data folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gemlane-stack-test-'));
    const env = {
      SERVER_DIR: here('../test/fixtures/fake-server'),
      DESKTOP_DIST: here('../test/fixtures/desktop-dist'),
      MOBILE_DIST: here('../test/fixtures/mobile-dist'),
      DATA_DIR: dataDir,
    };
    for (let runNo = 0; runNo < 2; runNo++) {
      const run = startStack(env);
      await until(() => run.output().includes('Ctrl-C stops both'), 30_000);
      const health = (await (await fetch('http://localhost:4342/api/health')).json()) as {
        data: { dataDir: string; firstRun: boolean };
      };
      expect(health.data.dataDir).toBe(dataDir);
      expect(health.data.firstRun).toBe(runNo === 0);
      run.child.kill('SIGINT');
      expect(await run.exited).toBe(0);
      expect(run.output()).toContain('fake api stopped gracefully');
    }
  });

  it('tells the API not to serve its dev mailbox when the gateway listens beyond loopback', async () => {
    const run = startStack({
      HOST: '0.0.0.0',
      SERVER_DIR: here('../test/fixtures/fake-server'),
      DESKTOP_DIST: here('../test/fixtures/desktop-dist'),
      MOBILE_DIST: here('../test/fixtures/mobile-dist'),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'gemlane-stack-test-')),
    });
    await until(() => run.output().includes('Ctrl-C stops both'), 30_000);
    const health = (await (await fetch('http://localhost:4341/api/health')).json()) as {
      data: { devTools: string | null };
    };
    expect(health.data.devTools).toBe('false');
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });

  it('refuses to start without built apps and says how to build them', async () => {
    const run = startStack({
      DESKTOP_DIST: here('../test/fixtures/nowhere'),
      MOBILE_DIST: here('../test/fixtures/mobile-dist'),
    });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('the desktop app is not built');
    expect(run.output()).toContain('pnpm --filter @gemlane/desktop run build');
  });

  it('names a wrong setting instead of starting', async () => {
    const run = startStack({ DESKTOP_PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('DESKTOP_PORT (got "eighty")');
  });

  it('reports a busy port before starting the API server, and exits with 1', async () => {
    const { createServer } = await import('node:net');
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(4342, '127.0.0.1', resolve));
    try {
      const run = startStack({
        SERVER_DIR: here('../test/fixtures/fake-server'),
        DESKTOP_DIST: here('../test/fixtures/desktop-dist'),
        MOBILE_DIST: here('../test/fixtures/mobile-dist'),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'gemlane-stack-test-')),
      });
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain('EADDRINUSE');
      expect(run.output()).toContain('set DESKTOP_PORT / MOBILE_PORT');
      expect(run.output()).not.toContain('starting the API server');
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });
});
