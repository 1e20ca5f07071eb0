// The real server (`src/main.ts`) as a child process on a data folder (or a PostgreSQL schema) of
// its own, so a test can SIGKILL it and start it again on the same data.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SERVER_ROOT } from '../../src/config.ts';
import { migrate, openDatabase, type Database } from '../../src/db/client.ts';
import { seed } from '../../src/db/seed/index.ts';
import { copyTemplate, ensureTemplate } from '../template.ts';

export interface ServerData {
  /** Environment that points the server at this data. */
  env: Record<string, string>;
  /** Opens the data from the test (PGlite: only while no server has the folder open). */
  open(): Promise<Database>;
  remove(): Promise<void>;
}

/** A migrated and seeded database of its own: a template copy, or a fresh PostgreSQL schema. */
export async function prepareData(): Promise<ServerData> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `proof_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
    await admin.db.execute(sql.raw(`create schema ${schema}`));
    const open = () => openDatabase({ databaseUrl: url, searchPath: schema, poolSize: 3 });
    const first = await open();
    await migrate(first.db);
    await seed(first.db);
    await first.close();
    const withPath = new URL(url);
    withPath.searchParams.set('options', `-c search_path=${schema}`);
    return {
      env: { DATABASE_URL: withPath.toString() },
      open,
      remove: async () => {
        await admin.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
        await admin.close();
      },
    };
  }
  const dir = copyTemplate(await ensureTemplate());
  return {
    env: { DATA_DIR: dir },
    open: () => openDatabase({ dataDir: dir }),
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  base: string;
  /** Everything it wrote to stderr (shown when a test fails). */
  stderr(): string;
  /** Its JSON log so far (deleted at exit unless PROOF_KEEP_LOGS is set). */
  log(): string;
  /** Resolves with the exit code or signal. */
  exited: Promise<string>;
}

/**
 * Starts `node --import tsx src/main.ts` and resolves once it logs "listening". Its JSON log goes
 * to a file, not a pipe: a pipe the busy test process drains late would block the server's writes.
 */
export function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const logFile = path.join(
    os.tmpdir(),
    `gemlane-proof-${process.pid}-${randomBytes(4).toString('hex')}.log`,
  );
  const out = openSync(logFile, 'w');
  // PROOF_CPU_PROF=<folder>: each server writes a V8 CPU profile there when it exits.
  const profile = process.env.PROOF_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROOF_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', out, 'pipe'],
  });
  closeSync(out);
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    err = `${err}${chunk.toString()}`.slice(-20_000);
  });
  const exited = new Promise<string>((resolve) => {
    child.on('exit', (code, signal) => resolve(signal ?? String(code)));
  });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      const line = readFileSync(logFile, 'utf8')
        .split('\n')
        .find((l) => l.includes('"listening"'));
      if (line) {
        clearInterval(poll);
        const { url } = JSON.parse(line) as { url: string };
        resolve({
          child,
          base: url,
          stderr: () => err,
          log: () => readFileSync(logFile, 'utf8'),
          exited: exited.then((how) => {
            if (!process.env.PROOF_KEEP_LOGS) rmSync(logFile, { force: true });
            return how;
          }),
        });
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(poll);
        child.kill('SIGKILL');
        reject(new Error(`server did not start in ${timeoutMs} ms:\n${err}`));
      }
    }, 50);
    void exited.then((how) => {
      clearInterval(poll);
      reject(new Error(`server exited (${how}) before listening:\n${err}`));
    });
  });
}
