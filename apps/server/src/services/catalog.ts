// The catalogue: games with their category, packages. Commerce reads packages through getPackage.
import { and, asc, eq } from 'drizzle-orm';
import type { Game, LanguageCode } from '@gemlane/contract';
import type { Db, Tx } from '../db/client.ts';
import { categories, gamePackages, games } from '../db/schema/index.ts';
import { hasMessage, t } from '../lib/i18n.ts';

export type GameRow = typeof games.$inferSelect;
export type PackageRow = typeof gamePackages.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

export const gameArtUrl = (slug: string) => `/api/static/game/${slug}.svg`;

export interface CatalogGame {
  row: GameRow;
  category: CategoryRow;
  game: Game;
}

export function toGame(row: GameRow, category: CategoryRow): Game {
  return {
    gameId: row.id,
    gameName: row.name,
    logo: gameArtUrl(row.slug),
    gameZonePath: row.zonePath,
    gameConfigId: row.configId,
    category: category.code,
    categoryName: category.name,
    chargeType: row.chargeType === 'proxy' ? 'proxy' : 'direct',
    hotRank: row.hotRank,
    isNew: row.isNew,
    publisher: row.publisher,
    currencyName: row.currencyName,
  };
}

const CACHE_MS = 10_000;
const cache = new WeakMap<Db, { at: number; value: Promise<CatalogGame[]> }>();

/** Every active game in catalogue order (category, then sort), cached for a few seconds. */
export function allGames(db: Db, now = Date.now()): Promise<CatalogGame[]> {
  const hit = cache.get(db);
  if (hit && now - hit.at < CACHE_MS) return hit.value;
  const value = db
    .select()
    .from(games)
    .innerJoin(categories, eq(categories.id, games.categoryId))
    .where(eq(games.active, true))
    .orderBy(asc(categories.sort), asc(games.sort), asc(games.id))
    .then((rows) =>
      rows.map((r) => ({
        row: r.games,
        category: r.categories,
        game: toGame(r.games, r.categories),
      })),
    );
  cache.set(db, { at: now, value });
  value.catch(() => cache.delete(db));
  return value;
}

/** A category's name in `lng`: `categories.<code>` of server.json, else the stored English name. */
export function categoryName(lng: LanguageCode, category: Pick<CategoryRow, 'code' | 'name'>) {
  const key = `categories.${category.code}`;
  return hasMessage(key) ? t(lng, key) : category.name;
}

/** allGames with the category names in `lng` (the cache holds the stored English rows). */
export async function gamesIn(db: Db, lng: LanguageCode): Promise<CatalogGame[]> {
  return (await allGames(db)).map((g) => ({
    ...g,
    game: { ...g.game, categoryName: categoryName(lng, g.category) },
  }));
}

export function forgetCatalog(db: Db): void {
  cache.delete(db);
}

export async function allCategories(db: Db): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
}

export interface PackageWithGame extends PackageRow {
  game: GameRow;
}

/** An active package of an active game, with its game; undefined when not sellable. */
export async function getPackage(db: Tx, id: number): Promise<PackageWithGame | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const [row] = await db
    .select()
    .from(gamePackages)
    .innerJoin(games, eq(games.id, gamePackages.gameId))
    .where(and(eq(gamePackages.id, id), eq(gamePackages.active, true), eq(games.active, true)))
    .limit(1);
  return row ? { ...row.game_packages, game: row.games } : undefined;
}

export async function packagesOf(db: Tx, gameId: number): Promise<PackageRow[]> {
  return db
    .select()
    .from(gamePackages)
    .where(and(eq(gamePackages.gameId, gameId), eq(gamePackages.active, true)))
    .orderBy(asc(gamePackages.sort), asc(gamePackages.id));
}
