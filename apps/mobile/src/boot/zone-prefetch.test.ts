import type { GameZone } from '@gemlane/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ZonePrefetch from './zone-prefetch.ts';

const zone = (name: string) => ({ game: { name }, packages: [] }) as unknown as GameZone;

function answer(body: unknown, ok = true): typeof fetch {
  return vi.fn(async () => ({ ok, json: async () => body }) as Response);
}

let mod: typeof ZonePrefetch;
beforeEach(async () => {
  vi.resetModules();
  mod = await import('./zone-prefetch.ts');
  localStorage.clear();
});

describe('game zone prefetch', () => {
  it('asks for the zone of the address with the client headers; the page takes it once', async () => {
    localStorage.setItem(
      'language_setting',
      JSON.stringify({ language: { value: 'ja' }, currency: { value: 'jpy' } }),
    );
    const fetchImpl = answer({ code: 200, data: zone('Genshin'), message: 'Success' });
    mod.startZonePrefetch('/gameZone/genshin-impact-top-up', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/common/game/getGameZone?gameZonePath=genshin-impact-top-up',
      expect.objectContaining({
        method: 'GET',
        headers: { 'x-locale': 'ja', 'x-currency': 'JPY' },
      }),
    );
    const load = vi.fn(async () => zone('normal call'));
    await expect(mod.gameZone('genshin-impact-top-up', load)).resolves.toEqual(zone('Genshin'));
    expect(load).not.toHaveBeenCalled();
    // A later visit asks again.
    await expect(mod.gameZone('genshin-impact-top-up', load)).resolves.toEqual(zone('normal call'));
  });

  it('matches the route case-blind and decodes the path', () => {
    expect(mod.zonePathOf('/GameZone/honkai%20star')).toBe('honkai star');
    expect(mod.zonePathOf('/gameZone/x/')).toBe('x');
    expect(mod.zonePathOf('/gameZone/')).toBeNull();
    expect(mod.zonePathOf('/gameZone/a/b')).toBeNull();
    expect(mod.zonePathOf('/home')).toBeNull();
  });

  it('leaves signed-in shoppers, other pages and other zones to the normal call', async () => {
    const fetchImpl = answer({ code: 200, data: zone('x') });
    mod.startZonePrefetch('/cart', fetchImpl);
    localStorage.setItem('authToken', 'tok');
    mod.startZonePrefetch('/gameZone/genshin-impact-top-up', fetchImpl);
    expect(fetchImpl).not.toHaveBeenCalled();
    localStorage.clear();
    mod.startZonePrefetch('/gameZone/free-fire', fetchImpl);
    const load = vi.fn(async () => zone('other'));
    await expect(mod.gameZone('pubg-mobile', load)).resolves.toEqual(zone('other'));
    expect(load).toHaveBeenCalledOnce();
  });

  it('falls back to the normal call when the early answer fails or is not a zone', async () => {
    for (const fetchImpl of [
      answer({ code: 404, data: null, message: 'Not found' }),
      answer({ code: 200, data: { packages: [] } }),
      answer(null, false),
      vi.fn(async () => {
        throw new TypeError('offline');
      }) as unknown as typeof fetch,
    ]) {
      vi.resetModules();
      mod = await import('./zone-prefetch.ts');
      mod.startZonePrefetch('/gameZone/genshin-impact-top-up', fetchImpl);
      const load = vi.fn(async () => zone('normal'));
      await expect(mod.gameZone('genshin-impact-top-up', load)).resolves.toEqual(zone('normal'));
      expect(load).toHaveBeenCalledOnce();
    }
  });
});
