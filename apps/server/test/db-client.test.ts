// The database handle reads rows the same on both drivers (PGlite here, PostgreSQL with
// DATABASE_URL): dates, times and intervals as PostgreSQL's text, which drizzle maps itself.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '../src/db/client.ts';
import { startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 120_000);

afterAll(() => t?.close());

const ROW = sql`select
  timestamptz '2026-11-29 13:42:03.45+00' as at,
  timestamp '2026-11-29 13:42:03' as local_at,
  date '2026-11-29' as day,
  interval '1 day' as span,
  array[timestamptz '2026-11-29 13:42:03.45+00'] as ats,
  array[1.5]::numeric[] as amounts,
  array[1, 2] as ids,
  1.5::numeric as amount,
  '{"a":1}'::jsonb as doc,
  true as yes`;

const EXPECTED = {
  // In the session's time zone, whichever the server has.
  at: expect.stringMatching(/^2026-11-29 \d\d:\d\d:03\.45[+-]\d\d/),
  local_at: '2026-11-29 13:42:03',
  day: '2026-11-29',
  span: '1 day',
  ats: expect.stringMatching(/^\{"2026-11-29 \d\d:\d\d:03\.45[+-]\d\d(:\d\d)?"\}$/),
  amounts: '{1.5}',
  ids: [1, 2],
  amount: '1.5',
  doc: { a: 1 },
  yes: true,
};

describe('the database handle', () => {
  it('reads dates, times and intervals as text and every other type as a value, outside and inside a transaction', async () => {
    expect(await rowsOf(t.db, ROW)).toEqual([EXPECTED]);
    const inside = await t.db.transaction((tx) => rowsOf(tx, ROW));
    expect(inside).toEqual([EXPECTED]);
  });
});

describe('PGlite through node-postgres', () => {
  it("sends a transaction's BEGIN with its first statement, and the transaction stays whole", async () => {
    // A PGlite of its own, whichever database the suite runs on: the connection under test.
    const { PGlite } = await import('@electric-sql/pglite');
    const database = await openDatabase({ dataDir: null });
    const proto = PGlite.prototype as unknown as {
      execProtocolStream: (...a: unknown[]) => unknown;
    };
    const original = proto.execProtocolStream;
    let calls = 0;
    proto.execProtocolStream = function (this: unknown, ...args: unknown[]) {
      calls += 1;
      return original.apply(this, args);
    };
    try {
      const { db } = database;
      await db.execute(sql`create table tx_probe (n int primary key)`);
      calls = 0;
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into tx_probe values (1)`);
        await tx.execute(sql`insert into tx_probe values (2)`);
      });
      // BEGIN with the first insert, the second, then COMMIT: three calls into PGlite, not four.
      expect(calls).toBe(3);
      // Rolled back, failed on its first statement, or failed later: nothing of it stays (so BEGIN
      // did begin it), and the connection goes on.
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`insert into tx_probe values (3)`);
          tx.rollback();
        }),
      ).rejects.toThrow();
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`insert into tx_probe values (1)`);
        }),
      ).rejects.toThrow();
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`insert into tx_probe values (4)`);
          await tx.execute(sql`select 1 / 0`);
        }),
      ).rejects.toThrow();
      const rows = await rowsOf<{ n: number }>(db, sql`select n from tx_probe order by n`);
      expect(rows).toEqual([{ n: 1 }, { n: 2 }]);
    } finally {
      proto.execProtocolStream = original;
      await database.close();
    }
  });
});
