// One database handle for the whole server: PGlite in a data folder by default, PostgreSQL
// through `pg` when DATABASE_URL is set. Same schema, same migrations.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
  await client.waitReady;
  // drizzle reads dates, times and intervals as PostgreSQL's text (and maps them itself): the
  // parsers its driver passes with every query, set once here for every query instead (after
  // start-up, which gives every array type a parser of its own).
  const keepText = (value: string) => value;
  for (const oid of [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE])
    client.parsers[oid] = keepText;
  for (const oid of DRIZZLE_TEXT_ARRAYS) client.parsers[oid] = keepText;
  const db = markTransactions(
    drizzle({ client: withoutQueryParsers(client), schema }) as unknown as Db,
  );
  // A PGlite folder is opened by one process at a time: every write to it passes through here.
  writtenAlone.add(db);
  return { db, kind: 'pglite', close: () => client.close() };
}

const writtenAlone = new WeakSet<Db>();

/** True when no other process writes to `db` (PGlite), so what it read can be kept in memory. */
export const onlyWriterOf = (db: Db): boolean => writtenAlone.has(db);

/** numeric[], timestamp[], timestamptz[], interval[] and date[]: kept as text by drizzle too. */
const DRIZZLE_TEXT_ARRAYS = [1231, 1115, 1185, 1187, 1182];

/** What drizzle's PGlite driver calls on a transaction: its queries. */
type Queryable = Pick<Transaction, 'query'>;

/**
 * `client`'s queries, minus the parsers drizzle passes with each one. Given parsers, PGlite copies
 * its whole parser table (one entry per type, every array type included) into a new object for
 * that one query: 0.35 ms of a 0.6 ms `select 1` here. The instance holds the same parsers
 * (above), so every row reads the same.
 */
function queryWithoutParsers(client: Queryable): Queryable {
  return {
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) =>
      client.query<T>(
        text,
        params,
        options?.parsers ? { ...options, parsers: undefined } : options,
      ),
  };
}

/** The client as drizzle sees it: its queries and its transactions' without per-query parsers. */
function withoutQueryParsers(client: PGlite): PGlite {
  const wrapped: Queryable & Pick<PGlite, 'transaction'> = {
    ...queryWithoutParsers(client),
    // drizzle runs a transaction's statements (savepoints included) through its query alone.
    transaction: (run) => client.transaction((tx) => run(queryWithoutParsers(tx) as Transaction)),
  };
  return wrapped as PGlite;
}

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
