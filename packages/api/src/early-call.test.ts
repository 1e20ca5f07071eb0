import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyCall } from './early-call.ts';

function answering(body: unknown, ok = true) {
  return vi.fn(async () => ({ ok, json: async () => body }) as Response);
}

function storing(values: Record<string, string>): void {
  vi.stubGlobal('localStorage', { getItem: (key: string) => values[key] ?? null });
}

afterEach(() => vi.unstubAllGlobals());

describe('earlyCall', () => {
  it('sends a GET call with its query and the stored language and currency', async () => {
    storing({
      language_setting: JSON.stringify({ language: { value: 'ja' }, currency: { value: 'jpy' } }),
    });
    const fetchImpl = answering({ code: 200, data: { game: 'Genshin' }, message: 'Success' });
    const data = await earlyCall(
      'getGameZone',
      { gameZonePath: 'genshin impact' },
      fetchImpl as typeof fetch,
    );
    expect(data).toEqual({ game: 'Genshin' });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/common/game/getGameZone?gameZonePath=genshin+impact',
      {
        method: 'GET',
        headers: { 'x-locale': 'ja', 'x-currency': 'JPY' },
        body: undefined,
        credentials: 'same-origin',
      },
    );
  });

  it('sends a POST call with the request as its JSON body and no token', async () => {
    const fetchImpl = answering({ code: 200, data: [], message: 'Success' });
    await earlyCall('gameList', {}, fetchImpl as typeof fetch);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/common/home/gameList');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{}');
    expect(init.headers).toEqual({
      'x-locale': 'en',
      'x-currency': 'USD',
      'content-type': 'application/json',
    });
  });

  it('gives null for a refused call, a failed answer or a network error, never a rejection', async () => {
    const refused = answering({ code: 500, data: null, message: 'System exception' });
    expect(await earlyCall('topBanner', {}, refused as typeof fetch)).toBeNull();
    const failed = answering(null, false);
    expect(await earlyCall('topBanner', {}, failed as typeof fetch)).toBeNull();
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await earlyCall('topBanner', {}, offline as typeof fetch)).toBeNull();
    const notJson = vi.fn(async () => new Response('<!doctype html>', { status: 200 }));
    expect(await earlyCall('topBanner', {}, notJson as typeof fetch)).toBeNull();
  });
});
