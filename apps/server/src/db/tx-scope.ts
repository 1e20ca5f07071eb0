// Knows whether the running code is inside a database transaction, so a call that must never hold
// rows locked (a payment provider over the network) can refuse to run there. Every transaction of
// a database opened by `openDatabase` is marked (AsyncLocalStorage follows the awaits of its body).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client.ts';

const scope = new AsyncLocalStorage<true>();

/** True while the current async call chain runs inside `db.transaction(...)`. */
export const insideTransaction = (): boolean => scope.getStore() === true;

/** Wraps `db.transaction` so the body runs marked; returns the same handle. */
export function markTransactions(db: Db): Db {
  const open = db.transaction.bind(db);
  const marked: Db['transaction'] = (body, config) =>
    open((tx) => scope.run(true, () => body(tx)), config);
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
