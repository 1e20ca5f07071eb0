// The player IDs the sandbox publisher knows. Role check and delivery succeed for these, except the
// `rejectOnDelivery` ones: their role check passes, but the publisher refuses the top-up after
// payment, which shows the automatic refund path (order -> Fail, refunded).
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { games, sandboxPlayers } from '../../db/schema/index.ts';

export interface SandboxPlayer {
  playerId: string;
  /** MLBB-style numeric server ID; for region-server games the region is picked at seed time. */
  serverId?: string;
  /** Preferred region value for region-server games (falls back to the game's first server). */
  region?: string;
  roleName: string;
  rejectOnDelivery?: boolean;
}

/** By game zone path. Documented in the server README. */
export const SANDBOX_PLAYERS: Record<string, SandboxPlayer[]> = {
  'genshin-impact-top-up': [
    { playerId: '800000001', region: 'os_asia', roleName: 'Traveler' },
    { playerId: '600000001', region: 'os_usa', roleName: 'Lumine' },
    { playerId: '800000009', region: 'os_asia', roleName: 'Paimon', rejectOnDelivery: true },
  ],
  'honkai-star-rail': [
    { playerId: '800000002', region: 'prod_official_asia', roleName: 'Trailblazer' },
    {
      playerId: '800000009',
      region: 'prod_official_asia',
      roleName: 'Pom-Pom',
      rejectOnDelivery: true,
    },
  ],
  'zenless-zone-zero': [
    { playerId: '1300000001', region: 'prod_gf_jp', roleName: 'Proxy Wise' },
    { playerId: '1300000009', region: 'prod_gf_jp', roleName: 'Bangboo', rejectOnDelivery: true },
  ],
  pubg: [
    { playerId: '5123456789', roleName: 'ChickenDinner' },
    { playerId: '5999999999', roleName: 'Lone Wolf', rejectOnDelivery: true },
  ],
  'mobile-legends-bang-bang': [
    { playerId: '12345678', serverId: '2001', roleName: 'Layla Main' },
    { playerId: '87654321', serverId: '2002', roleName: 'Tigreal Tank' },
    { playerId: '99999999', serverId: '2001', roleName: 'Ghost Rider', rejectOnDelivery: true },
  ],
};

/** Every other game: one ID that works and one that the publisher rejects at delivery. */
export const GENERIC_SANDBOX_PLAYERS: SandboxPlayer[] = [
  { playerId: '10000001', serverId: '1001', roleName: 'Gemlane Tester' },
  { playerId: '10000009', serverId: '1001', roleName: 'Rejected Tester', rejectOnDelivery: true },
];

/** Writes the sandbox players of every game present (idempotent). */
export async function seedSandboxPlayers(tx: Tx): Promise<number> {
  const all = await tx.select().from(games).where(eq(games.active, true));
  const rows = all.flatMap((game) =>
    (SANDBOX_PLAYERS[game.zonePath] ?? GENERIC_SANDBOX_PLAYERS).map((p) => {
      const regions = game.servers.map((s) => s.value);
      const serverId = game.hasServerId
        ? (p.serverId ?? '1001')
        : regions.length
          ? p.region && regions.includes(p.region)
            ? p.region
            : (regions[0] ?? '')
          : '';
      return {
        gameId: game.id,
        playerId: p.playerId,
        serverId,
        roleName: p.roleName,
        rejectOnDelivery: p.rejectOnDelivery ?? false,
      };
    }),
  );
  if (rows.length) await tx.insert(sandboxPlayers).values(rows).onConflictDoNothing();
  return rows.length;
}
