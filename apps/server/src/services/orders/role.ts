// The role check: a player ID is confirmed with the publisher, which answers the in-game name.
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Publisher } from '../fulfilment/publisher.ts';
import { findGame, normaliseServerId, playerIdFits, type GameRow } from './catalog.ts';

/** The message for an ID the game does not take or the publisher does not know. */
export const ROLE_ID_INCORRECT = 'commerce.roleIdIncorrect';

export async function checkRole(
  db: Db,
  publisher: Publisher,
  input: {
    gameId?: number | undefined;
    gameZonePath?: string | undefined;
    playerId: string;
    serverId?: string | undefined;
  },
) {
  const game = await findGame(db, input);
  if (!game) throw notFound('catalog.gameNotFound');
  const roleName = await lookupRole(publisher, game, input.playerId, input.serverId);
  const serverId = normaliseServerId(game, input.serverId) || null;
  return { gameId: game.id, playerId: input.playerId, serverId, roleName };
}

/** The in-game name for a player ID, or "The ID you submitted is incorrect..." (ROLE_ID_INCORRECT). */
async function lookupRole(
  publisher: Publisher,
  game: GameRow,
  playerId: string,
  serverId: string | undefined,
): Promise<string> {
  const server = normaliseServerId(game, serverId);
  if (server === null || !playerIdFits(game, playerId)) throw badRequest(ROLE_ID_INCORRECT);
  const roleName = await publisher.lookupRole({
    gameId: game.id,
    gameZonePath: game.zonePath,
    playerId,
    serverId: server,
  });
  if (!roleName) throw badRequest(ROLE_ID_INCORRECT);
  return roleName;
}

/**
 * An ID must be confirmed before purchase: the publisher is asked again for every player of the
 * cart (once per player), and the name the shopper saw must be the one it reports now.
 */
export async function reconfirmRoles(
  publisher: Publisher,
  lines: readonly {
    game: GameRow;
    playerId: string;
    serverId?: string | undefined;
    roleName: string;
  }[],
): Promise<void> {
  const roles = new Map<string, string>();
  for (const line of lines) {
    const key = `${line.game.id}|${line.playerId}|${line.serverId ?? ''}`;
    if (!roles.has(key))
      roles.set(key, await lookupRole(publisher, line.game, line.playerId, line.serverId));
    if (roles.get(key) !== line.roleName.trim()) throw badRequest(ROLE_ID_INCORRECT);
  }
}
