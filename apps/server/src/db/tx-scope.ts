// Knows whether the running code is inside a database transaction, so a call that must never hold
// rows locked (a payment provider over the network) can refuse to run there, and what is to happen
// once it commits or rolls back. Every transaction of a database opened by `openDatabase` is marked
// (AsyncLocalStorage follows the awaits of its body).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client.ts';

/** What runs once the transaction ends: after its commit, or after its rollback. */
interface Ending {
  committed: (() => void)[];
  rolledBack: (() => void)[];
}

const scope = new AsyncLocalStorage<Ending>();

/** True while the current async call chain runs inside `db.transaction(...)`. */
export const insideTransaction = (): boolean => scope.getStore() !== undefined;

/**
 * `committed` once the current transaction commits, `rolledBack` if it rolls back; outside a
 * transaction (the statement committed on its own) `committed` at once.
 */
export function whenTransactionEnds(committed: () => void, rolledBack: () => void): void {
  const ending = scope.getStore();
  if (!ending) return committed();
  ending.committed.push(committed);
  ending.rolledBack.push(rolledBack);
}

/** Wraps `db.transaction` so the body runs marked; returns the same handle. */
export function markTransactions(db: Db): Db {
  const open = db.transaction.bind(db);
  const marked: Db['transaction'] = async (body, config) => {
    const ending: Ending = { committed: [], rolledBack: [] };
    let result;
    try {
      result = await open((tx) => scope.run(ending, () => body(tx)), config);
    } catch (error) {
      for (const run of ending.rolledBack) run();
      throw error;
    }
    for (const run of ending.committed) run();
    return result;
  };
  Object.defineProperty(db, 'transaction', { value: marked, configurable: true, writable: true });
  return db;
}

/** Thrown when a network call that must run outside transactions is made inside one. */
export class CalledInsideTransaction extends Error {
  constructor(what: string) {
    super(`${what} was called inside a database transaction`);
    this.name = 'CalledInsideTransaction';
  }
}
