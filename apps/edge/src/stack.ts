// `pnpm start` ends here (after turbo built the apps): the API server as a child process, the gateway
// in this one; waits until both answer, prints where to go, and stops both on Ctrl-C / SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { loadEdgeConfig, type EdgeConfig } from './config.ts';
import { startConsolePreview, type ConsolePreview } from './console-preview.ts';
import { findDemoAccount } from './demo-account.ts';
import { startGateway, type RunningGateway } from './gateway.ts';
import { yieldCpuToApi } from './stack-priority.ts';

const API_START_TIMEOUT_MS = 180_000;
/** Gateway interfaces nobody else can reach (the API server's own rule for its HOST). */
const LOCAL_GATEWAY_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);
const STOP_GRACE_MS = 20_000;

function log(line: string): void {
  console.log(`\x1b[36m[gemlane]\x1b[0m ${line}`);
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000), redirect: 'manual' });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

function startApiServer(config: EdgeConfig): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: config.serverDir,
    env: {
      ...process.env,
      PORT: String(config.apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: config.dataDir,
      PUBLIC_ORIGINS: `${config.desktopOrigin},${config.mobileOrigin}`,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // The API listens on loopback, where it serves the dev mailbox; a gateway other machines can
      // reach would hand it to them under /api, so then the API is told not to serve it.
      ...(LOCAL_GATEWAY_HOSTS.has(config.host) ? {} : { DEV_TOOLS: 'false' }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) =>
      console.log(`\x1b[35m[api]\x1b[0m ${line}`),
    );
  }
  return child;
}

async function waitForApi(config: EdgeConfig, child: ChildProcess | null): Promise<void> {
  const health = `${config.apiUrl}/api/health`;
  const deadline = Date.now() + API_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`the API server exited with code ${child.exitCode}`);
    if (await answers(health)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `the API server did not answer ${health} within ${API_START_TIMEOUT_MS / 1000} s`,
  );
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadEdgeConfig();
  for (const [name, dist] of [
    ['desktop', config.desktopDist],
    ['mobile', config.mobileDist],
  ] as const) {
    if (!existsSync(join(dist, 'index.html'))) {
      throw new Error(
        `the ${name} app is not built (${dist}/index.html is missing): run \`pnpm start\` from the root, or \`pnpm --filter @gemlane/${name} run build\``,
      );
    }
  }

  let child: ChildProcess | null = null;
  let gateway: RunningGateway | null = null;
  let consolePreview: ConsolePreview | null = null;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log('stopping...');
    await gateway?.close();
    if (consolePreview) await stopChild(consolePreview.child);
    if (child) await stopChild(child);
    log('stopped');
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    // The gateway first: a busy port fails fast, before an API server was started for nothing.
    gateway = await startGateway(config);
    if (await answers(`${config.apiUrl}/api/health`)) {
      log(`using the API server already answering at ${config.apiUrl}`);
    } else {
      log(`starting the API server on ${config.apiUrl} (data in ${config.dataDir})`);
      child = startApiServer(config);
      child.once('exit', (code, signal) => {
        if (!stopping) {
          log(`the API server stopped unexpectedly (${signal ?? `exit ${code}`})`);
          void stop(1);
        }
      });
    }
    await waitForApi(config, child);
    yieldCpuToApi();
    const [desktopOk, mobileOk] = await Promise.all([
      answers(`${gateway.desktopUrl}/`),
      answers(`${gateway.mobileUrl}/`),
    ]);
    if (!desktopOk || !mobileOk) throw new Error('the gateway does not serve the apps');
    // The first page anyone opens is rendered as fast as the next ones.
    await gateway.warmUp();
    consolePreview = startConsolePreview(config.serverDir, config.apiUrl, log);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    const hint = inUse ? ' (set DESKTOP_PORT / MOBILE_PORT to free ports)' : '';
    console.error(`\x1b[31m[gemlane]\x1b[0m ${message}${hint}`);
    await stop(1);
    return;
  }

  const demo = await findDemoAccount(config.serverDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`ready in ${seconds} s`);
  console.log('');
  console.log(`  Desktop site  ${gateway.desktopUrl}`);
  console.log(`  Mobile site   ${gateway.mobileUrl}`);
  console.log(`  API           ${config.apiUrl}/api (also under /api on both sites)`);
  if (consolePreview) {
    console.log(`  Staff console ${consolePreview.url}`);
    console.log(
      `  Staff sign-in ${config.apiUrl}/api/admin/dev/authenticator (dev accounts and codes)`,
    );
  }
  console.log(
    `  Demo account  ${demo.email}${demo.password ? ` / ${demo.password}` : ' (password: see apps/server/README.md)'}`,
  );
  console.log('');
  log('Ctrl-C stops both servers; the data stays for the next run.');
}

main().catch((error: unknown) => {
  console.error(
    `\x1b[31m[gemlane]\x1b[0m ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
