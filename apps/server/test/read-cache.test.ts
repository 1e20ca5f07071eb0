// The read cache of the anonymous catalogue calls: a catalogue or rate change is seen by the very
// next read, two currencies or languages never share an answer, and cached answers keep every header.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, HEADER } from '@gemlane/contract';
import { categories, exchangeRates, gamePackages, games } from '../src/db/schema/index.ts';
import { readCacheOf } from '../src/lib/read-cache.ts';
import { forgetCatalog } from '../src/services/catalog.ts';
import { forgetRates, RATE_SCALE } from '../src/services/currency.ts';
import { startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ZONE = { gameZonePath: 'genshin-impact-top-up' };
const zoneUrl = `${endpoints.getGameZone.path}?gameZonePath=${ZONE.gameZonePath}`;

describe('keying', () => {
  it('never answers one currency with the prices of another', async () => {
    // Each currency twice, interleaved: the second reads come from the cache.
    for (let round = 0; round < 2; round += 1)
      for (const [currency, amount] of [
        ['EUR', 91],
        ['JPY', 148],
        ['USD', 99],
      ] as const) {
        const res = await t.call('getGameZone', ZONE, { currency });
        expect(res.body.data.packages[0]?.price).toEqual({ amount, currency });
      }
  });

  it('never answers one language with the texts of another', async () => {
    for (let round = 0; round < 2; round += 1)
      for (const [locale, strategy] of [
        ['de', 'Strategie'],
        ['en', 'Strategy'],
        ['ja', 'ストラテジー'],
      ] as const) {
        const list = await t.call('gameListByClassify', {}, { locale });
        expect(list.body.data.find((c) => c.code === 'strategy')?.name).toBe(strategy);
        const search = await t.call(
          'searchGame',
          { page: 1, pageSize: 50, gameName: 'clash' },
          { locale },
        );
        expect(search.body.data.list.map((g) => g.categoryName)).toContain(strategy);
      }
  });

  it('keys search by its input: other text, other page', async () => {
    const gen = await t.call('searchGame', { page: 1, pageSize: 10, gameName: 'gen' });
    const hon = await t.call('searchGame', { page: 1, pageSize: 10, gameName: 'hon' });
    expect(gen.body.data.list.every((g) => /gen/i.test(g.gameName))).toBe(true);
    expect(hon.body.data.list.every((g) => /hon/i.test(g.gameName))).toBe(true);
    const all = await t.call('searchGame', { page: 1, pageSize: 2, gameName: 'a' });
    const second = await t.call('searchGame', { page: 2, pageSize: 2, gameName: 'a' });
    expect(second.body.data.list[0]?.gameId).not.toBe(all.body.data.list[0]?.gameId);
  });

  it('does not cache refusals: a bad input stays a 400, a good one after it a 200', async () => {
    expect((await t.call('searchGame', { page: 1, pageSize: 10, gameName: '' })).status).toBe(400);
    expect((await t.call('getGameZone', { gameZonePath: 'no-such-game' })).status).toBe(404);
    expect((await t.call('getGameZone', ZONE)).status).toBe(200);
  });
});

describe('invalidation', () => {
  it('a new exchange rate is seen by the next read', async () => {
    const before = await t.call('getGameZone', ZONE, { currency: 'EUR' });
    expect(before.body.data.packages[0]?.price).toEqual({ amount: 91, currency: 'EUR' });
    const [old] = await t.db.select().from(exchangeRates).where(eq(exchangeRates.currency, 'EUR'));
    await t.db
      .update(exchangeRates)
      .set({ rateMicros: 2 * RATE_SCALE })
      .where(eq(exchangeRates.currency, 'EUR'));
    forgetRates(t.db);
    try {
      const after = await t.call('getGameZone', ZONE, { currency: 'EUR' });
      expect(after.body.data.packages[0]?.price).toEqual({ amount: 198, currency: 'EUR' });
      // Other currencies recomputed too, still right.
      const usd = await t.call('getGameZone', ZONE, { currency: 'USD' });
      expect(usd.body.data.packages[0]?.price).toEqual({ amount: 99, currency: 'USD' });
    } finally {
      await t.db
        .update(exchangeRates)
        .set({ rateMicros: old!.rateMicros })
        .where(eq(exchangeRates.currency, 'EUR'));
      forgetRates(t.db);
    }
    const restored = await t.call('getGameZone', ZONE, { currency: 'EUR' });
    expect(restored.body.data.packages[0]?.price).toEqual({ amount: 91, currency: 'EUR' });
  });

  it('a catalogue change (name, price, new game) is seen by the next read of every call', async () => {
    const name = (await t.call('searchGame', { page: 1, pageSize: 5, gameName: 'genshin' })).body
      .data.list[0]?.gameName;
    expect(name).toBe('Genshin Impact');
    await t.call('gameListByClassify');
    await t.call('getGameZone', ZONE);

    const [game] = await t.db.select().from(games).where(eq(games.zonePath, ZONE.gameZonePath));
    const [pkg] = await t.db
      .select()
      .from(gamePackages)
      .where(eq(gamePackages.gameId, game!.id))
      .orderBy(gamePackages.sort, gamePackages.id)
      .limit(1);
    await t.db.update(games).set({ name: 'Genshin Impact Renamed' }).where(eq(games.id, game!.id));
    await t.db.update(gamePackages).set({ priceUsdCents: 123 }).where(eq(gamePackages.id, pkg!.id));
    const [rpg] = await t.db.select().from(categories).where(eq(categories.code, 'rpg'));
    await t.db.insert(games).values({
      ...game!,
      id: undefined,
      configId: 990_001,
      slug: 'cache-proof',
      name: 'Cache Proof Quest',
      zonePath: 'cache-proof',
      categoryId: rpg!.id,
      hotRank: null,
    });
    forgetCatalog(t.db);

    const search = await t.call('searchGame', { page: 1, pageSize: 5, gameName: 'genshin' });
    expect(search.body.data.list[0]?.gameName).toBe('Genshin Impact Renamed');
    const list = await t.call('gameListByClassify');
    const rpgGames = list.body.data.find((c) => c.code === 'rpg')?.games.map((g) => g.gameName);
    expect(rpgGames).toContain('Genshin Impact Renamed');
    expect(rpgGames).toContain('Cache Proof Quest');
    const zone = await t.call('getGameZone', ZONE);
    expect(zone.body.data.game.gameName).toBe('Genshin Impact Renamed');
    expect(zone.body.data.packages[0]?.price).toEqual({ amount: 123, currency: 'USD' });

    await t.db.update(games).set({ name: game!.name }).where(eq(games.id, game!.id));
    await t.db
      .update(gamePackages)
      .set({ priceUsdCents: pkg!.priceUsdCents })
      .where(eq(gamePackages.id, pkg!.id));
    await t.db.delete(games).where(eq(games.zonePath, 'cache-proof'));
    forgetCatalog(t.db);
  });

  it('keeps the cache bounded and drops it whole on a change', async () => {
    const cache = readCacheOf(t.db);
    for (let i = 0; i < 5; i += 1)
      await t.call('searchGame', { page: 1, pageSize: 10, gameName: `x${i}` });
    expect(cache.size).toBeGreaterThanOrEqual(5);
    forgetCatalog(t.db);
    expect(cache.size).toBe(0);
  });
});

describe('HTTP caching', () => {
  const headers = { [HEADER.currency]: 'EUR', [HEADER.locale]: 'fr' };

  it('sends an ETag, revalidation answers 304, and a change gives a new ETag', async () => {
    const first = await t.raw(zoneUrl, { headers });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toBe(`${HEADER.currency}, ${HEADER.locale}, accept-encoding`);
    type Zone = { data: { packages: { price: { amount: number; currency: string } }[] } };
    expect(((await first.json()) as Zone).data.packages[0]?.price.currency).toBe('EUR');

    const again = await t.raw(zoneUrl, { headers: { ...headers, 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    // Another currency is another answer: the EUR validator does not match it.
    const usd = await t.raw(zoneUrl, {
      headers: { ...headers, [HEADER.currency]: 'USD', 'if-none-match': etag! },
    });
    expect(usd.status).toBe(200);
    expect(usd.headers.get('etag')).not.toBe(etag);

    await t.db
      .update(exchangeRates)
      .set({ rateMicros: 3 * RATE_SCALE })
      .where(eq(exchangeRates.currency, 'EUR'));
    forgetRates(t.db);
    const changed = await t.raw(zoneUrl, { headers: { ...headers, 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(((await changed.json()) as Zone).data.packages[0]?.price).toEqual({
      amount: 297,
      currency: 'EUR',
    });
  });

  it('cached answers carry the security headers and a request id like every other answer', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await t.raw(zoneUrl, { headers: { ...headers, 'x-request-id': `req-${i}` } });
      expect(res.headers.get('x-request-id')).toBe(`req-${i}`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('content-type')).toBe('application/json');
      const search = await t.raw(endpoints.searchGame.path, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ page: 1, pageSize: 5, gameName: 'gen' }),
      });
      expect(search.headers.get('x-content-type-options')).toBe('nosniff');
      expect(search.headers.get('x-request-id')).toBeTruthy();
    }
    const health = await t.raw('/api/health');
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(health.headers.get('x-request-id')).toBeTruthy();
  });
});
