// Prepared statements on both drivers (PGlite here, PostgreSQL with DATABASE_URL, where each is a
// named statement on the connection that runs it).
import { eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client.ts';
import { prepared, preparedPerCount, preparedSql, value } from '../src/db/prepared.ts';
import { exchangeRates } from '../src/db/schema/index.ts';
import { startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let seeded: Map<string, number>;

beforeAll(async () => {
  t = await startTestApp();
  const rows = await t.db
    .select()
    .from(exchangeRates)
    .where(inArray(exchangeRates.currency, ['EUR', 'JPY']));
  seeded = new Map(rows.map((r) => [r.currency, r.rateMicros]));
  expect(seeded.size).toBe(2);
}, 120_000);

afterAll(() => t?.close());

/** A currency's rate by its code, as a prepared statement named `name`. */
const rateStatement = (db: Tx, name: string) =>
  db
    .select({ rate: exchangeRates.rateMicros })
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, value('currency')))
    .prepare(name);

describe('prepared statements', () => {
  it('are built once per database and run with the values given each time', async () => {
    const shapes: string[] = [];
    const rateOf = prepared('rate_of', (db, name) => {
      shapes.push(name);
      return rateStatement(db, name);
    });
    const { db } = t;
    expect(await rateOf(db).execute({ currency: 'EUR' })).toEqual([{ rate: seeded.get('EUR') }]);
    expect(await rateOf(db).execute({ currency: 'JPY' })).toEqual([{ rate: seeded.get('JPY') }]);
    // ISO 4217's code for "no currency": never seeded, so no row.
    expect(await rateOf(db).execute({ currency: 'XXX' })).toEqual([]);
    expect(shapes).toEqual(['rate_of']);
  });

  it('are built once for the database and its transactions, and run inside the transaction they are given', async () => {
    let builds = 0;
    const rateOf = prepared('rate_of_tx', (db, name) => {
      builds += 1;
      return rateStatement(db, name);
    });
    const { db } = t;
    await rateOf(db).execute({ currency: 'EUR' });
    let inside: unknown;
    const rolledBack = await db
      .transaction(async (tx) => {
        await tx.insert(exchangeRates).values({ currency: 'XTS', rateMicros: 1_380_000_000 });
        inside = await rateOf(tx).execute({ currency: 'XTS' });
        tx.rollback();
      })
      .then(
        () => false,
        () => true,
      );
    expect(rolledBack).toBe(true);
    expect(inside).toEqual([{ rate: 1_380_000_000 }]);
    expect(await rateOf(db).execute({ currency: 'XTS' })).toEqual([]);
    expect(builds).toBe(1);
  });

  it('of a shape that depends on a count are built once per count, each named apart', async () => {
    const names: string[] = [];
    const ratesOf = preparedPerCount('rates_of', (db, count, name) => {
      names.push(name);
      const wanted = Array.from({ length: count }, (_, i) =>
        eq(exchangeRates.currency, value(`c${i}`)),
      );
      return db
        .select({ currency: exchangeRates.currency })
        .from(exchangeRates)
        .where(or(...wanted))
        .orderBy(exchangeRates.currency)
        .prepare(name);
    });
    const { db } = t;
    expect(await ratesOf(db, 1).execute({ c0: 'JPY' })).toEqual([{ currency: 'JPY' }]);
    expect(await ratesOf(db, 2).execute({ c0: 'JPY', c1: 'EUR' })).toEqual([
      { currency: 'EUR' },
      { currency: 'JPY' },
    ]);
    await ratesOf(db, 2).execute({ c0: 'EUR', c1: 'EUR' });
    expect(names).toEqual(['rates_of_1', 'rates_of_2']);
  });

  it('run again after a statement failed and after a transaction failed, with nothing left open', async () => {
    const rateOf = prepared('rate_of_after_failure', rateStatement);
    const { db } = t;
    expect(await rateOf(db).execute({ currency: 'EUR' })).toEqual([{ rate: seeded.get('EUR') }]);
    // A duplicate key: node-postgres drops the client that ran it and connects a new one.
    const duplicate = () =>
      db
        .insert(exchangeRates)
        .values({ currency: 'EUR', rateMicros: 1 })
        .then(
          () => 'inserted',
          (error: { cause?: { code?: string } }) => error.cause?.code,
        );
    expect(await duplicate()).toBe('23505');
    expect(await rateOf(db).execute({ currency: 'EUR' })).toEqual([{ rate: seeded.get('EUR') }]);
    const failed = await db
      .transaction(async (tx) => {
        await tx.insert(exchangeRates).values({ currency: 'XTR', rateMicros: 5 });
        await tx.insert(exchangeRates).values({ currency: 'EUR', rateMicros: 1 });
      })
      .then(
        () => false,
        () => true,
      );
    expect(failed).toBe(true);
    expect(await rateOf(db).execute({ currency: 'XTR' })).toEqual([]);
    expect(await duplicate()).toBe('23505');
    await db.transaction(async (tx) => {
      await tx.insert(exchangeRates).values({ currency: 'XTR', rateMicros: 5 });
    });
    expect(await rateOf(db).execute({ currency: 'XTR' })).toEqual([{ rate: 5 }]);
    await db.delete(exchangeRates).where(eq(exchangeRates.currency, 'XTR'));
  });

  it('written as SQL run by name on the database and inside a transaction, which they write to', async () => {
    // A data-modifying CTE under a select: what drizzle's builders cannot write.
    const upsertRate = preparedSql<{ rate: number }>('rate_upsert', () => {
      const rate = sql`${value('rate')}::int`;
      return sql`with written as (
          insert into ${exchangeRates} (currency, rate_micros) values (${value('currency')}::text, ${rate})
          on conflict (currency) do update set rate_micros = excluded.rate_micros returning rate_micros)
        select rate_micros::int as rate from written`;
    });
    const { db } = t;
    expect(await upsertRate(db, { currency: 'XTS', rate: 7 })).toEqual([{ rate: 7 }]);
    const rolledBack = await db
      .transaction(async (tx) => {
        expect(await upsertRate(tx, { currency: 'XTS', rate: 9 })).toEqual([{ rate: 9 }]);
        const [seen] = await tx
          .select({ rate: exchangeRates.rateMicros })
          .from(exchangeRates)
          .where(eq(exchangeRates.currency, 'XTS'));
        expect(seen).toEqual({ rate: 9 });
        tx.rollback();
      })
      .then(
        () => false,
        () => true,
      );
    expect(rolledBack).toBe(true);
    const [kept] = await db
      .select({ rate: exchangeRates.rateMicros })
      .from(exchangeRates)
      .where(eq(exchangeRates.currency, 'XTS'));
    expect(kept).toEqual({ rate: 7 });
    await db.delete(exchangeRates).where(eq(exchangeRates.currency, 'XTS'));
  });
});
