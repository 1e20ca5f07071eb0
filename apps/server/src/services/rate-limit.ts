// Fixed-window counters in the database, so every server instance shares them. The limits are
// settings (config.ts DEFAULT_RATE_LIMITS, RATE_LIMITS, RATE_LIMIT_FACTOR).
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client.ts';
import { prepared, value } from '../db/prepared.ts';
import { rateLimits } from '../db/schema/index.ts';
import { tooMany } from '../lib/errors.ts';
import type { Limit } from '../config.ts';

export type { Limit };

/**
 * Keys known to be over their limit, with the end of the window that refuses them, per database.
 * A fixed window's count only grows until the window ends, so a key refused once stays refused
 * until then: its next hits are answered here, without a statement. A flood that is already
 * refused (20 MB bodies sent again and again) then costs no database write per request; on PGlite
 * such a write took 2-3 ms of the only thread. Another instance learns the same from the shared
 * row on its own first refusal, and a key is allowed again only by the database.
 */
const refusedUntil = new WeakMap<Db, Map<string, number>>();
/** Refused keys remembered per database; past it, the ones whose window has ended are dropped. */
const MAX_REFUSED_KEYS = 10_000;

function rememberRefusal(db: Db, key: string, until: number, now: number): void {
  let refused = refusedUntil.get(db);
  if (!refused) refusedUntil.set(db, (refused = new Map()));
  if (refused.size >= MAX_REFUSED_KEYS) {
    for (const [k, end] of refused) if (end <= now) refused.delete(k);
    // Still full: the oldest give way (they are refused by the database instead).
    for (const k of refused.keys()) {
      if (refused.size < MAX_REFUSED_KEYS) break;
      refused.delete(k);
    }
  }
  refused.set(key, until);
}

/** When `key`'s refusal known here ends, if it is refused at `now` (its use is refused unread). */
function refusedTill(db: Db, key: string, now: Date): number | undefined {
  const until = refusedUntil.get(db)?.get(key);
  return until !== undefined && now.getTime() < until ? until : undefined;
}

/** Whether `key` is known here to be over its limit at `now` (its next use is refused unread). */
export const knownRefused = (db: Db, key: string, now: Date): boolean =>
  refusedTill(db, key, now) !== undefined;

const tooManyUntil = (until: number, now: number) =>
  tooMany(Math.max(1, Math.ceil((until - now) / 1000)));

/**
 * The statement that counts one use of a key (`key`, `now`, and `windowStart`: `now` less the
 * limit's window) and returns its `count` and `windowStart`. A new window starts at one when the
 * last began before `windowStart`. Run alone by `hit`, or as the first part of a bigger statement
 * (placing an order counts the attempt and reads the cart in one round trip).
 */
export const countUse = (db: Tx) =>
  db
    .insert(rateLimits)
    .values({ key: value('key'), count: 1, windowStart: value('now') })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${value('windowStart')} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${value('windowStart')} then ${value('now')}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });

const hitStatement = prepared('rate_limit_hit', (db, name) => countUse(db).prepare(name));

/** One use of a rate-limited call: its key, its limit, and when. */
export interface Use {
  key: string;
  limit: Limit;
  now: Date;
}

/** The values `countUse` runs with for `use`: its window began no earlier than `windowStart`. */
export const countValues = ({ key, limit, now }: Use) => ({
  key,
  now,
  windowStart: new Date(now.getTime() - limit.windowMs),
});

/** What `countUse` returns first in every row of a statement it is part of. */
type Counted = { count: number; windowStart: Date | string };

/**
 * Counts `use` with `run`: a statement whose first part is `countUse`, given its values. A key
 * already known to be refused is answered 429 without a statement; a use over the limit is
 * answered 429 (with the seconds to wait) after it; otherwise the statement's rows are returned.
 */
export async function countedBy<R extends Counted>(
  db: Db,
  use: Use,
  run: (values: { key: string; now: Date; windowStart: Date }) => Promise<R[]>,
): Promise<R[]> {
  const { key, limit, now } = use;
  const known = refusedTill(db, key, now);
  if (known !== undefined) throw tooManyUntil(known, now.getTime());
  const rows = await run(countValues(use));
  const counted = rows[0];
  if (!counted || Number(counted.count) <= limit.max) return rows;
  const until = new Date(counted.windowStart).getTime() + limit.windowMs;
  rememberRefusal(db, key, until, now.getTime());
  throw tooManyUntil(until, now.getTime());
}

/** Counts one hit on `key`; throws 429 (with the seconds to wait) when over the limit. */
export async function hit(db: Db, key: string, limit: Limit, now: Date): Promise<void> {
  await countedBy(db, { key, limit, now }, (values) => hitStatement(db).execute(values));
}

/** Several limits at once (all are counted, the first exceeded one answers). */
export async function hitAll(db: Db, now: Date, checks: [string, Limit][]): Promise<void> {
  let first: unknown;
  for (const [key, limit] of checks) {
    try {
      await hit(db, key, limit, now);
    } catch (err) {
      first ??= err;
    }
  }
  if (first) throw first;
}

/** Failure backoff: `free` failures pass, then each next try waits base * 2^(n - free), capped. */
export interface Backoff {
  free: number;
  baseMs: number;
  maxMs: number;
}

/** Milliseconds to wait after `failures` consecutive failures under `policy`. */
export function backoffDelayMs(failures: number, policy: Backoff): number {
  if (failures < policy.free) return 0;
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(30, failures - policy.free));
}

/**
 * Throws 429 (Retry-After: the wait left) when any key is still waiting out its backoff. Keys
 * are counters of consecutive failures (count, time of the last failure); a counter idle for the
 * longest wait is forgotten.
 */
export async function checkBackoff(
  db: Db,
  now: Date,
  checks: [key: string, policy: Backoff][],
): Promise<void> {
  let wait = 0;
  for (const [key, policy] of checks) {
    const rows = await rowsOf<{ count: number; window_start: string | Date }>(
      db,
      sql`select count, window_start from rate_limits where key = ${key}`,
    );
    const row = rows[0];
    if (!row) continue;
    const last = new Date(row.window_start).getTime();
    if (now.getTime() - last >= policy.maxMs) continue;
    wait = Math.max(wait, last + backoffDelayMs(Number(row.count), policy) - now.getTime());
  }
  if (wait > 0) throw tooMany(Math.ceil(wait / 1000));
}

/** Counts one failure on each key (starting again after a counter sat idle for `maxMs`). */
export async function recordFailure(
  db: Db,
  now: Date,
  checks: [key: string, policy: Backoff][],
): Promise<void> {
  for (const [key, policy] of checks) {
    const forgotten = new Date(now.getTime() - policy.maxMs);
    await db.execute(
      sql`insert into rate_limits (key, count, window_start) values (${key}, 1, ${now})
          on conflict (key) do update set
            count = case when rate_limits.window_start <= ${forgotten} then 1 else rate_limits.count + 1 end,
            window_start = ${now}`,
    );
  }
}

/** Forgets the failures of `keys` (after a success). */
export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  for (const key of keys) await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/**
 * Spends `key` once: true for the first caller, false for every later one, however many race
 * (one insert wins on the primary key; the others meet the conflict and insert nothing). The row
 * is a rate-limit row, so housekeeping forgets it a day after `now`.
 */
export async function spendOnce(db: Db, key: string, now: Date): Promise<boolean> {
  const rows = await rowsOf<{ key: string }>(
    db,
    sql`insert into rate_limits (key, count, window_start) values (${key}, 1, ${now})
        on conflict (key) do nothing
        returning key`,
  );
  return rows.length === 1;
}
