import { describe, expect, it } from 'vitest';
import { ID_HELP_BY_GAME, idHelpFor, idHelpServer, idHelpSvg } from './id-help.ts';

const userId = { key: 'userId' } as const;
const region = { key: 'server' } as const;
const serverId = { key: 'serverId' } as const;

describe('idHelpFor', () => {
  it('shows where the game prints the UID, and the region line for a game with region servers', () => {
    const help = idHelpFor('genshin-impact-top-up', [userId, region]);
    expect(help.screen).toBe('corner');
    expect(help.server).toBe('region');
    expect(help.steps).toEqual(['idHelp.steps.corner', 'idHelp.steps.serverRegion']);
    expect(help.image.src.startsWith('data:image/svg+xml,')).toBe(true);
    expect({ width: help.image.width, height: help.image.height }).toEqual({
      width: 320,
      height: 180,
    });
  });

  it('explains the server ID in brackets where the game asks for one', () => {
    const help = idHelpFor('mobile-legends-bang-bang', [userId, serverId]);
    expect(help.screen).toBe('profile');
    expect(help.steps).toEqual(['idHelp.steps.profile', 'idHelp.steps.serverId']);
    expect(decodeURIComponent(help.image.src)).toContain('(2001)');
  });

  it('gives a game without a server one line, and a game not listed the profile', () => {
    expect(idHelpFor('clash-of-clans', [userId]).steps).toEqual(['idHelp.steps.settings']);
    expect(idHelpFor('a-new-game', [userId]).steps).toEqual(['idHelp.steps.profile']);
  });

  it('draws each game its own picture', () => {
    const a = idHelpFor('genshin-impact-top-up', [userId, region]).image.src;
    const b = idHelpFor('honkai-star-rail', [userId, region]).image.src;
    expect(a).not.toBe(b);
  });
});

describe('idHelpServer', () => {
  it('reads the server kind from the account fields', () => {
    expect(idHelpServer([userId])).toBe('none');
    expect(idHelpServer([userId, region])).toBe('region');
    expect(idHelpServer([userId, serverId])).toBe('id');
  });
});

describe('idHelpSvg', () => {
  it('stays under 3 KB for every game and server kind, frames the ID, and marks the server only when asked', () => {
    for (const game of Object.values(ID_HELP_BY_GAME)) {
      for (const server of ['none', 'region', 'id'] as const) {
        const svg = idHelpSvg(game.screen, server, game.hue);
        expect(new TextEncoder().encode(svg).length).toBeLessThan(3 * 1024);
        expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 320 180"/);
        expect(svg).toContain('>1</text>');
        expect(svg.includes('>2</text>')).toBe(server !== 'none');
      }
    }
  });
});
