// Orders through HTTP: role check, quote, create (validation, idempotency), list, detail, cancel,
// and another user's order.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePackages, orders, payments, rateLimits } from '../../src/db/schema/index.ts';
import { forgetCatalog } from '../../src/services/catalog.ts';
import { startTestApp, type TestApp } from '../helpers.ts';
import { key, newShopper, PLAYER, RETURN_URL, setUpCatalog, type Fixture } from './fixtures.ts';

let t: TestApp;
let f: Fixture;
let shopper: { id: number; token: string };
beforeAll(async () => {
  t = await startTestApp();
  f = await setUpCatalog(t);
  shopper = await newShopper(t);
});
afterAll(() => t.close());

const ROLE_INCORRECT = 'The ID you submitted is incorrect, please check and submit again.';
const line = (packageId: number, quantity = 1) => ({
  packageId,
  quantity,
  playerId: PLAYER.id,
  roleName: PLAYER.name,
});
/** A valid card order of one medium package; `over` changes single fields. */
const body = (over: Record<string, unknown> = {}) => ({
  idempotencyKey: key(),
  items: [line(f.pkg.medium)],
  payMethod: 'card',
  returnUrl: RETURN_URL,
  ...over,
});
const ordersOf = async (userId: number) =>
  (await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]?.n ?? 0;

describe('POST /api/order/checkRole', () => {
  it('returns the in-game name of a known player ID', async () => {
    const res = await t.call('checkRole', {
      gameId: f.serverGameId,
      playerId: PLAYER.id,
      serverId: PLAYER.server,
    });
    expect(res.body).toMatchObject({
      code: 200,
      data: { roleName: PLAYER.name, serverId: PLAYER.server },
    });
  });

  it("answers 'The ID you submitted is incorrect...' for an unknown, malformed or server-less ID", async () => {
    for (const input of [
      { gameId: f.directGameId, playerId: '12121212' },
      { gameId: f.directGameId, playerId: 'abcdefgh' },
      { gameId: f.serverGameId, playerId: PLAYER.id },
      { gameId: f.serverGameId, playerId: PLAYER.id, serverId: '9999' },
    ]) {
      const res = await t.call('checkRole', input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body.message).toBe(ROLE_INCORRECT);
    }
  });

  it('translates the message by x-locale', async () => {
    const res = await t.call(
      'checkRole',
      { gameId: f.directGameId, playerId: '12121212' },
      { locale: 'de' },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).not.toBe(ROLE_INCORRECT);
    expect(res.body.message).toMatch(/ID/);
  });

  it('answers 404 for an unknown game and 400 for a missing player ID', async () => {
    expect((await t.call('checkRole', { gameId: 99_999_999, playerId: PLAYER.id })).status).toBe(
      404,
    );
    expect((await t.call('checkRole', { gameId: f.directGameId })).status).toBe(400);
  });
});

describe('POST /api/order/quote', () => {
  it('prices in the x-currency currency with whole units for JPY', async () => {
    const res = await t.call(
      'quoteOrder',
      { items: [{ packageId: f.pkg.small, quantity: 3 }] },
      { currency: 'JPY' },
    );
    expect(res.status).toBe(200);
    const q = res.body.data;
    expect(q.subtotal.currency).toBe('JPY');
    expect(Number.isInteger(q.subtotal.amount)).toBe(true);
    expect(q.total.amount).toBe(q.subtotal.amount - q.couponDiscount.amount + q.providerFee.amount);
    expect(q.items[0]?.lineTotal.amount).toBe((q.items[0]?.unitPrice.amount ?? 0) * 3);
  });

  it('refuses negative, zero and fractional quantities and unknown packages', async () => {
    for (const quantity of [-1, 0, 1.5, 100]) {
      const res = await t.call('quoteOrder', { items: [{ packageId: f.pkg.small, quantity }] });
      expect(res.status, String(quantity)).toBe(400);
      expect(res.body.message).toMatch(/^Parameter Error/);
    }
    const unknown = await t.call('quoteOrder', { items: [{ packageId: 99_999_999, quantity: 1 }] });
    expect(unknown.status).toBe(400);
  });

  it('needs a token to apply a coupon', async () => {
    const res = await t.call('quoteOrder', {
      items: [{ packageId: f.pkg.small, quantity: 1 }],
      couponId: 1,
    });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/order/create', () => {
  it('needs a token', async () => {
    expect((await t.call('createOrder', body())).status).toBe(401);
  });

  it('refuses negative quantities and creates nothing', async () => {
    const before = await ordersOf(shopper.id);
    const res = await t.call(
      'createOrder',
      body({ items: [{ ...line(f.pkg.medium), quantity: -3 }] }),
      { token: shopper.token },
    );
    expect(res.status).toBe(400);
    expect(await ordersOf(shopper.id)).toBe(before);
  });

  it('refuses a role name the publisher does not report', async () => {
    const res = await t.call(
      'createOrder',
      body({ items: [{ ...line(f.pkg.medium), roleName: 'Someone Else' }] }),
      { token: shopper.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ROLE_INCORRECT);
  });

  it("refuses a return URL outside the storefront origins, in the shopper's language", async () => {
    const evil = body({ returnUrl: 'https://evil.example/cart' });
    const before = await ordersOf(shopper.id);
    const res = await t.call('createOrder', evil, { token: shopper.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The return address is not a Gemlane storefront address');
    const de = await t.call('createOrder', evil, { token: shopper.token, locale: 'de' });
    expect(de.status).toBe(400);
    expect(de.body.message).toBe('Die Rücksprungadresse ist keine Adresse des Gemlane-Shops');
    expect(await ordersOf(shopper.id)).toBe(before);
  });

  it('keeps card payments between $10 and $500 (wallet has no such limit)', async () => {
    const small = await t.call('createOrder', body({ items: [line(f.pkg.small)] }), {
      token: shopper.token,
    });
    expect(small.status).toBe(400);
    expect(small.body.message).toBe('Card payments must be at least $10.00');
    const huge = await t.call('createOrder', body({ items: [line(f.pkg.huge)] }), {
      token: shopper.token,
    });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe('Card payments must be at most $500.00 per transaction');
    const wallet = await t.call(
      'createOrder',
      body({ items: [line(f.pkg.small)], payMethod: 'wallet' }),
      { token: shopper.token },
    );
    expect(wallet.status).toBe(200);
  });

  it('answers a double submit with the same order, never a second one', async () => {
    const before = await ordersOf(shopper.id);
    const input = body();
    const [a, b] = await Promise.all([
      t.call('createOrder', input, { token: shopper.token }),
      t.call('createOrder', input, { token: shopper.token }),
    ]);
    const c = await t.call('createOrder', input, { token: shopper.token });
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(b.body.data.orderId).toBe(a.body.data.orderId);
    expect(c.body.data.outTradeNo).toBe(a.body.data.outTradeNo);
    expect(await ordersOf(shopper.id)).toBe(before + 1);
  });

  it('answers a repeat of the key with its order after the package was withdrawn', async () => {
    const input = body({ items: [line(f.pkg.large)] });
    const first = await t.call('createOrder', input, { token: shopper.token });
    expect(first.status).toBe(200);
    await t.db.update(gamePackages).set({ active: false }).where(eq(gamePackages.id, f.pkg.large));
    try {
      const again = await t.call('createOrder', input, { token: shopper.token });
      expect(again.status).toBe(200);
      expect(again.body.data.orderId).toBe(first.body.data.orderId);
      const fresh = await t.call(
        'createOrder',
        { ...input, idempotencyKey: key() },
        {
          token: shopper.token,
        },
      );
      expect(fresh.status).toBe(400);
    } finally {
      await t.db.update(gamePackages).set({ active: true }).where(eq(gamePackages.id, f.pkg.large));
    }
  });

  it('opens the sandbox checkout with the order: the answer is the address stored on its payment', async () => {
    const res = await t.call('createOrder', body(), { token: shopper.token, locale: 'de' });
    expect(res.status).toBe(200);
    const { outTradeNo, payUrl } = res.body.data;
    const [payment] = await t.db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo));
    expect(payment).toMatchObject({
      provider: 'sandbox',
      providerRef: `sbx_${outTradeNo}`,
      checkoutUrl: payUrl,
    });
    expect(new URL(payUrl).searchParams.get('lang')).toBe('de');
  });

  it('refuses the same key with another cart', async () => {
    const input = body();
    expect((await t.call('createOrder', input, { token: shopper.token })).status).toBe(200);
    const other = await t.call(
      'createOrder',
      { ...input, items: [line(f.pkg.large)] },
      { token: shopper.token },
    );
    expect(other.status).toBe(409);
  });
});

describe('order list, detail and cancel', () => {
  it('lists the own orders by status with pages', async () => {
    const mine = await newShopper(t);
    const made: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await t.call('createOrder', body(), { token: mine.token });
      made.push(res.body.data.orderId);
    }
    await t.call('cancelOrder', { orderId: made[0] }, { token: mine.token });
    const page1 = await t.call('orderList', { page: 1, pageSize: 2 }, { token: mine.token });
    expect(page1.body.data.total).toBe(3);
    expect(page1.body.data.list).toHaveLength(2);
    const paying = await t.call(
      'orderList',
      { status: 'paying', page: 1, pageSize: 10 },
      { token: mine.token },
    );
    expect(paying.body.data.list.map((o) => o.orderId).sort()).toEqual(made.slice(1).sort());
    const cancelled = await t.call('orderList', { status: 'cancelled' }, { token: mine.token });
    expect(cancelled.body.data.list.map((o) => o.orderId)).toEqual([made[0]]);
    expect(cancelled.body.data.list[0]).toMatchObject({
      statusLabel: 'Cancel order',
      canPay: false,
      canCancel: false,
    });
    expect((await t.call('orderList', { status: 'nope' }, { token: mine.token })).status).toBe(400);
  });

  it('cancels an unpaid order once; a cancelled order cannot be paid again', async () => {
    const res = await t.call('createOrder', body(), { token: shopper.token });
    const { orderId } = res.body.data;
    const cancel = await t.call('cancelOrder', { orderId }, { token: shopper.token });
    expect(cancel.body.data.status).toBe('cancelled');
    const twice = await t.call('cancelOrder', { orderId }, { token: shopper.token });
    expect(twice.body.data.status).toBe('cancelled');
    const again = await t.call(
      'payAgain',
      { orderId, idempotencyKey: key(), returnUrl: RETURN_URL },
      { token: shopper.token },
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order was cancelled and can no longer be paid');
    const detail = await t.call('orderDetail', { orderId }, { token: shopper.token });
    expect(detail.body.data.timeline.map((e) => e.status)).toEqual(['paying', 'cancelled']);
    expect(detail.body.data.payments.map((p) => p.status)).toEqual(['void']);
  });

  it("answers 404 for another user's order and changes nothing", async () => {
    const res = await t.call('createOrder', body(), { token: shopper.token });
    const { orderId, outTradeNo } = res.body.data;
    const intruder = await newShopper(t);
    const as = { token: intruder.token };
    expect((await t.call('orderDetail', { orderId }, as)).status).toBe(404);
    expect((await t.call('cancelOrder', { orderId }, as)).status).toBe(404);
    expect(
      (await t.call('payAgain', { orderId, idempotencyKey: key(), returnUrl: RETURN_URL }, as))
        .status,
    ).toBe(404);
    expect((await t.call('paymentResult', { outTradeNo }, as)).status).toBe(404);
    expect((await t.call('orderList', {}, as)).body.data.total).toBe(0);
    expect(
      (await t.call('orderDetail', { orderId }, { token: shopper.token })).body.data.status,
    ).toBe('paying');
  });

  it('answers 404 for an unknown order and refuses SQL in the order id', async () => {
    expect(
      (await t.call('orderDetail', { orderId: "GL1' or '1'='1" }, { token: shopper.token })).status,
    ).toBe(404);
    expect((await t.call('orderDetail', {}, { token: shopper.token })).status).toBe(400);
  });
});

describe('rate limits', () => {
  it('let one shopper open a limited number of orders, then refuse with the wait, orders of others still open', async () => {
    const mine = await newShopper(t);
    const { max } = t.config.limits.orderCreatePerUser;
    const made: string[] = [];
    for (let i = 0; i < max; i += 1) {
      const res = await t.call('createOrder', body(), { token: mine.token });
      expect(res.status).toBe(200);
      made.push(res.body.data.orderId);
    }
    const refused = await t.call('createOrder', body(), { token: mine.token });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/try again in \d+ seconds/);
    expect(await ordersOf(mine.id)).toBe(max);
    const other = await newShopper(t);
    expect((await t.call('createOrder', body(), { token: other.token })).status).toBe(200);
  });

  it('stops one address walking through player IDs', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    let last = 0;
    for (let i = 0; i <= t.config.limits.roleCheckPerIp.max; i += 1) {
      last = (
        await t.call(
          'checkRole',
          { gameId: f.directGameId, playerId: String(20000000 + i) },
          { headers },
        )
      ).status;
    }
    expect(last).toBe(429);
    const other = await t.call(
      'checkRole',
      { gameId: f.directGameId, playerId: PLAYER.id },
      { headers: { 'x-forwarded-for': '203.0.113.78' } },
    );
    expect(other.status).toBe(200);
  });
});

describe('an order priced from the packages read moments ago', () => {
  /** The statements the API runs while `work` runs. */
  const statementsDuring = async (work: () => Promise<unknown>) => {
    const pool = (t.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
    const query = pool.query;
    let n = 0;
    pool.query = (...args: unknown[]) => {
      n += 1;
      return query.apply(pool, args);
    };
    try {
      await work();
    } finally {
      pool.query = query;
    }
    return n;
  };
  const quote = (packageId: number) =>
    t.call('quoteOrder', { items: [{ packageId, quantity: 1 }], payMethod: 'wallet' });
  const countOf = async (userId: number) =>
    (
      await t.db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(eq(rateLimits.key, `order-create:user:${userId}`))
    )[0]?.count ?? 0;

  it('is one statement after its quote, two without one', async () => {
    const mine = await newShopper(t);
    // Signed in once: the session is then in memory.
    await t.call('orderList', { page: 1, pageSize: 1 }, { token: mine.token });
    expect((await quote(f.pkg.medium)).status).toBe(200);
    let res: Awaited<ReturnType<TestApp['call']>> | undefined;
    const after = await statementsDuring(async () => {
      res = await t.call('createOrder', body({ payMethod: 'wallet' }), { token: mine.token });
    });
    expect(res?.status).toBe(200);
    // A change of the catalogue here forgets the packages read; the games are read again first.
    forgetCatalog(t.db);
    expect((await t.call('gameList', {})).status).toBe(200);
    const without = await statementsDuring(async () => {
      res = await t.call('createOrder', body({ payMethod: 'wallet' }), { token: mine.token });
    });
    expect(res?.status).toBe(200);
    // PostgreSQL reads the session on every request (other processes may end it); PGlite keeps it.
    const session = process.env.DATABASE_URL ? 1 : 0;
    expect([after, without]).toEqual([1 + session, 2 + session]);
    expect(await countOf(mine.id)).toBe(2);
  });

  it('charges the price the database has when another instance changed it since', async () => {
    const mine = await newShopper(t);
    const [pkg] = await t.db.select().from(gamePackages).where(eq(gamePackages.id, f.pkg.medium));
    expect((await quote(f.pkg.medium)).status).toBe(200);
    // Written straight to the table, as another instance would: this one is not told.
    await t.db
      .update(gamePackages)
      .set({ priceUsdCents: pkg!.priceUsdCents + 100 })
      .where(eq(gamePackages.id, f.pkg.medium));
    try {
      const res = await t.call('createOrder', body({ payMethod: 'wallet' }), {
        token: mine.token,
        currency: 'USD',
      });
      expect(res.status).toBe(200);
      const [order] = await t.db.select().from(orders).where(eq(orders.id, res.body.data.orderId));
      expect(order!.subtotal).toBe(pkg!.priceUsdCents + 100);
      // The refused statement left nothing: the attempt is counted once.
      expect(await countOf(mine.id)).toBe(1);
    } finally {
      await t.db
        .update(gamePackages)
        .set({ priceUsdCents: pkg!.priceUsdCents })
        .where(eq(gamePackages.id, f.pkg.medium));
    }
  });

  it('counts every attempt once, the refused one included', async () => {
    const mine = await newShopper(t);
    const { max } = t.config.limits.orderCreatePerUser;
    expect((await quote(f.pkg.medium)).status).toBe(200);
    for (let i = 0; i < max; i += 1)
      expect((await t.call('createOrder', body(), { token: mine.token })).status).toBe(200);
    expect((await t.call('createOrder', body(), { token: mine.token })).status).toBe(429);
    expect(await countOf(mine.id)).toBe(max + 1);
    expect(await ordersOf(mine.id)).toBe(max);
  });
});

describe('hostile bodies on commerce calls', () => {
  const post = (path: string, body: string, token?: string) =>
    t.raw(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
      body,
    });

  it('answers malformed JSON, wrong types, injection strings and huge bodies with a clear non-200', async () => {
    const before = await ordersOf(shopper.id);
    const cases: [string, string, number][] = [
      ['/api/order/create', '{"idempotencyKey": "abcdefgh", ', 400],
      [
        '/api/order/quote',
        JSON.stringify({ items: [{ packageId: f.pkg.small, quantity: '1' }] }),
        400,
      ],
      ['/api/order/quote', JSON.stringify({ items: { $gt: '' } }), 400],
      [
        '/api/order/checkRole',
        JSON.stringify({ gameId: f.directGameId, playerId: "1' OR '1'='1" }),
        400,
      ],
      [
        '/api/order/checkRole',
        JSON.stringify({ gameId: f.directGameId, playerId: { $ne: null } }),
        400,
      ],
      ['/api/order/create', JSON.stringify({ idempotencyKey: 'x'.repeat(80_000) }), 413],
    ];
    for (const [path, body, status] of cases) {
      const res = await post(path, body, shopper.token);
      expect(res.status, `${path} ${body.slice(0, 60)}`).toBe(status);
      const answer = (await res.json()) as { code: number; data: unknown; message: string };
      expect(answer.code).toBe(status);
      expect(answer.data).toBeNull();
      expect(answer.message.length).toBeGreaterThan(3);
    }
    expect(await ordersOf(shopper.id)).toBe(before);
  });
});
