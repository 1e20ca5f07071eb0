// Fixed-window rate limits (services/rate-limit.ts): counted in the database that every instance
// shares, with a key already refused answered without a statement until its window ends.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../src/db/schema/index.ts';
import { ApiError } from '../src/lib/errors.ts';
import { hit } from '../src/services/rate-limit.ts';
import { startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 120_000);

afterAll(() => t?.close());

const LIMIT = { max: 2, windowMs: 60_000 };
const at = (ms: number) => new Date(Date.UTC(2026, 10, 29, 12, 0, 0) + ms);

/** The 429's seconds to wait, or 'allowed'. */
async function tryHit(key: string, when: Date): Promise<number | 'allowed'> {
  try {
    await hit(t.db, key, LIMIT, when);
    return 'allowed';
  } catch (err) {
    if (err instanceof ApiError && err.code === 429) return err.retryAfterSeconds ?? NaN;
    throw err;
  }
}

async function countOf(key: string): Promise<number | undefined> {
  const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row?.count;
}

describe('rate limits', () => {
  it('allow up to the limit in a window, refuse the rest with the wait left, and allow again after it', async () => {
    const key = 'test:window';
    expect(await tryHit(key, at(0))).toBe('allowed');
    expect(await tryHit(key, at(1_000))).toBe('allowed');
    expect(await tryHit(key, at(2_000))).toBe(58);
    expect(await tryHit(key, at(30_000))).toBe(30);
    expect(await tryHit(key, at(59_500))).toBe(1);
    expect(await tryHit(key, at(60_000))).toBe('allowed');
    expect(await tryHit(key, at(61_000))).toBe('allowed');
    expect(await tryHit(key, at(62_000))).toBe(58);
  });

  it('answer a key already refused without writing to the database until its window ends', async () => {
    const key = 'test:flood';
    await tryHit(key, at(0));
    await tryHit(key, at(0));
    expect(await tryHit(key, at(0))).toBe(60);
    expect(await countOf(key)).toBe(3);
    for (let i = 1; i <= 50; i += 1) expect(await tryHit(key, at(i * 100))).toBeGreaterThan(0);
    // The refusals after the first were answered from memory: the row was not written again.
    expect(await countOf(key)).toBe(3);
    // The window's end is the database's to decide: the next hit is counted there, from 1.
    expect(await tryHit(key, at(60_000))).toBe('allowed');
    expect(await countOf(key)).toBe(1);
  });

  it('keep what one database refused to that database', async () => {
    const other = await startTestApp();
    try {
      const key = 'test:per-database';
      for (let i = 0; i < 3; i += 1) await tryHit(key, at(0));
      expect(await tryHit(key, at(1_000))).toBeGreaterThan(0);
      // A server on another database has its own counts.
      await expect(hit(other.db, key, LIMIT, at(1_000))).resolves.toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
