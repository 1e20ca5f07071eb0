import { describe, expect, it } from 'vitest';
import { loadVerifiedRole, saveVerifiedRole, VERIFIED_ROLES_KEY } from './verified-roles.ts';

describe('last verified ID per game', () => {
  it('remembers one account per game', () => {
    saveVerifiedRole(1, { playerId: '12345678', serverId: '1234', roleName: 'Hero' });
    saveVerifiedRole(2, { playerId: '800100200', serverId: null, roleName: 'Traveler' });
    expect(loadVerifiedRole(1)).toEqual({
      playerId: '12345678',
      serverId: '1234',
      roleName: 'Hero',
    });
    expect(loadVerifiedRole(2)?.roleName).toBe('Traveler');
    expect(loadVerifiedRole(3)).toBeNull();
  });

  it('ignores broken storage', () => {
    localStorage.setItem(VERIFIED_ROLES_KEY, '{not json');
    expect(loadVerifiedRole(1)).toBeNull();
    saveVerifiedRole(1, { playerId: '1', serverId: null, roleName: 'A' });
    expect(loadVerifiedRole(1)?.playerId).toBe('1');
  });
});
