// What orders need from core's catalogue tables: sellable packages with their game, and games.
import { and, eq, sql } from 'drizzle-orm';
import { anchoredIdPattern, matchesIdPattern, NUMERIC_SERVER_ID_PATTERN } from '@gemlane/contract';
import type { Db, Tx } from '../../db/client.ts';
import { prepared, value } from '../../db/prepared.ts';
import { gamePackages, games } from '../../db/schema/index.ts';
import { allGames, gameArtUrl } from '../catalog.ts';

export type GameRow = typeof games.$inferSelect;
export type PackageRow = typeof gamePackages.$inferSelect;

/** The generated art of a game, as core's catalogue serves it. */
export const gameLogoOf = (game: Pick<GameRow, 'slug'>) => gameArtUrl(game.slug);

const sellableById = prepared('sellable_packages', (db, name) =>
  db
    .select()
    .from(gamePackages)
    .innerJoin(games, eq(games.id, gamePackages.gameId))
    .where(
      and(
        sql`${gamePackages.id} = any(${value('ids')}::int[])`,
        eq(gamePackages.active, true),
        eq(games.active, true),
      ),
    )
    .prepare(name),
);

/** Active packages of active games by id; missing ids are simply absent from the map. */
export async function sellablePackages(
  db: Tx,
  ids: number[],
): Promise<Map<number, { pkg: PackageRow; game: GameRow }>> {
  if (ids.length === 0) return new Map();
  const rows = await sellableById(db).execute({ ids: [...new Set(ids)] });
  return new Map(rows.map((r) => [r.game_packages.id, { pkg: r.game_packages, game: r.games }]));
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
