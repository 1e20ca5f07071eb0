import { browserStorage } from '@gemlane/stores';
// The last verified player ID of each game is offered again next time (issue 4, item 5).

export interface VerifiedPlayer {
  playerId: string;
  serverId: string | null;
  roleName: string;
}

const KEY_PREFIX = 'gemlane.verifiedPlayer.';

function isVerifiedPlayer(value: unknown): value is VerifiedPlayer {
  const v = value as Partial<VerifiedPlayer> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.playerId === 'string' &&
    typeof v.roleName === 'string' &&
    (v.serverId === null || typeof v.serverId === 'string')
  );
}

export function readVerifiedPlayer(
  gameId: number,
  storage: Storage = browserStorage(),
): VerifiedPlayer | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(`${KEY_PREFIX}${gameId}`) ?? 'null');
    return isVerifiedPlayer(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveVerifiedPlayer(
  gameId: number,
  player: VerifiedPlayer,
  storage: Storage = browserStorage(),
): void {
  storage.setItem(`${KEY_PREFIX}${gameId}`, JSON.stringify(player));
}
