// The price the shop shows is the price the server charges: for every currency, payment method and
// coupon of the seed, the stores' pricing (what the views show: the package price, the coupon's
// fit and discount, each method's total and limits) is compared with the order the API creates.
import {
  CURRENCY_CODES,
  fitCoupon,
  PAY_METHODS,
  type Coupon,
  type PayMethod,
} from '@gemlane/contract';
// The stores' own pricing module (kit-free and DOM-free), as the checkout hook calls it.
import { pricedMethods } from '@gemlane/stores/purchase/pay-methods';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponTemplates, games } from '../../src/db/schema/index.ts';
import { grantNewUserCoupons } from '../../src/services/coupons/coupons.ts';
import { startTestApp, type TestApp } from '../helpers.ts';
import { key, newShopper, PLAYER, RETURN_URL, setUpCatalog, type Fixture } from './fixtures.ts';

let t: TestApp;
let f: Fixture;
let zonePath: string;
let homeTemplates: number[];
beforeAll(async () => {
  t = await startTestApp();
  f = await setUpCatalog(t);
  const [game] = await t.db.select().from(games).where(eq(games.id, f.directGameId));
  zonePath = game!.zonePath;
  homeTemplates = (await t.db.select().from(couponTemplates))
    .filter((c) => c.onHome && !c.forNewUsers)
    .map((c) => c.id);
});
afterAll(() => t.close());

/** A new shopper holding one of every seeded coupon (the home ones and the new-user one). */
async function shopperWithEveryCoupon(currency: string) {
  const shopper = await newShopper(t);
  await t.db.transaction((tx) => grantNewUserCoupons(tx, shopper.id, t.clock.now()));
  for (const templateId of homeTemplates) {
    const res = await t.call('receiveCoupon', { templateId }, { token: shopper.token });
    expect(res.status).toBe(200);
  }
  const list = await t.call(
    'couponList',
    { status: 'available', page: 1, pageSize: 100 },
    { token: shopper.token, currency },
  );
  const coupons: Coupon[] = list.body.data.list;
  expect(coupons).toHaveLength(homeTemplates.length + 1);
  return { ...shopper, coupons };
}

/** The order the API creates for one package with `method` and `coupon`: its amounts, or its 400. */
async function charge(
  token: string,
  currency: string,
  packageId: number,
  method: PayMethod,
  coupon: Coupon | null,
) {
  const created = await t.call(
    'createOrder',
    {
      idempotencyKey: key(),
      items: [{ packageId, quantity: 1, playerId: PLAYER.id, roleName: PLAYER.name }],
      payMethod: method,
      returnUrl: RETURN_URL,
      ...(coupon ? { couponId: coupon.id } : {}),
    },
    { token, currency },
  );
  if (created.status !== 200) return { refused: created.status } as const;
  const { orderId } = created.body.data;
  const detail = await t.call('orderDetail', { orderId }, { token, currency });
  const o = detail.body.data;
  // The coupon comes back for the next order of this shopper.
  expect((await t.call('cancelOrder', { orderId }, { token })).status).toBe(200);
  return {
    subtotal: o.subtotal,
    couponDiscount: o.couponDiscount,
    providerFee: o.providerFee,
    total: o.total,
  } as const;
}

describe('quote = charge', () => {
  it.each(CURRENCY_CODES)(
    'the shop and the server agree in %s for every method and coupon',
    async (currency) => {
      const zone = await t.call('getGameZone', { gameZonePath: zonePath }, { currency });
      const methods = (await t.call('paymentMethods', {}, { currency })).body.data;
      expect(methods.map((m) => m.method).sort()).toEqual([...PAY_METHODS].sort());
      let compared = 0;
      for (const method of PAY_METHODS) {
        const shopper = await shopperWithEveryCoupon(currency);
        // $4.99 (below the card minimum, below most coupon minimums) and $99.99.
        for (const packageId of [f.pkg.small, f.pkg.large]) {
          const pkg = zone.body.data.packages.find((p) => p.packageId === packageId)!;
          const subtotal = pkg.price;
          expect(subtotal.currency).toBe(currency);
          for (const coupon of [null, ...shopper.coupons]) {
            const fit = coupon && fitCoupon(coupon, subtotal);
            const [shop] = pricedMethods(
              methods.filter((m) => m.method === method),
              subtotal,
              fit?.applicable ? coupon : null,
            );
            const server = await charge(shopper.token, currency, packageId, method, coupon);
            const label = `${currency} ${method} ${pkg.name} coupon ${coupon?.name ?? 'none'}`;
            if (shop!.blocked || (fit && !fit.applicable)) {
              // What the shop would not let through, the server refuses too.
              expect(server, label).toEqual({ refused: 400 });
              continue;
            }
            const discount = fit?.applicable ? fit.discount.amount : 0;
            expect(server, label).toEqual({
              subtotal,
              couponDiscount: { amount: discount, currency },
              providerFee: {
                amount: shop!.total!.amount - (subtotal.amount - discount),
                currency,
              },
              total: shop!.total,
            });
            compared += 1;
          }
        }
      }
      // Every coupon fits the $99.99 package with either method: at least 2 x 6 orders agreed.
      expect(compared).toBeGreaterThanOrEqual(12);
    },
    120_000,
  );
});
