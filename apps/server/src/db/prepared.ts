// Statements on the hot paths, built once and then run with their values only. drizzle spends
// 0.2-0.4 ms of CPU building a statement (more than PostgreSQL spends running a primary-key read),
// and a named statement also spares PostgreSQL its parse and plan on every connection that ran it
// before. Values go in as placeholders (`value('name')`), so a statement's text never changes.
import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';

/** A named value of a prepared statement, given when it runs (`execute({ name: ... })`). */
export const value = (name: string) => sql.placeholder(name);

/**
 * `build`'s statement for each database handle, built the first time that handle runs it. The
 * database itself keeps its statements for good; a transaction's handle keeps them for its life.
 * `name` names the statement on PostgreSQL (unique per text: the same name never gets two texts).
 */
export function prepared<Q>(name: string, build: (db: Tx, name: string) => Q): (db: Tx) => Q {
  const built = new WeakMap<Tx, Q>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db, name);
      built.set(db, statement);
    }
    return statement;
  };
}

/** `prepared` for statements whose shape depends on a count (the lines of a cart): one per count. */
export function preparedPerCount<Q>(
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
