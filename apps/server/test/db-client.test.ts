// The database handle reads rows the same on both drivers (PGlite here, PostgreSQL with
// DATABASE_URL): dates, times and intervals as PostgreSQL's text, which drizzle maps itself.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
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
