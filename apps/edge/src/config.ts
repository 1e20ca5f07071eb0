// Settings of the Node gateway and the local stack, read from the environment once and validated here.
// The Worker reads its own from wrangler.toml vars (src/worker.ts).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizeOrigin } from '@gemlane/env/site-links';
import { RENDER_CONCURRENCY, RENDER_QUEUE_MAX, RENDER_QUEUE_WAIT_MS } from './page-renderer.ts';

/** apps/ of the monorepo, so defaults do not depend on the working directory. */
export const APPS_DIR = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface EdgeConfig {
  /** Interface both gateway ports listen on. */
  host: string;
  desktopPort: number;
  mobilePort: number;
  desktopOrigin: string;
  mobileOrigin: string;
  desktopDist: string;
  mobileDist: string;
  /** Port the stack starts the API server on. */
  apiPort: number;
  /** Where /api is proxied to. */
  apiUrl: string;
  /** PGlite folder of the API server (kept between runs). */
  dataDir: string;
  serverDir: string;
  cookieDomain: string | undefined;
  /** Server renders in progress at once, per site. */
  renderConcurrency: number;
  /** Server renders waiting per site; a page request beyond gets the client-rendered shell. */
  renderQueueMax: number;
  /** The longest a page request waits for a render slot before it gets the shell. */
  renderQueueWaitMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadEdgeConfig(
  source: Record<string, string | undefined> = process.env,
): EdgeConfig {
  const env = (name: string) => {
    const value = source[name]?.trim();
    return value ? value : undefined;
  };
  const problems: string[] = [];
  const port = (name: string, fallback: number): number => {
    const raw = env(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > 65535) {
      problems.push(`${name} (got "${raw}"): must be a port number 1-65535`);
      return fallback;
    }
    return value;
  };
  const origin = (name: string, fallback: string): string => {
    const raw = env(name) ?? fallback;
    try {
      return normalizeOrigin(raw);
    } catch {
      problems.push(`${name} (got "${raw}"): must be an origin such as http://localhost:8080`);
      return fallback;
    }
  };

  const count = (name: string, fallback: number, min: number, max = 1000): number => {
    const raw = env(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} (got "${raw}"): must be a whole number ${min}-${max}`);
      return fallback;
    }
    return value;
  };

  const desktopPort = port('DESKTOP_PORT', 8080);
  const renderConcurrency = count('RENDER_CONCURRENCY', RENDER_CONCURRENCY, 1);
  const renderQueueMax = count('RENDER_QUEUE_MAX', RENDER_QUEUE_MAX, 0);
  const renderQueueWaitMs = count('RENDER_QUEUE_WAIT_MS', RENDER_QUEUE_WAIT_MS, 0, 60_000);
  const mobilePort = port('MOBILE_PORT', 8081);
  const apiPort = port('API_PORT', 3001);
  const desktopOrigin = origin('DESKTOP_ORIGIN', `http://localhost:${desktopPort}`);
  const mobileOrigin = origin('MOBILE_ORIGIN', `http://localhost:${mobilePort}`);
  const apiUrl = origin('API_URL', `http://127.0.0.1:${apiPort}`);
  if (desktopPort === mobilePort) problems.push('DESKTOP_PORT and MOBILE_PORT must differ');
  if (new URL(desktopOrigin).host === new URL(mobileOrigin).host) {
    problems.push('DESKTOP_ORIGIN and MOBILE_ORIGIN must differ in host or port');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const serverDir = resolve(env('SERVER_DIR') ?? resolve(APPS_DIR, 'server'));
  return {
    host: env('HOST') ?? '127.0.0.1',
    desktopPort,
    mobilePort,
    desktopOrigin,
    mobileOrigin,
    desktopDist: resolve(env('DESKTOP_DIST') ?? resolve(APPS_DIR, 'desktop', 'dist')),
    mobileDist: resolve(env('MOBILE_DIST') ?? resolve(APPS_DIR, 'mobile', 'dist')),
    apiPort,
    apiUrl,
    dataDir: resolve(env('DATA_DIR') ?? resolve(serverDir, '.data', 'pglite')),
    serverDir,
    cookieDomain: env('VIEW_COOKIE_DOMAIN'),
    renderConcurrency,
    renderQueueMax,
    renderQueueWaitMs,
  };
}
