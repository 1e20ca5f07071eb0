// Seed data on first run: every screen has real content (issue 3 item 4).
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../client.ts';
import { exchangeRates } from '../schema/index.ts';
import { RATE_SCALE } from '../../services/currency.ts';
import { SEED_RATES } from './rates.ts';

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from exchange_rates`);
  return Number(rows[0]?.n ?? 0) > 0;
}

export async function seed(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(exchangeRates)
      .values(
        Object.entries(SEED_RATES).map(([currency, rate]) => ({
          currency,
          rateMicros: Math.round(rate * RATE_SCALE),
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();
  });
}

/** Seeds an empty database; returns whether it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  if (await isSeeded(db)) return false;
  await seed(db);
  return true;
}
