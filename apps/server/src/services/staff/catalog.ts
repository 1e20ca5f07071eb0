// The catalogue as the console sees it: every game and package, on or off. A switch clears the
// catalogue caches at once (forgetCatalog), so the game zone stops (or starts) offering it.
import { asc, eq, ilike } from 'drizzle-orm';
import type { AdminGame } from '@gemlane/contract';
import type { Db, Tx } from '../../db/client.ts';
import { gamePackages, games } from '../../db/schema/index.ts';

export async function catalogGames(db: Db, query?: string): Promise<AdminGame[]> {
  const gameRows = await db
    .select()
    .from(games)
    .where(query ? ilike(games.name, `%${query.replace(/[%_\\]/g, (m) => `\\${m}`)}%`) : undefined)
    .orderBy(asc(games.sort), asc(games.id))
    .limit(50);
  const packages = await db
    .select()
    .from(gamePackages)
    .orderBy(asc(gamePackages.gameId), asc(gamePackages.sort), asc(gamePackages.id));
  return gameRows.map((g) => ({
    gameId: g.id,
    name: g.name,
    zonePath: g.zonePath,
    active: g.active,
    packages: packages
      .filter((p) => p.gameId === g.id)
      .map((p) => ({
        packageId: p.id,
        name: p.name,
        priceUsdCents: p.priceUsdCents,
        active: p.active,
      })),
  }));
}

export async function packageById(db: Tx, id: number) {
  const [row] = await db.select().from(gamePackages).where(eq(gamePackages.id, id));
  return row;
}

export async function setPackageActive(tx: Tx, id: number, active: boolean) {
  const [row] = await tx
    .update(gamePackages)
    .set({ active })
    .where(eq(gamePackages.id, id))
    .returning();
  return row;
}

/** A package's new price (US cents); orders already made keep the price on their lines. */
export async function setPackagePrice(tx: Tx, id: number, priceUsdCents: number) {
  const [row] = await tx
    .update(gamePackages)
    .set({ priceUsdCents })
    .where(eq(gamePackages.id, id))
    .returning();
  return row;
}

export async function gameById(db: Tx, id: number) {
  const [row] = await db.select().from(games).where(eq(games.id, id));
  return row;
}

/** Switches a game on or off: off, the shop no longer lists, shows or sells any of its packages. */
export async function setGameActive(tx: Tx, id: number, active: boolean) {
  const [row] = await tx.update(games).set({ active }).where(eq(games.id, id)).returning();
  return row;
}
