// Transaction-scoped advisory locks on a text key: a check-then-insert on rows that do not exist
// yet (count today's charges, then insert one) cannot lock those rows, so concurrent transactions
// on the same key are serialised here instead. Released at commit or rollback.
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { preparedSql, value } from './prepared.ts';

const lockOf = (key: SQLWrapper) => sql`pg_advisory_xact_lock(hashtextextended(${key}, 0))`;

/**
 * The locks of `count` keys in one statement, taken in the order given: each lock is the row of a
 * materialized CTE that reads the one before it, so it is not taken before that one is held.
 */
const lockStatements = new Map<number, ReturnType<typeof preparedSql>>();
function locksInOrder(count: number) {
  let statement = lockStatements.get(count);
  if (!statement) {
    statement = preparedSql(`advisory_locks_${count}`, () => {
      const steps = Array.from({ length: count }, (_, i) =>
        i === 0
          ? sql`l0 as materialized (select ${lockOf(value('k0'))} as held)`
          : sql`${sql.raw(`l${i}`)} as materialized (select ${lockOf(value(`k${i}`))} as held from ${sql.raw(`l${i - 1}`)})`,
      );
      return sql`with ${sql.join(steps, sql`, `)} select count(*) from ${sql.raw(`l${count - 1}`)}`;
    });
    lockStatements.set(count, statement);
  }
  return statement;
}

/**
 * Waits for, then holds until the transaction ends, one lock per key. Keys are taken in the order
 * given: every caller must list them in the same order (e.g. account before card), so two
 * transactions never wait for each other. Different keys may hash alike: that only serialises more.
 */
export async function lockKeys(tx: Tx, ...keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await locksInOrder(keys.length)(tx, Object.fromEntries(keys.map((key, i) => [`k${i}`, key])));
}
