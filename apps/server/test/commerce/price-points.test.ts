// Local price points: a package's list price in a whole-unit currency is shown and charged at the
// currency's price point (Rp 78.000, not Rp 78.094; 462 ₽, not 461,58 ₽); cent currencies keep
// their cents; the fee is still worked out on the snapped price.
import { PAYMENT_FEES, pricePoint, PRICE_POINT_STEP, type CurrencyCode } from '@gemlane/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/db/schema/index.ts';
import { convertUsdCents, loadRates } from '../../src/services/currency.ts';
import { startTestApp, type TestApp } from '../helpers.ts';
import { key, newShopper, PLAYER, RETURN_URL, setUpCatalog, type Fixture } from './fixtures.ts';

let t: TestApp;
let f: Fixture;
let zonePath: string;
beforeAll(async () => {
  t = await startTestApp();
  f = await setUpCatalog(t);
  const [game] = await t.db.select().from(games).where(eq(games.id, f.directGameId));
  zonePath = game!.zonePath;
});
afterAll(() => t.close());

describe('local price points', () => {
  it.each(['IDR', 'VND', 'RUB', 'JPY', 'USD', 'EUR'] as CurrencyCode[])(
    'the zone shows and the order charges the %s price point',
    async (currency) => {
      const rates = await loadRates(t.db);
      const zone = await t.call('getGameZone', { gameZonePath: zonePath }, { currency });
      const pkg = zone.body.data.packages.find((p) => p.packageId === f.pkg.medium)!;
      // $19.99 converted, then snapped to the currency's step.
      const exact = convertUsdCents(1999, currency, rates);
      expect(pkg.price).toEqual({ amount: pricePoint(currency, exact), currency });
      expect(pkg.price.amount % PRICE_POINT_STEP[currency]).toBe(0);
      if (PRICE_POINT_STEP[currency] === 1) expect(pkg.price.amount).toBe(exact);

      const shopper = await newShopper(t);
      const created = await t.call(
        'createOrder',
        {
          idempotencyKey: key(),
          items: [
            { packageId: f.pkg.medium, quantity: 2, playerId: PLAYER.id, roleName: PLAYER.name },
          ],
          payMethod: 'wallet',
          returnUrl: RETURN_URL,
        },
        { token: shopper.token, currency },
      );
      expect(created.status).toBe(200);
      const detail = await t.call(
        'orderDetail',
        { orderId: created.body.data.orderId },
        { token: shopper.token, currency },
      );
      const o = detail.body.data;
      expect(o.subtotal).toEqual({ amount: pkg.price.amount * 2, currency });
      // Only the list price snaps: the fee's fixed part converts exactly.
      const fixed = convertUsdCents(PAYMENT_FEES.wallet.fixedUsdMinor, currency, rates);
      expect(o.providerFee.amount - fixed).toBe(
        Math.floor((o.subtotal.amount * PAYMENT_FEES.wallet.basisPoints + 5_000) / 10_000),
      );
    },
  );
});
