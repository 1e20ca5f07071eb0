// Player ID entry: the per-game format rules (the zone's account fields carry each game's pattern)
// and the contract's own limits (packages/contract/src/rules/player-id.ts), checked before the role
// check is asked, with 'The ID you submitted is incorrect...' instead of the server's
// "Parameter Error: playerId".
import {
  isPlayerIdFormat,
  isServerIdFormat,
  matchesIdPattern,
  PLAYER_ID_MESSAGES,
  type AccountField,
} from '@gemlane/contract';

export { PLAYER_ID_MESSAGES } from '@gemlane/contract';

/** What a player fills in: `userId`, and `serverId` (MLBB) or `server` (a region) where asked. */
export type AccountValues = Partial<Record<AccountField['key'], string>>;

export interface PlayerIdProblem {
  field: AccountField['key'];
  /** i18n key of the message. */
  messageKey: string;
}

/** Trimmed values of the fields the zone asks for. */
export function normaliseAccount(
  fields: readonly AccountField[],
  values: AccountValues,
): AccountValues {
  const out: AccountValues = {};
  for (const f of fields) out[f.key] = (values[f.key] ?? '').trim();
  return out;
}

/** Whether every required field has something in it (the Confirm ID button is enabled). */
export function accountFilled(fields: readonly AccountField[], values: AccountValues): boolean {
  return fields.every((f) => !f.required || (values[f.key] ?? '').trim() !== '');
}

/** The first field that breaks its game's rule, or null when the account may be checked. */
export function checkAccount(
  fields: readonly AccountField[],
  values: AccountValues,
): PlayerIdProblem | null {
  const v = normaliseAccount(fields, values);
  for (const f of fields) {
    const value = v[f.key] ?? '';
    if (value === '') {
      if (f.required) return { field: f.key, messageKey: PLAYER_ID_MESSAGES.incorrect };
      continue;
    }
    if (f.type === 'select') {
      if (f.options.length && !f.options.some((o) => o.value === value))
        return { field: f.key, messageKey: PLAYER_ID_MESSAGES.incorrect };
      continue;
    }
    const fitsBase = f.key === 'userId' ? isPlayerIdFormat(value) : isServerIdFormat(value);
    if (!fitsBase || !matchesIdPattern(f.pattern, value))
      return { field: f.key, messageKey: PLAYER_ID_MESSAGES.incorrect };
  }
  return null;
}

/** The role-check / order fields of an account: player ID and the server (ID or region). */
export function playerOf(values: AccountValues): { playerId: string; serverId: string | null } {
  const server = (values.serverId ?? values.server ?? '').trim();
  return { playerId: (values.userId ?? '').trim(), serverId: server === '' ? null : server };
}

/** The form values that show a known player again. */
export function valuesOf(
  fields: readonly AccountField[],
  player: { playerId: string; serverId: string | null },
): AccountValues {
  const serverKey = fields.find((f) => f.key === 'server' || f.key === 'serverId')?.key;
  return {
    userId: player.playerId,
    ...(serverKey && player.serverId ? { [serverKey]: player.serverId } : {}),
  };
}

/**
 * The name a server is shown by: a region server's option label in the zone's language ("Asien"),
 * never its code ("os_asia"); a typed server ID (MLBB) is shown as typed.
 */
export function serverNameOf(
  fields: readonly Pick<AccountField, 'key' | 'options'>[],
  serverId: string | null,
): string | null {
  if (!serverId) return null;
  for (const f of fields) {
    if (f.key !== 'server' && f.key !== 'serverId') continue;
    const option = f.options.find((o) => o.value === serverId);
    if (option) return option.label;
  }
  return serverId;
}

/** How a player is shown: `ID (server)` (the MLBB form, docs/product.md §5) or the ID alone. */
export function playerLabel(player: {
  playerId: string;
  serverId: string | null;
  serverName?: string | null;
}): string {
  const server = player.serverName ?? player.serverId;
  return server ? `${player.playerId} (${server})` : player.playerId;
}
