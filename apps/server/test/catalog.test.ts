import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@gemlane/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { BLOG_SEED } from '../src/db/seed/content.ts';
import { games, orders } from '../src/db/schema/index.ts';
import { login, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const KNOWN_ZONES = [
  'genshin-impact-top-up',
  'zenless-zone-zero',
  'honkai-star-rail',
  'pubg',
  'mobile-legends-bang-bang',
];

describe('game lists', () => {
  it('gameList gives the five game model lists with 8 hot games ranked 1 to 8', async () => {
    const res = await t.call('gameList');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.hotGame.map((g) => g.hotRank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(d.allGame.length).toBeGreaterThanOrEqual(30);
    expect(d.newGame.length).toBeGreaterThan(0);
    expect(d.newGame.every((g) => g.isNew)).toBe(true);
    expect(d.directCharge.every((g) => g.chargeType === 'direct')).toBe(true);
    expect(d.proxyCharge.length).toBeGreaterThan(0);
    expect(d.proxyCharge.every((g) => g.chargeType === 'proxy')).toBe(true);
    for (const zone of KNOWN_ZONES) expect(d.allGame.map((g) => g.gameZonePath)).toContain(zone);
    expect(endpoints.gameList.response.safeParse(d).success).toBe(true);
  });

  it('gameListByClassify groups every game under one of at least 5 categories', async () => {
    const res = await t.call('gameListByClassify');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(5);
    const total = res.body.data.reduce((n, c) => n + c.games.length, 0);
    expect(total).toBeGreaterThanOrEqual(30);
    for (const c of res.body.data) expect(c.games.every((g) => g.category === c.code)).toBe(true);
  });

  it("gameListByClassify carries each game's icon inline, the same picture its address serves", async () => {
    const res = await t.call('gameListByClassify');
    const games = res.body.data.flatMap((c) => c.games);
    expect(endpoints.gameListByClassify.response.safeParse(res.body.data).success).toBe(true);
    const svgOf = (logo: string) =>
      decodeURIComponent(logo.replace(/^data:image\/svg\+xml,/, '')).replaceAll("'", '"');
    for (const game of games) expect(svgOf(game.logo)).toMatch(/^<svg [^]*<\/svg>$/);
    const mlbb = games.find((g) => g.gameName === 'Mobile Legends: Bang Bang');
    const served = await t.app.request('/api/static/game/mobile-legends.svg');
    expect(served.status).toBe(200);
    const text = (svg: string) => /<text[^>]*>([^<]*)<\/text>/.exec(svg)?.[1];
    expect(text(svgOf(mlbb?.logo ?? ''))).toBe('ML');
    expect(svgOf(mlbb?.logo ?? '').replace(/\s+/g, '')).toBe(
      (await served.text()).replace(/\s+/g, ''),
    );
    // So do the hot games (a phone's /switchGame opens on them); the other lists link the picture.
    const lists = await t.call('gameList');
    expect(lists.body.data.hotGame.map((g) => svgOf(g.logo).slice(0, 5))).toEqual(
      lists.body.data.hotGame.map(() => '<svg '),
    );
    expect(lists.body.data.allGame.every((g) => g.logo.startsWith('/api/static/game/'))).toBe(true);
  });

  it('names the categories in the x-locale language, on the lists and on every game', async () => {
    const en = await t.call('gameListByClassify');
    const de = await t.call('gameListByClassify', {}, { locale: 'de' });
    const ja = await t.call('gameListByClassify', {}, { locale: 'ja-JP' });
    const name = (res: typeof en, code: string) => res.body.data.find((c) => c.code === code)?.name;
    expect(name(en, 'strategy')).toBe('Strategy');
    expect(name(de, 'strategy')).toBe('Strategie');
    expect(name(ja, 'strategy')).toBe('ストラテジー');
    expect(name(de, 'sports')).toBe('Sport & Rennen');
    const deGame = de.body.data.find((c) => c.code === 'strategy')?.games[0];
    expect(deGame?.categoryName).toBe('Strategie');
    const tab = await t.call('tab', {}, { locale: 'de' });
    expect(tab.body.data.find((x) => x.label === 'strategy')?.name).toBe('Strategie');
  });

  it('tab lists fixed and category tabs with at most 8 games, names translated', async () => {
    const en = await t.call('tab');
    expect(en.body.data.slice(0, 4).map((x) => x.label)).toEqual(['hot', 'new', 'direct', 'proxy']);
    expect(en.body.data[0]?.name).toBe('Hot');
    expect(en.body.data.every((x) => x.games.length > 0 && x.games.length <= 8)).toBe(true);
    const de = await t.call('tab', {}, { locale: 'de' });
    expect(de.body.data[0]?.name).toBe('Beliebt');
  });

  it('moreGameListByLabel pages a label and a category, and refuses an unknown label', async () => {
    const p1 = await t.call('moreGameListByLabel', { label: 'direct', page: 1, pageSize: 5 });
    expect(p1.body.data.list).toHaveLength(5);
    const p2 = await t.call('moreGameListByLabel', { label: 'direct', page: 2, pageSize: 5 });
    expect(p2.body.data.list[0]?.gameId).not.toBe(p1.body.data.list[0]?.gameId);
    expect(p2.body.data.total).toBe(p1.body.data.total);
    const rpg = await t.call('moreGameListByLabel', { label: 'rpg' });
    expect(rpg.body.data.list.every((g) => g.category === 'rpg')).toBe(true);
    const bad = await t.call('moreGameListByLabel', { label: "x' OR 1=1 --" });
    expect(bad.status).toBe(400);
    const badPage = await t.raw('/api/common/home/moreGameListByLabel?label=hot&page=-1');
    expect(badPage.status).toBe(400);
    const huge = await t.raw('/api/common/home/moreGameListByLabel?label=hot&pageSize=100000');
    expect(huge.status).toBe(400);
  });

  it('topBanner lists banners with generated art and in-app links, the first one inline', async () => {
    const res = await t.call('topBanner');
    expect(res.body.data.length).toBeGreaterThanOrEqual(3);
    const [first, ...rest] = res.body.data;
    // The home page's largest paint comes with the page: its art as SVG, sharp at every width,
    // the same picture (3:1) as its address serves, which stays for links to it.
    const inline = /^data:image\/svg\+xml,(.+)$/.exec(first!.image);
    expect(inline).not.toBeNull();
    const svg = decodeURIComponent(inline![1]!);
    expect(svg).toMatch(/^<svg [^>]*viewBox='0 0 1200 400'/);
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['svg', 1200, 400]);
    expect(first!.image.length).toBeLessThan(1024);
    const served = await t.raw(`/api/static/banner/${first!.bannerId}.webp`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    for (const b of rest) {
      expect(b.link.startsWith('/')).toBe(true);
      expect(b.image).toMatch(/^\/api\/static\/banner\/\d+\.webp$/);
      const art = await t.raw(b.image);
      expect(art.status).toBe(200);
      expect(art.headers.get('content-type')).toBe('image/webp');
      const body = Buffer.from(await art.arrayBuffer());
      // RIFF....WEBP, a 1200 x 400 picture in a few KB.
      expect([body.toString('latin1', 0, 4), body.toString('latin1', 8, 12)]).toEqual([
        'RIFF',
        'WEBP',
      ]);
      const meta = await sharp(body).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 400]);
      expect(body.length).toBeLessThan(12 * 1024);
      // A link stored before the WebP (an older data folder) still draws.
      const old = await t.raw(b.image.replace(/\.webp$/, '.svg'));
      expect(old.headers.get('content-type')).toContain('image/svg+xml');
    }
    for (const name of ['999999.webp', 'register.png', 'nope.webp'])
      expect((await t.raw(`/api/static/banner/${name}`)).status).toBe(404);
  });

  it('sends blog covers inline, as art without words, and serves them as WebP by address', async () => {
    const list = await t.call('blogList', { page: 1, pageSize: 20 });
    expect(list.body.data.list.length).toBe(BLOG_SEED.length);
    const covers = new Set<string>();
    for (const post of list.body.data.list) {
      // The list's covers are its largest paint: they come with the page, a few hundred bytes each.
      const inline = /^data:image\/svg\+xml,(.+)$/.exec(post.cover);
      expect(inline, post.title).not.toBeNull();
      expect(post.cover.length).toBeLessThan(1024);
      const svg = decodeURIComponent(inline![1]!);
      // The title is the page's text, in the reader's language; the picture says nothing.
      expect(svg).not.toContain('<text');
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 400]);
      covers.add(post.cover);
    }
    // Each post keeps colours of its own.
    expect(covers.size).toBe(list.body.data.list.length);
    const detail = await t.call('blogDetail', { blogId: list.body.data.list[0]!.blogId });
    expect(detail.body.data.cover).toBe(list.body.data.list[0]!.cover);
    // The stored address still serves the same picture (shared links, crawlers).
    for (const { slug } of BLOG_SEED) {
      const art = await t.raw(`/api/static/blog/${slug}.webp`);
      expect(art.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await art.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 400]);
    }
    expect((await t.raw('/api/static/blog/nope.webp')).status).toBe(404);
  });

  it("draws the activities' named banners as WebP", async () => {
    for (const name of ['register', 'weekend', 'invite']) {
      const art = await t.raw(`/api/static/banner/${name}.webp`);
      expect(art.status).toBe(200);
      expect(art.headers.get('content-type')).toBe('image/webp');
    }
  });
});

describe('searchGame', () => {
  it('finds by part of the name, case-insensitive, with highlight markup', async () => {
    const res = await t.call('searchGame', { gameName: 'LEGENDS', page: 1, pageSize: 100 });
    expect(res.status).toBe(200);
    const names = res.body.data.list.map((g) => g.gameName);
    expect(names).toContain('Mobile Legends: Bang Bang');
    const mlbb = res.body.data.list.find((g) => g.gameName === 'Mobile Legends: Bang Bang');
    expect(mlbb?.highlight).toBe('Mobile <em class="highlight">Legends</em>: Bang Bang');
  });

  it('escapes everything but the highlight tag and treats hostile text as text', async () => {
    const res = await t.call('searchGame', { gameName: '<script>alert(1)</script>' });
    expect(res.status).toBe(200);
    expect(res.body.data.list).toEqual([]);
    const yugi = await t.call('searchGame', { gameName: 'oh!' });
    expect(yugi.body.data.list[0]?.highlight).toBe(
      'Yu-Gi-<em class="highlight">Oh!</em> Master Duel',
    );
    const sql = await t.call('searchGame', { gameName: "' OR '1'='1" });
    expect(sql.status).toBe(200);
    expect(sql.body.data.total).toBe(0);
    const nosql = await t.call('searchGame', { gameName: { $ne: '' } } as never);
    expect(nosql.status).toBe(400);
  });

  it('finds what gamers type: other word order, punctuation, initials and aliases', async () => {
    const first = async (gameName: string) =>
      (await t.call('searchGame', { gameName })).body.data.list[0];
    const hsr = await first('honkai star');
    expect(hsr?.gameName).toBe('Honkai: Star Rail');
    expect(hsr?.highlight).toBe(
      '<em class="highlight">Honkai</em>: <em class="highlight">Star</em> Rail',
    );
    expect((await first('star-honkai'))?.gameName).toBe('Honkai: Star Rail');
    expect((await first('mlbb'))?.gameName).toBe('Mobile Legends: Bang Bang');
    expect((await first('HSR'))?.gameName).toBe('Honkai: Star Rail');
    expect((await first('pubgm'))?.gameName).toBe('PUBG Mobile');
    expect((await first('genshin'))?.gameName).toBe('Genshin Impact');
  });

  it('refuses empty text, wrong types and negative pages', async () => {
    expect((await t.call('searchGame', { gameName: '' })).status).toBe(400);
    expect((await t.call('searchGame', { gameName: '   ' })).status).toBe(400);
    expect((await t.call('searchGame', { gameName: 'a', page: -1 })).status).toBe(400);
    expect((await t.call('searchGame', { gameName: 'a', page: '1' } as never)).status).toBe(400);
    expect((await t.call('searchGame', { gameName: 'x'.repeat(101) })).status).toBe(400);
  });
});

describe('getGameZone', () => {
  it('serves each known zone path with packages, account fields, notices and FAQ', async () => {
    for (const zone of KNOWN_ZONES) {
      const res = await t.call('getGameZone', { gameZonePath: zone });
      expect(res.status, zone).toBe(200);
      expect(res.body.data.game.gameZonePath).toBe(zone);
      expect(res.body.data.packages.length).toBeGreaterThanOrEqual(5);
      expect(res.body.data.notices.length).toBeGreaterThanOrEqual(4);
      expect(res.body.data.faq.length).toBeGreaterThanOrEqual(3);
      expect(res.body.data.deliveryMinutes).toBe(10);
    }
  });

  it('has the Genshin ladder in USD and the MLBB server ID field', async () => {
    const gi = await t.call('getGameZone', { gameZonePath: 'genshin-impact-top-up' });
    const ladder = gi.body.data.packages
      .filter((p) => p.kind === 'currency')
      .map((p) => [p.quantity, p.bonus, p.price.amount]);
    expect(ladder).toEqual([
      [60, 0, 99],
      [300, 30, 499],
      [980, 110, 1499],
      [1980, 260, 2999],
      [3280, 600, 4999],
      [6480, 1600, 9999],
    ]);
    expect(gi.body.data.packages.some((p) => p.name.includes('Welkin'))).toBe(true);
    const ml = await t.call('getGameZone', { gameZonePath: 'mobile-legends-bang-bang' });
    const keys = ml.body.data.accountFields.map((f) => f.key);
    expect(keys).toEqual(['userId', 'serverId']);
    expect(ml.body.data.accountFields[1]?.help).toContain('server ID');
  });

  it('converts prices to x-currency with per-currency rounding', async () => {
    const jpy = await t.call(
      'getGameZone',
      { gameZonePath: 'genshin-impact-top-up' },
      { currency: 'JPY' },
    );
    const first = jpy.body.data.packages[0];
    expect(first?.price.currency).toBe('JPY');
    expect(first?.price.amount).toBe(148); // 0.99 USD * 149.5 = 148.005
    const eur = await t.call(
      'getGameZone',
      { gameZonePath: 'genshin-impact-top-up' },
      { currency: 'EUR' },
    );
    expect(eur.body.data.packages[0]?.price).toEqual({ amount: 91, currency: 'EUR' });
    // An unsupported currency is refused, never priced in USD behind the reader's back
    const unknown = await t.call('getGameZone', { gameZonePath: 'pubg' }, { currency: 'XXX' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('XXX');
  });

  it('finds a game by legacy gameConfigId and answers 404/400 otherwise', async () => {
    const byPath = await t.call('getGameZone', { gameZonePath: 'pubg' });
    const byId = await t.call('getGameZone', { gameConfigId: byPath.body.data.game.gameConfigId });
    expect(byId.body.data.game.gameId).toBe(byPath.body.data.game.gameId);
    expect((await t.call('getGameZone', { gameZonePath: 'no-such-game' })).status).toBe(404);
    expect((await t.call('getGameZone', {})).status).toBe(400);
    expect((await t.raw('/api/common/game/getGameZone?gameConfigId=abc')).status).toBe(400);
  });

  it('translates notices by x-locale', async () => {
    const fr = await t.call('getGameZone', { gameZonePath: 'pubg' }, { locale: 'fr' });
    expect(fr.body.data.notices[2]).toBe(
      'Les recharges terminées ne peuvent être ni annulées ni retournées.',
    );
  });
});

describe('generated art', () => {
  it('serves an SVG per game and 404 for unknown or unsafe names', async () => {
    const res = await t.raw('/api/static/game/genshin-impact.svg');
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain('<svg');
    expect(body).toContain('>GI<');
    expect((await t.raw('/api/static/game/nope.svg')).status).toBe(404);
    expect((await t.raw('/api/static/game/..%2F..%2Fetc.svg')).status).toBe(404);
  });

  it('links each game to a small PNG icon that the same path serves', async () => {
    const zone = await t.call('getGameZone', { gameZonePath: 'genshin-impact-top-up' });
    const logo = zone.body.data.game.logo as string;
    expect(logo).toBe('/api/static/game/genshin-impact.png');
    const res = await t.raw(logo);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
    const body = new Uint8Array(await res.arrayBuffer());
    // The PNG signature, then IHDR: 192 x 192, colour type 3 (a palette).
    expect([...body.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    const ihdr = new DataView(body.buffer, body.byteOffset + 16, 10);
    expect([ihdr.getUint32(0), ihdr.getUint32(4), ihdr.getUint8(9)]).toEqual([192, 192, 3]);
    expect(body.length).toBeLessThan(8 * 1024);
    for (const name of ['nope.png', 'genshin-impact.gif', 'genshin-impact.png.svg'])
      expect((await t.raw(`/api/static/game/${name}`)).status).toBe(404);
  });

  it('answers the SVG at the PNG path when the initials are in a script the bundled font lacks', async () => {
    const [game] = await t.db.select().from(games).where(eq(games.slug, 'genshin-impact'));
    await t.db.insert(games).values({
      ...game!,
      id: undefined,
      configId: 990_101,
      slug: 'yuanshen-art',
      name: '原神',
      zonePath: 'yuanshen-art',
      hotRank: null,
    });
    try {
      const res = await t.raw('/api/static/game/yuanshen-art.png');
      expect(res.status).toBe(200);
      // The browser goes by the content type: it draws the letters with its own fonts.
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(await res.text()).toContain('>原神<');
    } finally {
      await t.db.delete(games).where(eq(games.slug, 'yuanshen-art'));
    }
  });
});

describe('getNotice and the processing-order count', () => {
  it('is null for visitors', async () => {
    const res = await t.call('getNotice');
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
  });

  it("shows the signed-in user's newest order in progress and counts it", async () => {
    const token = await login(t);
    expect((await t.call('getNotice', {}, { token })).body.data).toBeNull();
    const order = {
      userId: 1,
      currency: 'USD',
      subtotal: 499,
      couponDiscount: 0,
      providerFee: 42,
      total: 541,
      totalUsd: 541,
      payMethod: 'card' as const,
      requestHash: 'h',
      returnOrigin: 'http://localhost:8080',
    };
    await t.db.insert(orders).values([
      {
        ...order,
        id: 'GLTESTDONE',
        status: 'complete',
        idempotencyKey: 'k-done-0001',
        createdAt: new Date(Date.now() - 60_000),
      },
      { ...order, id: 'GLTESTPROC', status: 'processing', idempotencyKey: 'k-proc-0001' },
    ]);
    const notice = await t.call('getNotice', {}, { token, locale: 'de' });
    expect(notice.body.data).toEqual({
      orderId: 'GLTESTPROC',
      orderNotice: 'Deine Bestellung wird geliefert. Sie kommt meist innerhalb von 10 Minuten an.',
    });
    const detail = await t.call('getUserInfoDetail', {}, { token });
    expect(detail.body.data.processingOrderCount).toBe(1);
  });

  it('shows an unpaid order too, inviting to pay or cancel it', async () => {
    const token = await login(t);
    await t.db.insert(orders).values({
      id: 'GLTESTUNPAID',
      userId: 1,
      status: 'paying',
      currency: 'USD',
      subtotal: 1499,
      couponDiscount: 0,
      providerFee: 87,
      total: 1586,
      totalUsd: 1586,
      payMethod: 'card',
      requestHash: 'h',
      returnOrigin: 'http://localhost:8080',
      idempotencyKey: 'k-unpaid-0001',
      createdAt: new Date(Date.now() + 60_000),
    });
    const notice = await t.call('getNotice', {}, { token });
    expect(notice.body.data).toEqual({
      orderId: 'GLTESTUNPAID',
      orderNotice: 'Your order is waiting for payment. Open it to pay or cancel.',
    });
  });
});
