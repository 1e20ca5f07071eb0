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
