// Every amount the shopper reads about a card rule or a fee is in the order's currency and
// language, at the rate the order was priced at (kept with the order): the refusal of an order,
// the hosted checkout's fee line and card rules, the bank's advice and a broken card rule on the
// result page, and the timeline's reason.
import type { CurrencyCode } from '@gemlane/contract';
import { formatMoney } from '@gemlane/i18n/format';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates, orders, payments } from '../../src/db/schema/index.ts';
import { convertUsdCents, forgetRates, loadRates } from '../../src/services/currency.ts';
import { startTestApp, type TestApp } from '../helpers.ts';
import {
  GOOD_CARD,
  jobRunner,
  key,
  newShopper,
  PLAYER,
  RETURN_URL,
  setUpCatalog,
  submitCheckout,
  type Fixture,
} from './fixtures.ts';

let t: TestApp;
let f: Fixture;
beforeAll(async () => {
  t = await startTestApp();
  f = await setUpCatalog(t);
});
afterAll(() => t.close());

const DO_NOT_HONOR = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' };

async function createOrder(
  token: string,
  packageId: number,
  payMethod: 'card' | 'wallet',
  locale: string,
  currency: CurrencyCode,
  quantity = 1,
) {
  return t.call(
    'createOrder',
    {
      idempotencyKey: key(),
      items: [{ packageId, quantity, playerId: PLAYER.id, roleName: PLAYER.name }],
      payMethod,
      returnUrl: RETURN_URL,
    },
    { token, locale, currency },
  );
}

/** `usdCents` as the shopper reads it in `currency` at `rate` (units per dollar, times 1e6). */
const inCurrency = (usdCents: number, currency: CurrencyCode, rate: number, lng: string) =>
  formatMoney(convertUsdCents(usdCents, currency, new Map([[currency, rate]])), currency, lng);

async function setRate(currency: CurrencyCode, rateMicros: number) {
  await t.db.update(exchangeRates).set({ rateMicros }).where(eq(exchangeRates.currency, currency));
  forgetRates(t.db);
}

describe('amounts in the order currency', () => {
  it('refuses a card order below the card minimum naming the minimum in yen, not dollars', async () => {
    const shopper = await newShopper(t);
    const rate = (await loadRates(t.db)).get('JPY')!;
    const res = await createOrder(shopper.token, f.pkg.small, 'card', 'ja', 'JPY');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(inCurrency(1_000, 'JPY', rate, 'ja'));
    expect(res.body.message).not.toMatch(/\$|ドル/);
  });

  it('tells the checkout, the advice and a broken card rule at the rate the order was priced at', async () => {
    const shopper = await newShopper(t);
    const priced = (await loadRates(t.db)).get('JPY')!;
    const created = await createOrder(shopper.token, f.pkg.large, 'card', 'ja', 'JPY');
    expect(created.status).toBe(200);
    const o = created.body.data;
    const [row] = await t.db.select().from(orders).where(eq(orders.id, o.orderId));
    expect(row!.rateMicros).toBe(priced);

    // The rate moves after the order: what the order tells stays at its own rate.
    await setRate('JPY', priced * 2);
    try {
      const link = new URL(o.payUrl);
      const page = (await (await t.raw(link.pathname + link.search)).text()).replace(
        /<[^>]+>/g,
        ' ',
      );
      expect(page).not.toMatch(/\$|ドル/);
      expect(page).toContain(inCurrency(1_000, 'JPY', priced, 'ja')); // card minimum
      expect(page).toContain(inCurrency(50_000, 'JPY', priced, 'ja')); // card maximum
      expect(page).toContain(inCurrency(20, 'JPY', priced, 'ja')); // the card fee's fixed part
      expect(page).not.toContain(inCurrency(1_000, 'JPY', priced * 2, 'ja'));

      // $99.99 declined: retry below $100, written in yen at the order's rate.
      expect((await submitCheckout(t, o.payUrl, DO_NOT_HONOR)).status).toBe(303);
      await jobRunner(t).drain();
      const ja = { token: shopper.token, locale: 'ja', currency: 'JPY' };
      const result = await t.call('paymentResult', { outTradeNo: o.outTradeNo }, ja);
      expect(result.body.data.advice).toBe(
        `${inCurrency(10_000, 'JPY', priced, 'ja')}未満の金額で再度お試しください。`,
      );

      // A payment that broke the card's amount rule says the rule in yen at the order's rate.
      await t.db
        .update(payments)
        .set({ cardRule: 'above_maximum', failureReason: null })
        .where(eq(payments.outTradeNo, o.outTradeNo));
      const ruled = await t.call('paymentResult', { outTradeNo: o.outTradeNo }, ja);
      expect(ruled.body.data.advice).toContain(inCurrency(50_000, 'JPY', priced, 'ja'));
      expect(ruled.body.data.advice).not.toMatch(/\$|ドル/);
    } finally {
      await setRate('JPY', priced);
    }
  });

  it('refuses a wallet order above its ceiling naming the ceiling in rupiah', async () => {
    const shopper = await newShopper(t);
    const rate = (await loadRates(t.db)).get('IDR')!;
    // $600.00 packages, enough of them to pass the wallet's ceiling per order.
    const max = t.deps.config.walletOrderMaxUsdCents;
    const quantity = Math.min(99, Math.floor(max / 60_000) + 1);
    expect(quantity * 60_000).toBeGreaterThan(max);
    const res = await createOrder(shopper.token, f.pkg.huge, 'wallet', 'id', 'IDR', quantity);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(
      inCurrency(t.deps.config.walletOrderMaxUsdCents, 'IDR', rate, 'id'),
    );
    expect(res.body.message).not.toContain('$');
  });
});
