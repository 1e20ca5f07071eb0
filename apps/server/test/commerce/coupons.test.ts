// Coupons through HTTP: home list, receive, tabs and counts, use in an order (one per order),
// claim by a typed code, forged, another user's and expired coupons, the coupon coming back when an order is cancelled.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponTemplates } from '../../src/db/schema/index.ts';
import { grantNewUserCoupons } from '../../src/services/coupons/coupons.ts';
import { startTestApp, type TestApp } from '../helpers.ts';
import {
  key,
  newShopper,
  PLAYER,
  REJECTED_PLAYER,
  RETURN_URL,
  setUpCatalog,
  type Fixture,
} from './fixtures.ts';

let t: TestApp;
let f: Fixture;
const templateId: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestApp();
  f = await setUpCatalog(t);
  for (const row of await t.db.select().from(couponTemplates)) templateId[row.code] = row.id;
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60_000;

async function receive(token: string, code: string) {
  const res = await t.call('receiveCoupon', { templateId: templateId[code] }, { token });
  expect(res.status, code).toBe(200);
  return res.body.data;
}

const orderWith = (token: string, couponId: number | undefined, packageId = f.pkg.large) =>
  t.call(
    'createOrder',
    {
      idempotencyKey: key(),
      items: [{ packageId, quantity: 1, playerId: PLAYER.id, roleName: PLAYER.name }],
      payMethod: 'card',
      returnUrl: RETURN_URL,
      ...(couponId === undefined ? {} : { couponId }),
    },
    { token },
  );

describe('GET /api/coupon/homeList and POST /api/coupon/receive', () => {
  it('offers the home coupons with their terms in the x-currency currency', async () => {
    const res = await t.call('couponHomeList', {}, { currency: 'JPY' });
    const save2 = res.body.data.find((c) => c.templateId === templateId.SAVE2);
    expect(save2).toMatchObject({
      kind: 'amount',
      received: false,
      validDays: 30,
      currency: 'JPY',
    });
    expect(save2?.offAmount?.currency).toBe('JPY');
    expect(res.body.data.some((c) => c.templateId === templateId.WELCOME)).toBe(false);
  });

  it('hands a coupon once per user (receiving again answers the same one) and marks it received', async () => {
    const shopper = await newShopper(t);
    const coupon = await receive(shopper.token, 'SAVE2');
    expect(coupon).toMatchObject({
      status: 'available',
      offAmount: { amount: 200, currency: 'USD' },
      minimumOrder: { amount: 2000, currency: 'USD' },
      cap: null,
    });
    const again = await t.call(
      'receiveCoupon',
      { templateId: templateId.SAVE2 },
      { token: shopper.token },
    );
    expect(again.body.data.id).toBe(coupon.id);
    expect((await t.call('couponCount', {}, { token: shopper.token })).body.data.available).toBe(1);
    const home = await t.call('couponHomeList', {}, { token: shopper.token });
    expect(home.body.data.find((c) => c.templateId === templateId.SAVE2)?.received).toBe(true);
    expect(
      (await t.call('receiveCoupon', { templateId: 99_999_999 }, { token: shopper.token })).status,
    ).toBe(404);
    expect(
      (await t.call('receiveCoupon', { templateId: templateId.WELCOME }, { token: shopper.token }))
        .status,
    ).toBe(404);
    expect((await t.call('receiveCoupon', { templateId: templateId.SAVE2 })).status).toBe(401);
  });
});

describe('coupons on orders', () => {
  it('applies the minimum order, the percentage cap, and moves the coupon to Used', async () => {
    const shopper = await newShopper(t);
    const save2 = await receive(shopper.token, 'SAVE2');
    const ten = await receive(shopper.token, 'TENOFF');

    const below = await t.call(
      'quoteOrder',
      { items: [{ packageId: f.pkg.medium, quantity: 1 }], couponId: save2.id },
      { token: shopper.token },
    );
    expect(below.body.data.coupon).toEqual({
      id: save2.id,
      applied: false,
      reason: 'The order does not reach the minimum amount of this coupon',
    });
    expect(below.body.data.couponDiscount.amount).toBe(0);

    const capped = await t.call(
      'quoteOrder',
      { items: [{ packageId: f.pkg.large, quantity: 1 }], couponId: ten.id },
      { token: shopper.token },
    );
    // 10 % of $99.99 is $10.00, capped at $5
    expect(capped.body.data.couponDiscount.amount).toBe(500);

    const created = await orderWith(shopper.token, save2.id);
    expect(created.status).toBe(200);
    const detail = await t.call(
      'orderDetail',
      { orderId: created.body.data.orderId },
      { token: shopper.token },
    );
    expect(detail.body.data).toMatchObject({
      couponId: save2.id,
      couponDiscount: { amount: 200, currency: 'USD' },
    });
    // 9999 - 200 = 9799; fee 4.5 % = 440.955 -> 441, + 20
    expect(detail.body.data.total.amount).toBe(9799 + 441 + 20);

    const used = await t.call('couponList', { status: 'used' }, { token: shopper.token });
    expect(used.body.data.list.map((c) => [c.id, c.orderId])).toEqual([
      [save2.id, created.body.data.orderId],
    ]);
    expect((await t.call('couponCount', {}, { token: shopper.token })).body.data).toEqual({
      available: 1,
      used: 1,
      expired: 0,
    });

    const reuse = await orderWith(shopper.token, save2.id);
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe('This coupon has already been used');

    await t.call('cancelOrder', { orderId: created.body.data.orderId }, { token: shopper.token });
    const back = await t.call('couponList', { status: 'available' }, { token: shopper.token });
    expect(back.body.data.list.map((c) => c.id).sort()).toEqual([save2.id, ten.id].sort());
  });

  it('lets two racing orders use one coupon only once', async () => {
    const shopper = await newShopper(t);
    const coupon = await receive(shopper.token, 'SAVE2');
    const results = await Promise.all([
      orderWith(shopper.token, coupon.id),
      orderWith(shopper.token, coupon.id),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('answers a double submit with a coupon with the same order', async () => {
    const shopper = await newShopper(t);
    const coupon = await receive(shopper.token, 'SAVE2');
    const input = {
      idempotencyKey: key(),
      items: [{ packageId: f.pkg.large, quantity: 1, playerId: PLAYER.id, roleName: PLAYER.name }],
      payMethod: 'card' as const,
      couponId: coupon.id,
      returnUrl: RETURN_URL,
    };
    const [a, b] = await Promise.all([
      t.call('createOrder', input, { token: shopper.token }),
      t.call('createOrder', input, { token: shopper.token }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.data.orderId).toBe(a.body.data.orderId);
    expect((await t.call('orderList', {}, { token: shopper.token })).body.data.total).toBe(1);
  });

  it('lends the coupon held by an unpaid order to the quote and list of that same attempt only', async () => {
    const shopper = await newShopper(t);
    const coupon = await receive(shopper.token, 'SAVE2');
    const attempt = key();
    const items = [{ packageId: f.pkg.large, quantity: 1 }];
    const first = await t.call(
      'createOrder',
      {
        idempotencyKey: attempt,
        items: items.map((i) => ({ ...i, playerId: PLAYER.id, roleName: PLAYER.name })),
        payMethod: 'card',
        couponId: coupon.id,
        returnUrl: RETURN_URL,
      },
      { token: shopper.token },
    );
    expect(first.status).toBe(200);
    const ordered = await t.call(
      'orderDetail',
      { orderId: first.body.data.orderId },
      { token: shopper.token },
    );
    const quote = (attemptKey?: string) =>
      t.call(
        'quoteOrder',
        { items, couponId: coupon.id, ...(attemptKey ? { attemptKey } : {}) },
        { token: shopper.token },
      );
    const available = async (attemptKey?: string) =>
      (
        await t.call(
          'couponList',
          { status: 'available', ...(attemptKey ? { attemptKey } : {}) },
          { token: shopper.token },
        )
      ).body.data.list.map((c) => [c.id, c.status]);

    // Back from the checkout: the same attempt sees the same total and coupon as its order.
    const same = (await quote(attempt)).body.data;
    expect(same.coupon).toEqual({ id: coupon.id, applied: true, reason: null });
    expect(same.couponDiscount.amount).toBe(200);
    expect(same.total).toEqual(ordered.body.data.total);
    expect(await available(attempt)).toEqual([[coupon.id, 'available']]);

    // The key lends the coupon to its own order's cart and method only.
    for (const changed of [
      { items: [{ packageId: f.pkg.large, quantity: 2 }] },
      { items, payMethod: 'wallet' as const },
    ]) {
      const other = await t.call(
        'quoteOrder',
        { ...changed, couponId: coupon.id, attemptKey: attempt },
        { token: shopper.token },
      );
      expect(other.body.data.coupon).toMatchObject({ id: coupon.id, applied: false });
    }

    // Any other attempt (or none) still finds the coupon held.
    for (const other of [undefined, key()]) {
      const held = (await quote(other)).body.data;
      expect(held.coupon).toMatchObject({ id: coupon.id, applied: false });
      expect(held.couponDiscount.amount).toBe(0);
      expect(await available(other)).toEqual([]);
    }
    // Used still lists it as held by the order.
    const used = await t.call(
      'couponList',
      { status: 'used', attemptKey: attempt },
      { token: shopper.token },
    );
    expect(used.body.data.list.map((c) => c.orderId)).toEqual([first.body.data.orderId]);

    // Another shopper cannot borrow it with the key.
    const stranger = await newShopper(t);
    const foreign = await t.call(
      'quoteOrder',
      { items, couponId: coupon.id, attemptKey: attempt },
      { token: stranger.token },
    );
    expect(foreign.body.data.coupon).toMatchObject({ applied: false });

    // Once the order is cancelled the key lends nothing (the coupon is plainly available again).
    await t.call('cancelOrder', { orderId: first.body.data.orderId }, { token: shopper.token });
    expect(await available(attempt)).toEqual([[coupon.id, 'available']]);
    expect((await quote()).body.data.coupon).toMatchObject({ applied: true });
  });

  it('gives the lent coupon to a new attempt that only changes the player ID, cancelling the old order', async () => {
    const shopper = await newShopper(t);
    const coupon = await receive(shopper.token, 'SAVE2');
    const items = [{ packageId: f.pkg.large, quantity: 1 }];
    const create = (
      idempotencyKey: string,
      player: { id: string; name: string },
      payMethod: 'card' | 'wallet',
    ) =>
      t.call(
        'createOrder',
        {
          idempotencyKey,
          items: items.map((i) => ({ ...i, playerId: player.id, roleName: player.name })),
          payMethod,
          couponId: coupon.id,
          returnUrl: RETURN_URL,
        },
        { token: shopper.token },
      );
    const attempt = key();
    const first = await create(attempt, PLAYER, 'card');
    expect(first.status).toBe(200);

    // Back from the checkout the quote of that attempt still lends the coupon ...
    const lent = await t.call(
      'quoteOrder',
      { items, couponId: coupon.id, payMethod: 'card', attemptKey: attempt },
      { token: shopper.token },
    );
    expect(lent.body.data.coupon).toEqual({ id: coupon.id, applied: true, reason: null });

    // ... and Buy now with another player ID (a new attempt) is charged what it quoted.
    const second = await create(key(), REJECTED_PLAYER, 'card');
    expect(second.status, second.body.message).toBe(200);
    const detail = await t.call(
      'orderDetail',
      { orderId: second.body.data.orderId },
      { token: shopper.token },
    );
    expect(detail.body.data.couponId).toBe(coupon.id);
    expect(detail.body.data.couponDiscount).toEqual(lent.body.data.couponDiscount);
    expect(detail.body.data.total).toEqual(lent.body.data.total);

    // The old unpaid order is cancelled, saying why; its payment link no longer pays.
    const old = await t.call(
      'orderDetail',
      { orderId: first.body.data.orderId },
      { token: shopper.token },
    );
    expect(old.body.data.status).toBe('cancelled');
    expect(old.body.data.timeline.at(-1)?.note).toBe(
      'Cancelled: the shopper ordered the same top-up again for another player ID',
    );
    expect(old.body.data.payments.every((p) => p.status === 'void')).toBe(true);
    const list = await t.call('orderList', {}, { token: shopper.token });
    expect(list.body.data.list.filter((o) => o.status === 'paying').map((o) => o.orderId)).toEqual([
      second.body.data.orderId,
    ]);

    // Another cart (another method) does not take the coupon from an unpaid order.
    const third = await create(key(), PLAYER, 'wallet');
    expect(third.status).toBe(400);
    expect(third.body.message).toBe('This coupon has already been used');
    const still = await t.call(
      'orderDetail',
      { orderId: second.body.data.orderId },
      { token: shopper.token },
    );
    expect(still.body.data.status).toBe('paying');
  });

  it("refuses forged coupon ids and another user's coupon", async () => {
    const owner = await newShopper(t);
    const coupon = await receive(owner.token, 'BIG5');
    const thief = await newShopper(t);
    for (const couponId of [coupon.id, 99_999_999]) {
      const res = await orderWith(thief.token, couponId);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This coupon is not available');
    }
    expect((await orderWith(thief.token, -5 as number)).status).toBe(400);
    expect((await t.call('couponCount', {}, { token: owner.token })).body.data.available).toBe(1);
    expect((await t.call('orderList', {}, { token: thief.token })).body.data.total).toBe(0);
  });

  it('gives the sign-up coupon of the registration activity once', async () => {
    const shopper = await newShopper(t);
    expect(await t.db.transaction((tx) => grantNewUserCoupons(tx, shopper.id, t.clock.now()))).toBe(
      1,
    );
    expect(await t.db.transaction((tx) => grantNewUserCoupons(tx, shopper.id, t.clock.now()))).toBe(
      0,
    );
    const list = await t.call('couponList', { status: 'available' }, { token: shopper.token });
    const [welcome] = await t.db
      .select()
      .from(couponTemplates)
      .where(eq(couponTemplates.code, 'WELCOME'));
    expect(list.body.data.list.map((c) => c.name)).toEqual([welcome?.name]);
  });

  it('expires coupons: Expired tab, and an expired coupon is refused', async () => {
    const shopper = await newShopper(t);
    const weekend = await receive(shopper.token, 'WEEKEND1');
    t.clock.advance(4 * DAY_MS);
    const expired = await t.call(
      'couponList',
      { status: 'expired', page: 1, pageSize: 10 },
      { token: shopper.token },
    );
    expect(expired.body.data.list.map((c) => [c.id, c.status])).toEqual([[weekend.id, 'expired']]);
    const res = await orderWith(shopper.token, weekend.id);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This coupon has expired');
    expect((await t.call('couponCount', {}, { token: shopper.token })).body.data).toEqual({
      available: 0,
      used: 0,
      expired: 1,
    });
  });

  it('claims a typed code once: unknown, used and expired codes are refused with their reason', async () => {
    const shopper = await newShopper(t);
    const claim = (code: string, token: string | null = shopper.token) =>
      t.call('claimCouponCode', { code }, token ? { token } : {});
    const tenoff = await claim(' tenoff ');
    expect(tenoff.status).toBe(200);
    expect(tenoff.body.data).toMatchObject({
      status: 'available',
      kind: 'percent',
      offPercent: 10,
    });
    expect((await claim('TENOFF')).body.data.id).toBe(tenoff.body.data.id);
    for (const code of ['NOSUCHCODE', 'WELCOME']) {
      const unknown = await claim(code);
      expect(unknown.status, code).toBe(404);
      expect(unknown.body.message).toBe('No coupon has this code. Check the code and try again.');
    }
    expect((await claim('TENOFF', null)).status).toBe(401);
    expect((await orderWith(shopper.token, tenoff.body.data.id)).status).toBe(200);
    const used = await claim('TENOFF');
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('This coupon has already been used');
    expect((await claim('weekend1')).status).toBe(200);
    t.clock.advance(4 * DAY_MS);
    const expired = await claim('WEEKEND1');
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe('This coupon has expired');
    expect((await t.call('couponCount', {}, { token: shopper.token })).body.data).toEqual({
      available: 0,
      used: 1,
      expired: 1,
    });
  });
});
