// What orders need from core's catalogue tables: sellable packages with their game, and games.
import { and, eq, sql } from 'drizzle-orm';
import { anchoredIdPattern, matchesIdPattern, NUMERIC_SERVER_ID_PATTERN } from '@gemlane/contract';
import type { Db } from '../../db/client.ts';
import { prepared, value } from '../../db/prepared.ts';
import { gamePackages, games } from '../../db/schema/index.ts';
import { allGames, catalogVersion, gameArtUrl } from '../catalog.ts';
import { countedBy, countUse, type Use } from '../rate-limit.ts';

export type GameRow = typeof games.$inferSelect;
export type PackageRow = typeof gamePackages.$inferSelect;

/** The generated art of a game, as core's catalogue serves it. */
export const gameLogoOf = (game: Pick<GameRow, 'slug'>) => gameArtUrl(game.slug);

/** Whether the package's game is on sale. */
const gameOnSale = sql`exists (select 1 from ${games} where ${games.id} = ${gamePackages.gameId} and ${games.active})`;

const sellableById = prepared('sellable_packages', (db, name) =>
  db
    .select({ pkg: gamePackages })
    .from(gamePackages)
    .where(
      and(
        sql`${gamePackages.id} = any(${value('ids')}::int[])`,
        eq(gamePackages.active, true),
        gameOnSale,
      ),
    )
    .prepare(name),
);

/** The same packages, with one use of a rate-limit key counted first (`countUse`). */
const sellableCountingUse = prepared('sellable_packages_counting', (db, name) => {
  const counted = db.$with('counted').as(countUse(db));
  return db
    .with(counted)
    .select({ count: counted.count, windowStart: counted.windowStart, pkg: gamePackages })
    .from(counted)
    .leftJoin(
      gamePackages,
      and(
        sql`${gamePackages.id} = any(${value('ids')}::int[])`,
        eq(gamePackages.active, true),
        gameOnSale,
      ),
    )
    .prepare(name);
});

const gameById = prepared('game_by_id', (db, name) =>
  db
    .select()
    .from(games)
    .where(eq(games.id, value('id')))
    .prepare(name),
);

/** How long a package read as sellable is priced from memory (the order's statement checks it). */
const REMEMBER_SELLABLE_MS = 10_000;
/** Packages remembered per database; past it, the memory starts again. */
const MAX_REMEMBERED_PACKAGES = 5_000;

interface Remembered {
  pkg: PackageRow;
  game: GameRow;
  at: number;
  /** The catalogue's version when read: a change made here since forgets it at once. */
  version: string;
}
const lastSellable = new WeakMap<Db, Map<number, Remembered>>();

function remember(
  db: Db,
  found: Map<number, { pkg: PackageRow; game: GameRow }>,
  { at, version }: { at: number; version: string },
) {
  let memory = lastSellable.get(db);
  if (!memory) lastSellable.set(db, (memory = new Map()));
  if (memory.size + found.size > MAX_REMEMBERED_PACKAGES) memory.clear();
  for (const [id, hit] of found) memory.set(id, { ...hit, at, version });
}

/**
 * The packages of `ids` as this process last read them sellable (by `sellablePackages`, a quote's
 * or an order's read), when every one of them was read less than REMEMBER_SELLABLE_MS ago and the
 * catalogue has not changed here since; else undefined. Another instance may have changed one
 * meanwhile: whoever prices from these rows has the statement that stores the order check them.
 */
export function rememberedSellable(
  db: Db,
  ids: readonly number[],
): Map<number, { pkg: PackageRow; game: GameRow }> | undefined {
  const memory = lastSellable.get(db);
  if (!memory || ids.length === 0) return undefined;
  const now = Date.now();
  const version = catalogVersion(db);
  const found = new Map<number, { pkg: PackageRow; game: GameRow }>();
  for (const id of ids) {
    const hit = memory.get(id);
    if (!hit || hit.version !== version || now - hit.at >= REMEMBER_SELLABLE_MS) return undefined;
    found.set(id, { pkg: hit.pkg, game: hit.game });
  }
  return found;
}

/**
 * Active packages of active games by id; missing ids are simply absent from the map. Whether a
 * package and its game are on sale is read from the database every time; the game's row comes
 * from the catalogue cache (a game switched on on another instance a moment ago: read). With
 * `use`, the call's rate limit is counted in the same statement (one round trip, not two) and a
 * use over the limit is refused before anything else.
 */
export async function sellablePackages(
  db: Db,
  ids: number[],
  use?: Use,
): Promise<Map<number, { pkg: PackageRow; game: GameRow }>> {
  const unique = [...new Set(ids)];
  if (!use && unique.length === 0) return new Map();
  // Read together: the statement and the catalogue cache (Promise.all, so neither is left
  // unawaited when the other fails).
  // When and at which catalogue version the read began: a change made here meanwhile is newer.
  const read = { at: Date.now(), version: catalogVersion(db) };
  const [rows, cached] = await Promise.all([
    use
      ? countedBy(db, use, (values) => sellableCountingUse(db).execute({ ids: unique, ...values }))
      : sellableById(db).execute({ ids: unique }),
    allGames(db),
  ]);
  const found = await withGames(db, rows, cached);
  remember(db, found, read);
  return found;
}

async function withGames(
  db: Db,
  rows: readonly { pkg: PackageRow | null }[],
  cached: readonly { row: GameRow }[],
): Promise<Map<number, { pkg: PackageRow; game: GameRow }>> {
  const found = new Map<number, { pkg: PackageRow; game: GameRow }>();
  for (const { pkg } of rows) {
    if (!pkg) continue;
    const game =
      cached.find((g) => g.row.id === pkg.gameId)?.row ??
      (await gameById(db).execute({ id: pkg.gameId }))[0];
    if (game) found.set(pkg.id, { pkg, game });
  }
  return found;
}

/** An active game by id or zone path, from core's short-lived catalogue cache. */
export async function findGame(
  db: Db,
  by: { gameId?: number | undefined; gameZonePath?: string | undefined },
): Promise<GameRow | undefined> {
  if (by.gameId === undefined && by.gameZonePath === undefined) return undefined;
  const all = await allGames(db);
  return all.find((g) =>
    by.gameId !== undefined ? g.row.id === by.gameId : g.row.zonePath === by.gameZonePath,
  )?.row;
}

/**
 * The server ID as the game expects it: MLBB-style games need a numeric one, region-server games
 * one of their servers, others none. Returns '' for none, or null when the input does not fit.
 */
export function normaliseServerId(game: GameRow, serverId: string | undefined): string | null {
  const value = serverId?.trim() ?? '';
  if (game.hasServerId) return matchesIdPattern(NUMERIC_SERVER_ID_PATTERN, value) ? value : null;
  if (game.servers.length > 0) return game.servers.some((s) => s.value === value) ? value : null;
  return value === '' ? '' : null;
}

/** A player ID must match the game's own pattern before the publisher is asked. */
export function playerIdFits(game: GameRow, playerId: string): boolean {
  return matchesIdPattern(anchoredIdPattern(game.playerIdPattern), playerId);
}
