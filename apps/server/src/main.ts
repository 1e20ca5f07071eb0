// Starts the API: config -> database (migrate, seed on first run) -> HTTP; stops gracefully.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { refuseOtherMethods } from './lib/node-http.ts';
import { createApp } from './app.ts';
import { ConfigError, loadConfig, withLocalSecret } from './config.ts';
import { migrate, openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { buildDeps } from './deps.ts';
import { startJobs } from './jobs/index.ts';
import { JOB_CONCURRENCY } from './jobs/runner.ts';
import { createLogger } from './lib/log.ts';
import { withReadFastPath } from './lib/read-fast-path.ts';
import { scheduleSweep } from './services/housekeeping.ts';
import { DEV_AUTHENTICATOR_PATH, seedDevStaff } from './services/staff/dev-seed.ts';

/** Connections reserved for background jobs on PostgreSQL, so a queue of requests cannot starve
 *  fulfilment and refunds (PGlite has one connection for everything): one per job in hand, so no
 *  job waits for a connection (200 buyers: payment submitted -> final p99 3.1 s with 6, 2.6 s). */
const JOBS_POOL_SIZE = JOB_CONCURRENCY;

async function main(): Promise<void> {
  const t0 = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.logLevel, { service: 'gemlane-server' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // After the open, so a new PGlite folder exists (and is not mistaken for one with data).
  config = withLocalSecret(config);
  const applied = await migrate(database.db);
  const seeded = config.seed ? await seedIfEmpty(database.db) : false;
  // The console's three dev accounts: embedded database and dev tools only, never in production.
  const staffSeeded =
    config.devTools && database.kind === 'pglite' ? await seedDevStaff(database.db) : false;
  const deps = buildDeps(config, database, log);
  const app = createApp(deps);
  void deps.mailer.flush();
  const jobsDatabase = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl, poolSize: JOBS_POOL_SIZE })
    : database;
  // Jobs use their own connections.
  const jobDeps = { ...deps, db: jobsDatabase.db };
  const jobs = config.jobs ? startJobs(jobDeps) : undefined;
  // Retries mail that failed to send (SMTP down) every half minute.
  const mailRetry = setInterval(() => void deps.mailer.flush(), 30_000);
  mailRetry.unref();
  const stopSweep = scheduleSweep(database.db, deps.now, config, (err) =>
    log.warn('sweep failed', { err }),
  );

  // What @hono/node-server's serve() builds, with fresh read-cache hits answered before Hono and
  // methods no call takes refused before either.
  const server = createServer(
    refuseOtherMethods(
      withReadFastPath(deps, getRequestListener(app.fetch, { hostname: config.host })),
    ),
  );
  server.listen(config.port, config.host, () => {
    const info = server.address() as AddressInfo;
    log.info('listening', {
      url: `http://${info.address.includes(':') ? `[${info.address}]` : info.address}:${info.port}`,
      database: database.kind === 'postgres' ? 'postgres' : `pglite:${config.dataDir}`,
      migrationsApplied: applied,
      seeded,
      startMs: Math.round(performance.now() - t0),
      env: config.env,
      devTools: config.devTools,
      staffSeeded,
      ...(config.devTools
        ? { staffSignIn: `http://localhost:${info.port}${DEV_AUTHENTICATOR_PATH}` }
        : {}),
    });
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('stopping', { signal });
    // Force-exit if in-flight work hangs.
    setTimeout(() => process.exit(1), 15_000).unref();
    // Stop accepting; wait for in-flight requests, then jobs and mail, then the database.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    await closed;
    stopSweep();
    clearInterval(mailRetry);
    await jobs?.stop();
    await deps.mailer.drain();
    if (jobsDatabase !== database) await jobsDatabase.close();
    await database.close();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  process.stderr.write(
    `${JSON.stringify({ level: 'error', msg: 'start failed', err: String((err as Error)?.stack ?? err) })}\n`,
  );
  process.exit(1);
});
