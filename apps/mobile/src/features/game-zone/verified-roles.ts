import { browserStorage } from '@gemlane/stores';
import type { VerifiedRole } from './components/account-form.tsx';

/** local storage: the last confirmed account per game id, so a returning buyer skips the check. */
export const VERIFIED_ROLES_KEY = 'gemlaneVerifiedRoles';

type Stored = Record<string, VerifiedRole>;

function read(storage: Storage): Stored {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(VERIFIED_ROLES_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

export function loadVerifiedRole(
  gameId: number,
  storage: Storage = browserStorage(),
): VerifiedRole | null {
  const role = read(storage)[String(gameId)];
  return role && typeof role.playerId === 'string' && typeof role.roleName === 'string'
    ? role
    : null;
}

export function saveVerifiedRole(
  gameId: number,
  role: VerifiedRole,
  storage: Storage = browserStorage(),
): void {
  storage.setItem(VERIFIED_ROLES_KEY, JSON.stringify({ ...read(storage), [String(gameId)]: role }));
}
