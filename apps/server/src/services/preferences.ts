// What a visitor chose in the language and currency menu, kept on the account when signed in;
// and the health check's database ping.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

export async function saveLanguageAndCurrency(
  db: Tx,
  userId: number,
  choice: { language: string; currency: string },
): Promise<void> {
  await db
    .update(users)
    .set({ language: choice.language, currency: choice.currency })
    .where(eq(users.id, userId));
}

/** Throws when the database does not answer. */
export async function pingDatabase(db: Tx): Promise<void> {
  await db.execute(sql`select 1`);
}
