// The catalogue: games with their category, packages. Commerce reads packages through getPackage.
import { and, asc, eq } from 'drizzle-orm';
import type { Game, LanguageCode } from '@gemlane/contract';
import type { Db, Tx } from '../db/client.ts';
import { banners, categories, gamePackages, games } from '../db/schema/index.ts';
import { translateText } from './content-text.ts';
import { hasMessage, t } from '../lib/i18n.ts';
import { invalidateReads } from '../lib/read-cache.ts';

export type GameRow = typeof games.$inferSelect;
export type PackageRow = typeof gamePackages.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

/** A game's generated icon, a small PNG (routes/static.ts). */
export const gameArtUrl = (slug: string) => `/api/static/game/${slug}.png`;

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

interface CatalogSnapshot {
  games: CatalogGame[];
  categories: CategoryRow[];
}
const cache = new WeakMap<Db, { at: number; value: Promise<CatalogSnapshot> }>();

/** Games and categories read together, cached for a few seconds per database. */
function snapshot(db: Db, now = Date.now()): Promise<CatalogSnapshot> {
  const hit = cache.get(db);
  if (hit && now - hit.at < CACHE_MS) return hit.value;
  const value = Promise.all([
    db
      .select()
      .from(games)
      .innerJoin(categories, eq(categories.id, games.categoryId))
      .where(eq(games.active, true))
      .orderBy(asc(categories.sort), asc(games.sort), asc(games.id)),
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
  ]).then(([rows, cats]) => ({
    games: rows.map((r) => ({
      row: r.games,
      category: r.categories,
      game: toGame(r.games, r.categories),
    })),
    categories: cats,
  }));
  cache.set(db, { at: now, value });
  value.catch(() => {
    if (cache.get(db)?.value === value) cache.delete(db);
  });
  return value;
}

/** Every active game in catalogue order (category, then sort), cached for a few seconds. */
export async function allGames(db: Db, now = Date.now()): Promise<CatalogGame[]> {
  return (await snapshot(db, now)).games;
}

/** Every category in display order, from the same short-lived cache as the games. */
export async function allCategories(db: Db): Promise<CategoryRow[]> {
  return (await snapshot(db)).categories;
}

// Category names per language: i18next lookups are too slow to repeat for every game of a list.
const categoryNames = new Map<string, string>();

/** A category's name in `lng`: `categories.<code>` of server.json, else the stored English name. */
export function categoryName(lng: LanguageCode, category: Pick<CategoryRow, 'code' | 'name'>) {
  const memoKey = `${lng}\u0000${category.code}\u0000${category.name}`;
  let name = categoryNames.get(memoKey);
  if (name === undefined) {
    const key = `categories.${category.code}`;
    name = hasMessage(key) ? t(lng, key) : category.name;
    categoryNames.set(memoKey, name);
  }
  return name;
}

/** allGames with the category names in `lng` (the cache holds the stored English rows). */
export async function gamesIn(db: Db, lng: LanguageCode): Promise<CatalogGame[]> {
  return (await allGames(db)).map((g) => ({
    ...g,
    game: {
      ...g.game,
      categoryName: categoryName(lng, g.category),
      currencyName: translateText(lng, g.game.currencyName),
    },
  }));
}

/** This process's start: a restarted API never answers a version it answered before. */
const BOOT = Date.now().toString(36);
const versions = new WeakMap<Db, number>();

/** The catalogue's version: moves on with every forgetCatalog (a price edit, a switch). */
export function catalogVersion(db: Db): string {
  return `${BOOT}.${versions.get(db) ?? 0}`;
}

/** Call after any change of games, categories or packages: the next read sees it. */
export function forgetCatalog(db: Db): void {
  versions.set(db, (versions.get(db) ?? 0) + 1);
  cache.delete(db);
  invalidateReads(db);
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

/**
 * The display name of a player's server in `lng`: a region server's translated name by its code
 * (os_asia -> "Asia" in English), else the value itself (MLBB's numeric server ID).
 */
export async function serverNamer(
  db: Db,
  lng: LanguageCode,
): Promise<(gameId: number, serverId: string | null) => string | null> {
  const byGame = new Map((await allGames(db)).map((g) => [g.row.id, g.row.servers]));
  return (gameId, serverId) => {
    if (serverId === null) return null;
    const option = byGame.get(gameId)?.find((o) => o.value === serverId);
    return option ? translateText(lng, option.label) : serverId;
  };
}

/** The home page's active banners in their order, with the zone of the game each points to. */
export function activeBanners(db: Tx) {
  return db
    .select({ banner: banners, zonePath: games.zonePath })
    .from(banners)
    .leftJoin(games, eq(games.id, banners.gameId))
    .where(eq(banners.active, true))
    .orderBy(asc(banners.sort), asc(banners.id));
}
