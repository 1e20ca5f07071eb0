// Statements on the hot paths, built once and then run with their values only. drizzle spends
// 0.2-0.4 ms of CPU building a statement (more than PostgreSQL spends running a primary-key read),
// and a named statement also spares PostgreSQL its parse and plan on every connection that ran it
// before. Values go in as placeholders (`value('name')`), so a statement's text never changes.
//
// One build serves every handle of a driver: the database and each transaction. A prepared query
// of drizzle (0.45) runs on the `client` it was built with; for another handle it is run through a
// copy bound to that handle's client (the pool client of a transaction on PostgreSQL, PGlite's
// transaction object). test/prepared.test.ts proves that a statement run on a transaction sees the
// transaction's own writes, on both drivers.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './client.ts';

/** A named value of a prepared statement, given when it runs (`execute({ name: ... })`). */
export const value = (name: string) => sql.placeholder(name);

/** What a handle runs its statements through (drizzle keeps it on the handle's session). */
interface Session {
  client: unknown;
}
const sessionOf = (db: Tx): Session => (db as unknown as { _: { session: Session } })._.session;

/**
 * `build`'s statement, built the first time a handle of a driver runs it, then run on any handle
 * (`db` or a transaction's `tx`). `name` names it on PostgreSQL, and a name is never given two
 * texts: a statement's shape may not depend on anything but its name.
 */
export function prepared<Q extends object>(
  name: string,
  build: (db: Tx, name: string) => Q,
): (db: Tx) => Q {
  // The driver of each session class, and the statement bound to each handle seen.
  const built = new Map<unknown, { template: Q; client: unknown }>();
  const bound = new WeakMap<Tx, Q>();
  return (db) => {
    const done = bound.get(db);
    if (done) return done;
    const session = sessionOf(db);
    let entry = built.get(session.constructor);
    if (!entry) {
      entry = { template: build(db, name), client: session.client };
      built.set(session.constructor, entry);
    }
    const statement =
      entry.client === session.client
        ? entry.template
        : (Object.create(entry.template, {
            client: { value: session.client, enumerable: true },
          }) as Q);
    bound.set(db, statement);
    return statement;
  };
}

/** `prepared` for statements whose shape depends on a count (the lines of a cart): one per count. */
export function preparedPerCount<Q extends object>(
  name: string,
  build: (db: Tx, count: number, name: string) => Q,
): (db: Tx, count: number) => Q {
  const byCount = new Map<number, (db: Tx) => Q>();
  return (db, count) => {
    let statement = byCount.get(count);
    if (!statement) {
      statement = prepared(`${name}_${count}`, (handle, full) => build(handle, count, full));
      byCount.set(count, statement);
    }
    return statement(db);
  };
}

/** What a handle builds a raw statement with (drizzle keeps both on the handle). */
interface RawBuilder {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): { execute(values: Record<string, unknown>): Promise<{ rows: unknown[] }> };
  };
}

/**
 * `prepared` for a statement drizzle's builders cannot write (a data-modifying CTE under a
 * function call, advisory locks): `text` with `value()` placeholders, run by name, its rows.
 */
export function preparedSql<Row = Record<string, unknown>>(
  name: string,
  text: () => SQL,
): (db: Tx, values: Record<string, unknown>) => Promise<Row[]> {
  const statement = prepared(name, (db, full) => {
    const { dialect, session } = db as unknown as RawBuilder;
    return session.prepareQuery(dialect.sqlToQuery(text()), undefined, full, false);
  });
  return async (db, values) => (await statement(db).execute(values)).rows as Row[];
}
