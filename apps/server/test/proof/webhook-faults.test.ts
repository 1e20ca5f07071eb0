// Fault proof: the provider's webhook delivered twice at once, again under a new
// event id, late (inside and outside the 300 s window) and out of order. Whatever arrives, an order
// keeps one charge and gets one delivery. (Replays of one event id in sequence, bad signatures and
// a payment after a cancel are in test/commerce/payments.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../../src/jobs/index.ts';
import { createSession } from '../../src/services/sessions.ts';
import { WEBHOOK_TOLERANCE_SECONDS } from '../../src/services/payments/webhook-signature.ts';
import { startTestApp, type TestApp } from '../helpers.ts';
import { pickPackage, shopperApi } from './shop.ts';
import {
  countBy,
  ledgerOf,
  makeShoppers,
  newKey,
  providerEvent,
  PUBG_REJECTED,
  RETURN_URL,
  signedWebhook,
} from './support.ts';

let t: TestApp;
let packageId: number;
beforeAll(async () => {
  t = await startTestApp({ FULFILMENT_DEADLINE_MS: '60000' });
  packageId = (await pickPackage(t.raw)).id;
});
afterAll(() => t.close());

const drain = () => createJobRunner(t.deps).drain();
const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

/** Posts `event` signed `ageSeconds` ago; returns the HTTP status and the outcome. */
async function deliver(event: object, ageSeconds = 0) {
  const res = await t.raw(
    '/api/pay/webhook/sandbox',
    signedWebhook(t.config.webhookSecret, event, nowSeconds() - ageSeconds),
  );
  const body = (await res.json()) as { data?: { outcome?: string } };
  return { status: res.status, outcome: body.data?.outcome };
}

async function newOrder(player?: { playerId: string; roleName: string }) {
  const [shopper] = await makeShoppers(t.db, 1, t.clock.now());
  const api = shopperApi(t.raw, shopper!);
  const created = await api.create(packageId, 'wallet', newKey(), player);
  expect(created.status).toBe(200);
  return { api, ...created.data };
}

/** A session of the order's owner (each test's shopper is made fresh). */
async function tokenOf(orderId: string): Promise<string> {
  const { orders } = await ledgerOf(t.db, [orderId]);
  return createSession(t.db, orders[0]!.userId, t.clock.now());
}

/** Orders, charges kept (succeeded, not refunded), refunds and deliveries of one order. */
async function books(orderId: string) {
  const ledger = await ledgerOf(t.db, [orderId]);
  return {
    status: ledger.orders[0]?.status,
    kept: ledger.payments.filter((p) => p.status === 'succeeded').length,
    refunded: ledger.refunds.length,
    delivered: ledger.deliveries.length,
  };
}

describe('the payment webhook delivered twice', () => {
  it('at the same moment: processed once, one delivery', async () => {
    const o = await newOrder();
    const event = providerEvent('payment.succeeded', o.outTradeNo, o.total);
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(countBy(answers, (a) => a.outcome ?? '')).toEqual(
      new Map([
        ['processed', 1],
        ['duplicate', 2],
      ]),
    );
    await drain();
    expect(await books(o.orderId)).toEqual({
      status: 'complete',
      kept: 1,
      refunded: 0,
      delivered: 1,
    });
  });

  it('again under a new event id (the provider re-sent it): still one charge', async () => {
    const o = await newOrder();
    expect((await deliver(providerEvent('payment.succeeded', o.outTradeNo, o.total))).outcome).toBe(
      'processed',
    );
    await drain();
    const again = await deliver(providerEvent('payment.succeeded', o.outTradeNo, o.total));
    expect(again).toEqual({ status: 200, outcome: 'ignored' });
    await drain();
    const detail = await o.api.detail(o.orderId);
    expect(detail.data.timeline.filter((e) => e.status === 'checking')).toHaveLength(1);
    expect(await books(o.orderId)).toEqual({
      status: 'complete',
      kept: 1,
      refunded: 0,
      delivered: 1,
    });
  });
});

describe('the payment webhook delivered late', () => {
  it('outside the window it is refused and changes nothing; the retry inside it counts once', async () => {
    const o = await newOrder();
    const event = providerEvent('payment.succeeded', o.outTradeNo, o.total, {
      created: nowSeconds() - WEBHOOK_TOLERANCE_SECONDS - 60,
    });
    const tooLate = await deliver(event, WEBHOOK_TOLERANCE_SECONDS + 30);
    expect(tooLate.status).toBe(400);
    expect(await books(o.orderId)).toEqual({
      status: 'paying',
      kept: 0,
      refunded: 0,
      delivered: 0,
    });
    // The provider retries the same event with a fresh signature; a slow copy still in the window
    // arrives after it.
    expect(await deliver(event, 5)).toEqual({ status: 200, outcome: 'processed' });
    expect(await deliver(event, WEBHOOK_TOLERANCE_SECONDS - 10)).toEqual({
      status: 200,
      outcome: 'duplicate',
    });
    await drain();
    expect(await books(o.orderId)).toEqual({
      status: 'complete',
      kept: 1,
      refunded: 0,
      delivered: 1,
    });
  });
});

describe('the payment webhook delivered out of order', () => {
  it('a failure after the success changes nothing', async () => {
    const o = await newOrder();
    await deliver(providerEvent('payment.succeeded', o.outTradeNo, o.total));
    const failure = providerEvent('payment.failed', o.outTradeNo, o.total, {
      reason: 'Do Not Honor',
    });
    expect(await deliver(failure)).toEqual({ status: 200, outcome: 'ignored' });
    await drain();
    expect(await deliver({ ...failure, id: `${failure.id}-2` })).toEqual({
      status: 200,
      outcome: 'ignored',
    });
    const result = await t.call(
      'paymentResult',
      { outTradeNo: o.outTradeNo },
      { token: await tokenOf(o.orderId) },
    );
    expect(result.body.data).toMatchObject({ paymentStatus: 'succeeded', failureReason: null });
    expect(await books(o.orderId)).toEqual({
      status: 'complete',
      kept: 1,
      refunded: 0,
      delivered: 1,
    });
  });

  it('a success after the refund neither delivers nor refunds again', async () => {
    const o = await newOrder(PUBG_REJECTED);
    await deliver(providerEvent('payment.succeeded', o.outTradeNo, o.total));
    await drain();
    expect(await books(o.orderId)).toEqual({
      status: 'fail',
      kept: 0,
      refunded: 1,
      delivered: 0,
    });
    expect(await deliver(providerEvent('payment.succeeded', o.outTradeNo, o.total))).toEqual({
      status: 200,
      outcome: 'ignored',
    });
    await drain();
    expect(await books(o.orderId)).toEqual({
      status: 'fail',
      kept: 0,
      refunded: 1,
      delivered: 0,
    });
  });

  it("the old attempt's failure after the new attempt's success leaves the order paid", async () => {
    const o = await newOrder();
    const again = await t.call(
      'payAgain',
      { orderId: o.orderId, idempotencyKey: newKey(), returnUrl: RETURN_URL },
      { token: await tokenOf(o.orderId) },
    );
    expect(again.status).toBe(200);
    await deliver(providerEvent('payment.succeeded', again.body.data.outTradeNo, o.total));
    expect(
      (
        await deliver(
          providerEvent('payment.failed', o.outTradeNo, o.total, { reason: 'Do Not Honor' }),
        )
      ).status,
    ).toBe(200);
    await drain();
    expect(await books(o.orderId)).toEqual({
      status: 'complete',
      kept: 1,
      refunded: 0,
      delivered: 1,
    });
  });

  it('two attempts both paid at the same moment: one kept, the other refunded, one delivery', async () => {
    const o = await newOrder();
    const again = await t.call(
      'payAgain',
      { orderId: o.orderId, idempotencyKey: newKey(), returnUrl: RETURN_URL },
      { token: await tokenOf(o.orderId) },
    );
    const answers = await Promise.all([
      deliver(providerEvent('payment.succeeded', o.outTradeNo, o.total)),
      deliver(providerEvent('payment.succeeded', again.body.data.outTradeNo, o.total)),
    ]);
    expect(answers).toEqual([
      { status: 200, outcome: 'processed' },
      { status: 200, outcome: 'processed' },
    ]);
    await drain();
    const ledger = await ledgerOf(t.db, [o.orderId]);
    expect(countBy(ledger.payments, (p) => p.status)).toEqual(
      new Map([
        ['succeeded', 1],
        ['refunded', 1],
      ]),
    );
    expect(ledger.refunds[0]?.amount).toBe(o.total.amount);
    expect(await books(o.orderId)).toEqual({
      status: 'complete',
      kept: 1,
      refunded: 1,
      delivered: 1,
    });
  });
});
