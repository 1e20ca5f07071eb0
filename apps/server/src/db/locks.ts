// Transaction-scoped advisory locks on a text key: a check-then-insert on rows that do not exist
// yet (count today's charges, then insert one) cannot lock those rows, so concurrent transactions
// on the same key are serialised here instead. Released at commit or rollback.
import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';

/**
 * Waits for, then holds until the transaction ends, one lock per key. Keys are taken in the order
 * given: every caller must list them in the same order (e.g. account before card), so two
 * transactions never wait for each other. Different keys may hash alike: that only serialises more.
 */
export async function lockKeys(tx: Tx, ...keys: string[]): Promise<void> {
  // One statement per key, in order (a single statement would not fix the order of taking them).
  for (const key of keys)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
