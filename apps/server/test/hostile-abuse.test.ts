// Abuse of the API that once worked without any special access: goods for nothing with a coupon,
// deeply nested JSON, partner tokens that were cut, replayed or meant for someone else, and
// anonymous calls that added a row each. Each block fails on the code before its fix.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINIMUM_PAYABLE, MAX_JSON_DEPTH } from '@gemlane/contract';
import {
  activityTriggers,
  couponTemplates,
  gamePackages,
  shareEvents,
  users,
  verificationCodes,
} from '../src/db/schema/index.ts';
import { forgetCatalog } from '../src/services/catalog.ts';
import {
  key,
  newShopper,
  PLAYER,
  RETURN_URL,
  setUpCatalog,
  type Fixture,
} from './commerce/fixtures.ts';
import { freshIp, startTestApp, type TestApp } from './helpers.ts';

describe('a coupon never makes an order free', () => {
  let t: TestApp;
  let f: Fixture;
  let cheap: number;
  let weekendTemplate: number;
  beforeAll(async () => {
    t = await startTestApp();
    f = await setUpCatalog(t);
    const [row] = await t.db
      .insert(gamePackages)
      .values({ gameId: f.directGameId, name: '10 Gems', quantity: 10, priceUsdCents: 99 })
      .returning();
    cheap = row!.id;
    forgetCatalog(t.db);
    const [weekend] = await t.db
      .select()
      .from(couponTemplates)
      .where(eq(couponTemplates.code, 'WEEKEND1'));
    weekendTemplate = weekend!.id;
  });
  afterAll(() => t.close());

  const order = (packageId: number, couponId?: number) => ({
    idempotencyKey: key(),
    items: [{ packageId, quantity: 1, playerId: PLAYER.id, roleName: PLAYER.name }],
    payMethod: 'wallet' as const,
    returnUrl: RETURN_URL,
    ...(couponId === undefined ? {} : { couponId }),
  });

  it('"$1 off, no minimum" on a $0.99 package leaves the payable minimum, quoted and charged', async () => {
    const shopper = await newShopper(t);
    const coupon = await t.call(
      'receiveCoupon',
      { templateId: weekendTemplate },
      { token: shopper.token },
    );
    expect(coupon.status).toBe(200);
    const couponId = coupon.body.data.id;

    const quote = await t.call(
      'quoteOrder',
      { items: [{ packageId: cheap, quantity: 1 }], couponId, payMethod: 'wallet' },
      { token: shopper.token },
    );
    expect(quote.status).toBe(200);
    expect(quote.body.data.coupon).toMatchObject({ applied: true });
    expect(quote.body.data.couponDiscount.amount).toBe(99 - MINIMUM_PAYABLE.USD);
    expect(quote.body.data.total.amount).toBeGreaterThanOrEqual(MINIMUM_PAYABLE.USD);

    const created = await t.call('createOrder', order(cheap, couponId), { token: shopper.token });
    expect(created.status).toBe(200);
    const detail = await t.call(
      'orderDetail',
      { orderId: created.body.data.orderId },
      { token: shopper.token },
    );
    expect(detail.body.data.couponDiscount.amount).toBe(49);
    expect(detail.body.data.total.amount).toBeGreaterThanOrEqual(MINIMUM_PAYABLE.USD);
  });

  it('keeps the minimum in every currency (JPY: whole yen)', async () => {
    const shopper = await newShopper(t);
    const coupon = await t.call(
      'receiveCoupon',
      { templateId: weekendTemplate },
      { token: shopper.token },
    );
    const quote = await t.call(
      'quoteOrder',
      {
        items: [{ packageId: cheap, quantity: 1 }],
        couponId: coupon.body.data.id,
        payMethod: 'wallet',
      },
      { token: shopper.token, currency: 'JPY' },
    );
    expect(quote.status).toBe(200);
    const { subtotal, couponDiscount } = quote.body.data;
    expect(subtotal.amount - couponDiscount.amount).toBe(MINIMUM_PAYABLE.JPY);
  });

  it('refuses an order whose total still comes to nothing, translated', async () => {
    const [free] = await t.db
      .insert(gamePackages)
      .values({ gameId: f.directGameId, name: 'Free Gems', quantity: 1, priceUsdCents: 0 })
      .returning();
    forgetCatalog(t.db);
    const shopper = await newShopper(t);
    const res = await t.call('createOrder', order(free!.id), { token: shopper.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This order cannot be placed: its total comes to nothing');
    const de = await t.call('createOrder', order(free!.id), {
      token: shopper.token,
      locale: 'de',
    });
    expect(de.body.message).toBe(
      'Diese Bestellung kann nicht aufgegeben werden: Ihr Gesamtbetrag ist null',
    );
  });
});

describe('deeply nested JSON is a 400, cheaply', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const post = (path: string, body: string, locale = 'en') =>
    t.raw(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': locale, ...freshIp() },
      body,
    });

  it('answers 400 with a translated message, at the top and inside a known field', async () => {
    for (const body of [
      `${'['.repeat(3000)}${']'.repeat(3000)}`,
      `{"email":${'['.repeat(3000)}${']'.repeat(3000)}}`,
      `{"email":"a@b.co","x":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`,
    ]) {
      const res = await post('/api/common/auth/checkEmailLogin', body);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { message: string };
      expect(answer.message).toBe(
        `Parameter Error: the request body is nested more than ${MAX_JSON_DEPTH} levels deep`,
      );
    }
    const fr = await post(
      '/api/common/auth/checkEmailLogin',
      '['.repeat(40) + ']'.repeat(40),
      'fr',
    );
    expect(((await fr.json()) as { message: string }).message).toMatch(/plus de 32 niveaux/);
  });

  it(`lets ${MAX_JSON_DEPTH} levels through to the schema`, async () => {
    const body = `{"email":"a@b.co","x":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`;
    const res = await post('/api/common/auth/checkEmailLogin', body);
    const answer = (await res.json()) as { message: string };
    expect(answer.message).not.toMatch(/nested/);
  });

  it('blocks the event loop for milliseconds, not half a second, on a 64 KB body 2,400 deep', async () => {
    // 2,400 levels of objects with padding make 64 KB, the body limit of JSON calls.
    const inner = `{"a":${'{"pad":"xxxxxxxxxxxx","a":'.repeat(2400)}1${'}'.repeat(2400)}}`;
    const body = `{"email":"a@b.co","deep":${inner}}`;
    expect(body.length).toBeGreaterThan(60_000);
    expect(body.length).toBeLessThanOrEqual(64 * 1024);
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      const res = await post('/api/common/auth/checkEmailLogin', body);
      times.push(performance.now() - started);
      expect(res.status).toBe(400);
    }
    // The fastest of five: what the request costs itself, without other load on a shared machine.
    const fastest = Math.min(...times);
    console.log(`deep JSON (64 KB, 2,400 levels): fastest ${fastest.toFixed(1)} ms per request`);
    expect(fastest).toBeLessThan(100);
  });
});

describe('partner tokens: whole subject, our audience, one use each', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const secret = new TextEncoder().encode('gemlane-demo-partner-secret-dev-only');
  /** A demo-partner token; `aud` and `jti` as given (null leaves the claim out). */
  const sign = (
    sub: string,
    {
      aud = 'gemlane',
      jti = randomUUID(),
    }: { aud?: string | string[] | null; jti?: string | null } = {},
  ) => {
    const iat = Math.floor(t.clock.now().getTime() / 1000);
    let jwt = new SignJWT({ sub })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('demo-partner')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 300);
    if (aud !== null) jwt = jwt.setAudience(aud);
    if (jti !== null) jwt = jwt.setJti(jti);
    return jwt.sign(secret);
  };
  const login = (token: string) =>
    t.call('partnerLogin', { partner: 'demo-partner', token }, { headers: freshIp() });
  const partnerUsers = async (prefix: string) => {
    const [row] = await t.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.partnerId, 'demo-partner'), like(users.partnerUserId, `${prefix}%`)));
    return row?.n ?? 0;
  };

  it('refuses a subject longer than 128 characters instead of cutting it to another account', async () => {
    const stem = `long-${randomUUID()}-`.padEnd(128, 'x');
    const exact = await login(await sign(stem));
    expect(exact.status).toBe(200);
    for (const sub of [`${stem}A`, `${stem}B`]) {
      const res = await login(await sign(sub));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Login failed: the partner sign-in could not be verified');
    }
    expect(await partnerUsers(stem.slice(0, 40))).toBe(1);
  });

  it('takes only tokens made for our audience', async () => {
    const sub = `aud-${randomUUID()}`;
    for (const aud of [null, 'other-site', ['gemlane', 'other-site'], 'Gemlane']) {
      const res = await login(await sign(sub, { aud }));
      expect(res.status, JSON.stringify(aud)).toBe(400);
    }
    expect(await partnerUsers(sub)).toBe(0);
    expect((await login(await sign(sub))).status).toBe(200);
  });

  it('needs a jti and signs in once per jti', async () => {
    const sub = `jti-${randomUUID()}`;
    expect((await login(await sign(sub, { jti: null }))).status).toBe(400);
    expect((await login(await sign(sub, { jti: 'j'.repeat(129) }))).status).toBe(400);
    const token = await sign(sub);
    const first = await login(token);
    expect(first.status).toBe(200);
    const replay = await login(token);
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe('Login failed: the partner sign-in could not be verified');
    // A spent jti stays spent in any new token that carries it.
    const jti = randomUUID();
    expect((await login(await sign(sub, { jti }))).status).toBe(200);
    expect((await login(await sign(`${sub}-2`, { jti }))).status).toBe(400);
  });

  it('lets exactly one of ten concurrent uses of one token in (on PostgreSQL too)', async () => {
    const token = await sign(`race-${randomUUID()}`);
    const answers = await Promise.all(Array.from({ length: 10 }, () => login(token)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
  });
});

describe('anonymous calls that add a row each are rate limited', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const shareRows = async () => (await t.db.select({ n: count() }).from(shareEvents))[0]?.n ?? 0;
  const triggerRows = async () =>
    (await t.db.select({ n: count() }).from(activityTriggers))[0]?.n ?? 0;

  it('share/game/report: 1,000 calls from one address add at most shareReportPerIp rows', async () => {
    const headers = freshIp();
    const before = await shareRows();
    const statuses: number[] = [];
    for (let i = 0; i < 1000; i += 1) {
      const res = await t.call('shareReport', { channel: 'copy', event: 'open' }, { headers });
      statuses.push(res.status);
    }
    const { max } = t.config.limits.shareReportPerIp;
    expect(statuses.filter((s) => s === 200)).toHaveLength(max);
    expect(statuses.at(-1)).toBe(429);
    expect((await shareRows()) - before).toBe(max);
    const last = await t.call('shareReport', { channel: 'copy', event: 'open' }, { headers });
    expect(last.body.message).toMatch(/^Too many attempts/);
  });

  it('share/game/report: a signed-in user is limited across addresses too', async () => {
    const shopper = await newShopper(t);
    const before = await shareRows();
    for (let i = 0; i < 100; i += 1)
      await t.call(
        'shareReport',
        { channel: 'copy', event: 'share' },
        { token: shopper.token, headers: freshIp() },
      );
    expect((await shareRows()) - before).toBe(t.config.limits.shareReportPerUser.max);
  });

  it('triggerHomepageActivity: 1,000 new device ids from one address add at most homeActivityPerIp rows', async () => {
    const list = await t.call('homeActivity', {});
    const popup = list.body.data.find((a) => a.kind === 'popup');
    expect(popup).toBeDefined();
    const headers = freshIp();
    const before = await triggerRows();
    for (let i = 0; i < 1000; i += 1)
      await t.call(
        'triggerHomepageActivity',
        { activityId: popup!.activityId, deviceId: `device-${i}-${randomUUID()}` },
        { headers },
      );
    expect((await triggerRows()) - before).toBe(t.config.limits.homeActivityPerIp.max);
    const res = await t.call(
      'triggerHomepageActivity',
      { activityId: popup!.activityId, deviceId: randomUUID() },
      { headers },
    );
    expect(res.status).toBe(429);
  });

  it('the limits are settings (RATE_LIMITS)', async () => {
    const tight = await startTestApp({
      RATE_LIMITS: 'shareReportPerIp=2/1h,homeActivityPerIp=3/1h',
    });
    try {
      const headers = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push(
          (await tight.call('shareReport', { channel: 'copy', event: 'open' }, { headers })).status,
        );
      expect(statuses).toEqual([200, 200, 429, 429]);
    } finally {
      await tight.close();
    }
  });
});

describe('registration codes under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('ten requests for one e-mail at once issue one code and one mail (a pool of connections on PostgreSQL)', async () => {
    const email = `burst-${randomUUID().slice(0, 8)}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('sendEmailRegisterVerification', { email }, { headers: freshIp() }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 429, 429, 429, 429, 429, 429, 429, 429, 429]);
    const [codes] = await t.db
      .select({ n: count() })
      .from(verificationCodes)
      .where(eq(verificationCodes.email, email));
    expect(codes?.n).toBe(1);
    expect(await t.mailbox(email)).toHaveLength(1);
  });
});
