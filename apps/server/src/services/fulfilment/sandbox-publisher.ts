// The built-in sandbox publisher: knows the seeded player IDs of `sandbox_players` (see
// ./sandbox-players.ts) and records each delivery once in `sandbox_deliveries`.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared, preparedSql, value } from '../../db/prepared.ts';
import { sandboxDeliveries, sandboxPlayers } from '../../db/schema/index.ts';
import { REJECTED_AT_DELIVERY } from '../orders/timeline-notes.ts';
import { rememberRoles, type DeliveryResult, type PlayerRef, type Publisher } from './publisher.ts';

export { REJECTED_AT_DELIVERY };

const sandboxPlayer = prepared('sandbox_player', (db, name) =>
  db
    .select()
    .from(sandboxPlayers)
    .where(
      and(
        eq(sandboxPlayers.gameId, value('gameId')),
        eq(sandboxPlayers.playerId, value('playerId')),
        eq(sandboxPlayers.serverId, value('serverId')),
      ),
    )
    .limit(1)
    .prepare(name),
);

/**
 * A delivery in one statement: recorded (once per order) when every player it goes to is known and
 * takes it; `delivered` says whether they all do.
 */
const deliveryRecord = preparedSql<{ delivered: boolean }>(
  'sandbox_delivery',
  () => sql`with wanted as (
      select * from unnest(${value('gameIds')}::int[], ${value('playerIds')}::text[], ${value('serverIds')}::text[])
        as w (game_id, player_id, server_id)),
    verdict as (
      select coalesce(bool_and(p.reject_on_delivery is false), false) as delivered
      from wanted w left join ${sandboxPlayers} p
        on p.game_id = w.game_id and p.player_id = w.player_id and p.server_id = w.server_id),
    recorded as (
      insert into ${sandboxDeliveries} (order_id)
      select ${value('orderId')}::text from verdict where delivered
      on conflict do nothing)
    select delivered from verdict`,
);

/** `deliveryMs`: how long each delivery takes (SANDBOX_DELIVERY_MS; a real publisher answers over
 *  the network, so proofs can hold jobs in hand for a while). */
export function sandboxPublisher(db: Db, deliveryMs = 0): Publisher {
  const find = async (ref: PlayerRef) => {
    const [row] = await sandboxPlayer(db).execute({
      gameId: ref.gameId,
      playerId: ref.playerId,
      serverId: ref.serverId,
    });
    return row;
  };
  return {
    async lookupRole(ref) {
      return (await find(ref))?.roleName ?? null;
    },
    async deliver(orderId, refs): Promise<DeliveryResult> {
      if (deliveryMs > 0) await new Promise((resolve) => setTimeout(resolve, deliveryMs));
      const [answer] = await deliveryRecord(db, {
        orderId,
        gameIds: refs.map((r) => r.gameId),
        playerIds: refs.map((r) => r.playerId),
        serverIds: refs.map((r) => r.serverId),
      });
      return answer?.delivered ? { ok: true } : { ok: false, reason: REJECTED_AT_DELIVERY };
    },
  };
}

const shopPublishers = new WeakMap<Db, Publisher>();

/**
 * The publisher the shop's role checks and orders ask, one per database: the sandbox's, with the
 * names it confirmed remembered, so the order placed right after a role check asks it once.
 */
export function shopPublisher(db: Db): Publisher {
  let publisher = shopPublishers.get(db);
  if (!publisher) shopPublishers.set(db, (publisher = rememberRoles(sandboxPublisher(db))));
  return publisher;
}

/**
 * The publisher the fulfilment jobs ask: the sandbox's deliveries, with the role names the shop's
 * publisher confirmed within the last minute (the role check, the order and its delivery ask once).
 */
export function deliveringPublisher(db: Db, deliveryMs = 0): Publisher {
  const { lookupRole } = shopPublisher(db);
  const { deliver } = sandboxPublisher(db, deliveryMs);
  return { lookupRole, deliver };
}
