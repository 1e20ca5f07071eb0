import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  earlyCallFor,
  resetEarlyRequests,
  startEarlyRequests,
  takeEarly,
} from './early-requests.ts';

const answer = (body: unknown, ok = true) =>
  vi.fn<typeof fetch>().mockResolvedValue({ ok, json: () => Promise.resolve(body) } as Response);
const noToken = { getItem: () => null };

afterEach(() => resetEarlyRequests());

describe('early requests', () => {
  it('knows the call of home and of a game zone, and none elsewhere', () => {
    expect(earlyCallFor('/home')).toEqual({ call: 'gameList', request: {} });
    expect(earlyCallFor('/')).toEqual({ call: 'gameList', request: {} });
    expect(earlyCallFor('/gameZone/genshin-impact-top-up')).toEqual({
      call: 'getGameZone',
      request: { gameZonePath: 'genshin-impact-top-up' },
    });
    expect(earlyCallFor('/gameZone/a/b')).toBeNull();
    expect(earlyCallFor('/cart')).toBeNull();
  });

  it('asks for the zone with the api client headers and hands the answer to the first identical call', async () => {
    const fetchImpl = answer({ code: 200, data: { game: { gameId: 1 } } });
    startEarlyRequests('/gameZone/genshin-impact-top-up', fetchImpl, noToken);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/common/game/getGameZone?gameZonePath=genshin-impact-top-up');
    expect(init?.headers).toMatchObject({ 'x-locale': 'en', 'x-currency': 'USD' });
    const load = vi.fn().mockResolvedValue('fresh');
    await expect(
      takeEarly('getGameZone', { gameZonePath: 'genshin-impact-top-up' }, load),
    ).resolves.toEqual({ game: { gameId: 1 } });
    expect(load).not.toHaveBeenCalled();
    // Once only: the next call goes to the server.
    await expect(
      takeEarly('getGameZone', { gameZonePath: 'genshin-impact-top-up' }, load),
    ).resolves.toBe('fresh');
  });

  it('posts the game list like the api client', async () => {
    const fetchImpl = answer({ code: 200, data: { hotGame: [] } });
    startEarlyRequests('/home', fetchImpl, noToken);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/common/home/gameList');
    expect(init).toMatchObject({ method: 'POST', body: '{}' });
    await expect(takeEarly('gameList', undefined, () => Promise.resolve('x'))).resolves.toEqual({
      hotGame: [],
    });
  });

  it('falls back to the normal call on a failure, another request, or a signed-in shopper', async () => {
    startEarlyRequests('/home', answer({ code: 500, message: 'down' }), noToken);
    await expect(takeEarly('gameList', {}, () => Promise.resolve('normal'))).resolves.toBe(
      'normal',
    );
    startEarlyRequests('/gameZone/pubg', answer({ code: 200, data: 'pubg' }), noToken);
    await expect(
      takeEarly('getGameZone', { gameZonePath: 'other' }, () => Promise.resolve('other')),
    ).resolves.toBe('other');
    const fetchImpl = answer({ code: 200, data: 'x' });
    startEarlyRequests('/home', fetchImpl, { getItem: () => 'token' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
