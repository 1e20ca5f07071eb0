import type { Banner } from '@gemlane/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as HomePrefetch from './home-prefetch.ts';

type Module = typeof HomePrefetch;

const banner = (id: number): Banner =>
  ({
    bannerId: id,
    title: `Banner ${id}`,
    subtitle: '',
    image: `/api/static/banner/${id}.svg`,
    link: '/home',
  }) as Banner;

function answer(body: unknown, ok = true): typeof fetch {
  return vi.fn(async () => ({ ok, json: async () => body }) as Response);
}

let mod: Module;
beforeEach(async () => {
  vi.resetModules();
  mod = await import('./home-prefetch.ts');
  localStorage.clear();
});
afterEach(() => {
  document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove());
});

describe('home banner prefetch', () => {
  it('asks for the banners on /home with the client headers and preloads the first image', async () => {
    localStorage.setItem(
      'language_setting',
      JSON.stringify({ language: { value: 'de' }, currency: { value: 'eur' } }),
    );
    const fetchImpl = answer({ code: 200, data: [banner(1), banner(2)], message: 'Success' });
    mod.startHomePrefetch('/home', fetchImpl);
    const load = vi.fn(async () => [banner(9)]);
    await expect(mod.homeBanners(load)).resolves.toEqual([banner(1), banner(2)]);
    expect(load).not.toHaveBeenCalled();
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/common/home/topBanner',
      expect.objectContaining({
        method: 'GET',
        headers: { 'x-locale': 'de', 'x-currency': 'EUR' },
      }),
    );
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
    expect(link?.getAttribute('href')).toBe('/api/static/banner/1.svg');
  });

  it('preloads nothing when the first banner comes inline', async () => {
    const inline = {
      ...banner(1),
      image: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E",
    };
    mod.startHomePrefetch('/home', answer({ code: 200, data: [inline, banner(2)] }));
    await expect(mod.homeBanners(async () => [])).resolves.toEqual([inline, banner(2)]);
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
  });

  it('uses the early answer once: a later visit of the home page asks again', async () => {
    mod.startHomePrefetch('/home', answer({ code: 200, data: [banner(1)] }));
    await mod.homeBanners(async () => []);
    const load = vi.fn(async () => [banner(3)]);
    await expect(mod.homeBanners(load)).resolves.toEqual([banner(3)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does nothing on other pages', async () => {
    const fetchImpl = answer({ code: 200, data: [banner(1)] });
    mod.startHomePrefetch('/cart', fetchImpl);
    expect(fetchImpl).not.toHaveBeenCalled();
    const load = vi.fn(async () => [banner(4)]);
    await expect(mod.homeBanners(load)).resolves.toEqual([banner(4)]);
  });

  it('falls back to the normal call when the early answer fails or is not a banner list', async () => {
    for (const fetchImpl of [
      answer({ code: 500, data: null, message: 'System exception' }),
      answer({ code: 200, data: [{ bannerId: 1 }] }),
      answer(null, false),
      vi.fn(async () => {
        throw new TypeError('offline');
      }) as unknown as typeof fetch,
    ]) {
      vi.resetModules();
      mod = await import('./home-prefetch.ts');
      mod.startHomePrefetch('/home', fetchImpl);
      const load = vi.fn(async () => [banner(5)]);
      await expect(mod.homeBanners(load)).resolves.toEqual([banner(5)]);
      expect(load).toHaveBeenCalledTimes(1);
    }
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });
});
