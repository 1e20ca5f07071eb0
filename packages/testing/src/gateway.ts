import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The real gateway (apps/edge) in front of both builds, with its own API server and data folder, on
// the proof ports 44xx: `vite preview` sends no CSP, the gateway sends the production one.
const APPS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps');
export interface GatewayOrigins {
  desktop: string;
  mobile: string;
  api: string;
}

/** The desktop site on base+1, the mobile site on base+2, the API server on base+9. */
export function gatewayOrigins(base: number): GatewayOrigins {
  return {
    desktop: `http://localhost:${base + 1}`,
    mobile: `http://localhost:${base + 2}`,
    api: `http://127.0.0.1:${base + 9}`,
  };
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface RunningGateway {
  stop: () => Promise<void>;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The builds the gateway serves; by default the apps' dist folders. */
export interface GatewayDists {
  desktop?: string;
  mobile?: string;
}

/** Starts the API server and the gateway; the caller stops them in afterAll. */
export async function startGateway(
  base: number,
  dists: GatewayDists = {},
): Promise<RunningGateway> {
  const o = gatewayOrigins(base);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gemlane-proof-csp-'));
  const api = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(APPS, 'server'),
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(base + 9),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_ORIGINS: `${o.desktop},${o.mobile}`,
      LOG_LEVEL: 'warn',
    },
  });
  const gateway = spawn('node', ['--import', 'tsx', 'src/gateway-main.ts'], {
    cwd: path.join(APPS, 'edge'),
    stdio: 'ignore',
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      DESKTOP_PORT: String(base + 1),
      MOBILE_PORT: String(base + 2),
      DESKTOP_DIST: dists.desktop ?? path.join(APPS, 'desktop/dist'),
      MOBILE_DIST: dists.mobile ?? path.join(APPS, 'mobile/dist'),
      API_URL: o.api,
    },
  });
  const stop = async () => {
    await Promise.all([stopChild(gateway), stopChild(api)]);
  };
  try {
    await waitFor(`${o.api}/api/health`, api, 150_000);
    await waitFor(`${o.desktop}/api/health`, gateway, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
