// One database handle for the whole server: PGlite in a data folder by default, PostgreSQL
// when DATABASE_URL is set, both through `pg` (node-postgres). Same schema, same migrations.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGliteInterface } from '@electric-sql/pglite';
import type { PGlitePgConfig } from '@electric-sql/pglite/node-postgres';
import { serialize } from 'pg-protocol';
import type pg from 'pg';
import { SERVER_ROOT } from '../config.ts';
import * as schema from './schema/index.ts';
import { markTransactions } from './tx-scope.ts';

export type Schema = typeof schema;
/** Both drivers' databases are this type; transactions (`db.transaction`) work on both. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle or the database itself. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

export interface OpenOptions {
  /** postgres:// URL; when absent PGlite opens `dataDir` (or memory when dataDir is null). */
  databaseUrl?: string | undefined;
  dataDir?: string | null;
  /** PostgreSQL only: run everything in this schema (tests use one fresh schema per file). */
  searchPath?: string;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      ...(opts.searchPath ? { options: `-c search_path=${opts.searchPath}` } : {}),
    });
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', () => {});
    await pool.query('select 1');
    const db = markTransactions(drizzle({ client: pool, schema }) as unknown as Db);
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  const [{ default: pg }, { drizzle }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
  await client.waitReady;
  // PGlite is reached through node-postgres, as PostgreSQL is: one driver, and PGlite then keeps
  // each named statement's parse and plan (its own query() parses and plans every time, which
  // cost about half of each statement here). One connection: PGlite runs one thing at a time,
  // and a transaction holds it from BEGIN to COMMIT, as PGlite's own transactions do.
  const pool = new pg.Pool({
    max: 1,
    idleTimeoutMillis: 0,
    // A client node-postgres drops (it does after any failed statement) takes its connection
    // with it: each client gets a connection of its own to the one PGlite.
    Client: class extends pg.Client {
      constructor(options: pg.ClientConfig = {}) {
        super({ ...options, ...pgliteConnection(createPgConfig(client), client) });
      }
      // A new client is a new connection to the same PGlite session: what a dropped one left
      // there (an open transaction, its named statements, which this one would prepare again)
      // goes before the client is handed out.
      override connect(): Promise<pg.Client>;
      override connect(callback: (error: Error) => void): void;
      override connect(callback?: (error: Error) => void): Promise<pg.Client> | void {
        const ready = super.connect().then(async () => {
          await super.query('ROLLBACK; DEALLOCATE ALL');
          return this;
        });
        if (!callback) return ready;
        ready.then(() => callback(null as unknown as Error), callback);
      }
    },
  });
  pool.on('error', () => {});
  const db = markTransactions(drizzle({ client: pool, schema }) as unknown as Db);
  // A PGlite folder is opened by one process at a time: every write to it passes through here.
  writtenAlone.add(db);
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await pool.end();
      await client.close();
    },
  };
}

/** A connection of node-postgres to PGlite: the events node-postgres listens to. */
interface PgliteConnection {
  emit(event: string, message?: unknown): boolean;
  listenerCount(event: string): number;
  end(): void;
}

/**
 * The node-postgres settings of a connection to PGlite, which sends each statement's protocol
 * messages to PGlite together. PGlite's own connection hands every message (parse, bind, describe,
 * execute, sync) to PostgreSQL apart, one call into PGlite each; here they are kept until node-postgres
 * asks for the answer (sync, flush, or a simple query) and go in one call, as they go in one
 * packet to a PostgreSQL server. PostgreSQL reads them as it would from a socket: after an error it
 * skips to the sync. A transaction's `begin` is answered at once and goes with its first statement.
 *
 * node-postgres passes a statement's parameter types as `types`, and drizzle puts its type parsers
 * there (an object): PostgreSQL's protocol writer skips what is not a list, PGlite's throws. The
 * types are left to PostgreSQL, as node-postgres leaves them.
 */
function pgliteConnection(config: PGlitePgConfig, pglite: PGliteInterface): pg.ClientConfig {
  const connection = config.connection as unknown as PgliteConnection & Record<string, unknown>;
  let pending: Uint8Array[] = [];
  let sent: Promise<unknown> = Promise.resolve();
  /** A `begin` answered at once and sent with the next statement, whose own answers are dropped. */
  let beginHeld = false;
  const tell = (answer: { name: string }) => {
    if (connection.listenerCount('message') > 0) connection.emit('message', answer);
    connection.emit(answer.name === 'error' ? 'errorMessage' : answer.name, answer);
  };
  const send = () => {
    if (pending.length === 0) return;
    const messages = pending.length === 1 ? pending[0]! : concat(pending);
    pending = [];
    const afterBegin = beginHeld;
    beginHeld = false;
    sent = sent
      .then(() => pglite.execProtocolStream(messages, { throwOnError: false }))
      .then((answers) => {
        let from = 0;
        if (afterBegin) {
          // BEGIN's own answers, up to its ready-for-query, were given already. It cannot fail on
          // a connection that is not in a failed transaction, which node-postgres never begins on.
          from =
            answers.findIndex((answer: { name: string }) => answer.name === 'readyForQuery') + 1;
          const failed = answers
            .slice(0, from)
            .find((answer: { name: string }) => answer.name === 'error');
          if (failed) throw new Error(`BEGIN failed: ${(failed as { message?: string }).message}`);
        }
        for (let i = from; i < answers.length; i += 1) tell(answers[i]!);
      })
      .catch((error: unknown) => connection.emit('error', error));
  };
  const keep =
    <A extends unknown[]>(write: (...args: A) => Uint8Array) =>
    (...args: A) => {
      pending.push(write(...args));
    };
  const end = connection.end.bind(connection);
  Object.assign(connection, {
    parse: keep((query: { types?: unknown; text: string; name?: string }) =>
      serialize.parse(
        (Array.isArray(query.types) ? query : { ...query, types: undefined }) as Parameters<
          typeof serialize.parse
        >[0],
      ),
    ),
    bind: keep(serialize.bind),
    describe: keep(serialize.describe),
    execute: keep(serialize.execute),
    close: keep(serialize.close),
    flush: () => {
      pending.push(serialize.flush());
      send();
    },
    sync: () => {
      pending.push(serialize.sync());
      send();
    },
    query: (text: string) => {
      pending.push(serialize.query(text));
      // A transaction's BEGIN goes with its first statement: one call into PGlite, not two. Its
      // answers are what PostgreSQL answers a BEGIN, given once node-postgres is back from sending.
      if (!beginHeld && /^\s*begin\s*$/i.test(text)) {
        beginHeld = true;
        queueMicrotask(() => {
          tell({ name: 'commandComplete', length: 10, text: 'BEGIN' } as { name: string });
          tell({ name: 'readyForQuery', length: 5, status: 'T' } as { name: string });
        });
        return;
      }
      send();
    },
    end: () => {
      void sent.then(end);
    },
  });
  return config as unknown as pg.ClientConfig;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

const writtenAlone = new WeakSet<Db>();

/** True when no other process writes to `db` (PGlite), so what it read can be kept in memory. */
export const onlyWriterOf = (db: Db): boolean => writtenAlone.has(db);

/** Rows of a raw SQL query on either driver. */
export async function rowsOf<T>(db: Tx, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/**
 * Applies the committed migrations of `drizzle/` that this database has not seen, in order,
 * each in a transaction, under an advisory lock so concurrent instances do not race.
 * Schema qualifiers ("public".) are dropped so the same SQL runs in any search_path.
 */
export async function migrate(db: Db, folder = MIGRATIONS_FOLDER): Promise<number> {
  const files = readMigrationFiles({ migrationsFolder: folder });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(684210531)`);
    await tx.execute(
      sql`create table if not exists gemlane_migrations (id serial primary key, hash text not null, created_at bigint not null)`,
    );
    const done = await rowsOf<{ created_at: string | number }>(
      tx,
      sql`select created_at from gemlane_migrations order by created_at desc limit 1`,
    );
    const last = Number(done[0]?.created_at ?? 0);
    let applied = 0;
    for (const m of files) {
      if (m.folderMillis <= last) continue;
      for (const stmt of m.sql) {
        const text = stmt.replaceAll('"public".', '').trim();
        if (text) await tx.execute(sql.raw(text));
      }
      await tx.execute(
        sql`insert into gemlane_migrations (hash, created_at) values (${m.hash}, ${m.folderMillis})`,
      );
      applied += 1;
    }
    return applied;
  });
}
