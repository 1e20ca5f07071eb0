import { describe, expect, it } from 'vitest';
import { readVerifiedPlayer, saveVerifiedPlayer } from './verified-player.ts';

describe('verified player memory', () => {
  it('offers the last verified ID of the same game only', () => {
    saveVerifiedPlayer(5, { playerId: '12345678', serverId: '2001', roleName: 'Layla' });
    expect(readVerifiedPlayer(5)).toEqual({
      playerId: '12345678',
      serverId: '2001',
      roleName: 'Layla',
    });
    expect(readVerifiedPlayer(6)).toBeNull();
  });

  it('ignores a corrupt entry', () => {
    localStorage.setItem('gemlane.verifiedPlayer.7', '{"playerId":1}');
    expect(readVerifiedPlayer(7)).toBeNull();
    localStorage.setItem('gemlane.verifiedPlayer.7', 'not json');
    expect(readVerifiedPlayer(7)).toBeNull();
  });
});
