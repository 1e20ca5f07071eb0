// The built-in sandbox publisher: knows the seeded player IDs of `sandbox_players` (see
// ./sandbox-players.ts) and records each delivery once in `sandbox_deliveries`.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared, value } from '../../db/prepared.ts';
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

const deliveryRecord = prepared('sandbox_delivery', (db, name) =>
  db
    .insert(sandboxDeliveries)
    .values({ orderId: value('orderId') })
    .onConflictDoNothing()
    .prepare(name),
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
      for (const ref of refs) {
        const player = await find(ref);
        if (!player || player.rejectOnDelivery) return { ok: false, reason: REJECTED_AT_DELIVERY };
      }
      await deliveryRecord(db).execute({ orderId });
      return { ok: true };
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
