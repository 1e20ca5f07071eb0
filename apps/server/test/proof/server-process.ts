// The real server (`src/main.ts`) as a child process on a data folder (or a PostgreSQL schema) of
// its own, so a test can SIGKILL it and start it again on the same data.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
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
  /** Resolves with the exit code or signal. */
  exited: Promise<string>;
}

/** Starts `node --import tsx src/main.ts` and resolves once it logs "listening". */
export function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => {
    err = `${err}${chunk.toString()}`.slice(-20_000);
  });
  const exited = new Promise<string>((resolve) => {
    child.on('exit', (code, signal) => resolve(signal ?? String(code)));
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${err}`));
    }, timeoutMs);
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.includes('"listening"')) continue;
        const { url } = JSON.parse(line) as { url: string };
        clearTimeout(timer);
        resolve({ child, base: url, stderr: () => err, exited });
      }
    });
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${how}) before listening:\n${err}`));
    });
  });
}
