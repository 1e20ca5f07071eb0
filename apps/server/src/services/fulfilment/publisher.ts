// What the server needs from a game publisher: look up a player's role, deliver a paid order.

export interface PlayerRef {
  gameId: number;
  gameZonePath: string;
  playerId: string;
  /** '' when the game has no server ID. */
  serverId: string;
}

export type DeliveryResult = { ok: true } | { ok: false; reason: string };

export interface Publisher {
  /** The in-game name, or null when the publisher does not know the ID ("incorrect"). */
  lookupRole(ref: PlayerRef): Promise<string | null>;
  /**
   * Credits the order's items to its players. Idempotent by `orderId`: asking again after a crash
   * never delivers twice. `{ ok: false }` is a final refusal (refund); a thrown error is transient.
   */
  deliver(orderId: string, refs: PlayerRef[]): Promise<DeliveryResult>;
}

/** How long a name the publisher confirmed is kept: the role check and the order right after. */
export const ROLE_MEMORY_MS = 60_000;
const ROLE_MEMORY_SIZE = 10_000;

/**
 * `publisher` with the names it confirmed kept for `ttlMs`, so the role check and the order placed
 * right after ask it once (a real publisher answers over the network). Only confirmed names are
 * kept: an ID it does not know is asked again every time. Deliveries always go to the publisher.
 */
export function rememberRoles(publisher: Publisher, ttlMs = ROLE_MEMORY_MS): Publisher {
  const names = new Map<string, { name: string; at: number }>();
  return {
    async lookupRole(ref) {
      const key = `${ref.gameId}\u0000${ref.playerId}\u0000${ref.serverId}`;
      const now = Date.now();
      const kept = names.get(key);
      if (kept && now - kept.at < ttlMs) return kept.name;
      const name = await publisher.lookupRole(ref);
      names.delete(key);
      if (name !== null) {
        // Oldest first: a full map forgets the name kept longest.
        if (names.size >= ROLE_MEMORY_SIZE) names.delete(names.keys().next().value!);
        names.set(key, { name, at: now });
      }
      return name;
    },
    deliver: (orderId, refs) => publisher.deliver(orderId, refs),
  };
}
