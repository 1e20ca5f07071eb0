// Fixed-window counters in the database, so every server instance shares them.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { tooMany } from '../lib/errors.ts';

export interface Limit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

/** The limits of issue 3 item 5: login, code sending, code checking (and a few more). */
export const LIMITS = {
  loginPerIp: { max: 30, windowMs: 15 * 60_000 },
  loginPerEmail: { max: 10, windowMs: 15 * 60_000 },
  sendCodePerIp: { max: 20, windowMs: 60 * 60_000 },
  sendCodePerEmail: { max: 5, windowMs: 60 * 60_000 },
  checkCodePerIp: { max: 30, windowMs: 15 * 60_000 },
  checkCodePerEmail: { max: 10, windowMs: 15 * 60_000 },
  subscribePerIp: { max: 20, windowMs: 60 * 60_000 },
  subscribePerEmail: { max: 5, windowMs: 60 * 60_000 },
  uploadPerUser: { max: 30, windowMs: 60 * 60_000 },
  partnerLoginPerIp: { max: 60, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

/** Counts one hit on `key`; throws 429 (with the seconds to wait) when over the limit. */
export async function hit(db: Db, key: string, limit: Limit, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const rows = await rowsOf<{ count: number; window_start: string | Date }>(
    db,
    sql`insert into rate_limits (key, count, window_start) values (${key}, 1, ${now})
        on conflict (key) do update set
          count = case when rate_limits.window_start <= ${windowStart} then 1 else rate_limits.count + 1 end,
          window_start = case when rate_limits.window_start <= ${windowStart} then ${now} else rate_limits.window_start end
        returning count, window_start`,
  );
  const row = rows[0];
  if (!row || Number(row.count) <= limit.max) return;
  const started = new Date(row.window_start).getTime();
  throw tooMany(Math.max(1, Math.ceil((started + limit.windowMs - now.getTime()) / 1000)));
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
