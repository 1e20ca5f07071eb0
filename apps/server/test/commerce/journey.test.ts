// The whole purchase through HTTP: quote -> create -> sandbox checkout -> signed webhook ->
// checking -> processing -> delivered -> complete; and a rejected ID -> fail + automatic refund.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../src/db/schema/index.ts';
import { startTestApp, type TestApp } from '../helpers.ts';
import {
  deliveriesAndRefunds,
  freshCard,
  jobRunner,
  key,
  newShopper,
  PLAYER,
  REJECTED_PLAYER,
  RETURN_URL,
  setUpCatalog,
  submitCheckout,
  type Fixture,
} from './fixtures.ts';

let t: TestApp;
let f: Fixture;
beforeAll(async () => {
  // The payment is applied as it arrives, so the delivery deadline runs from the submit, across
  // several calls on a loaded machine: a minute here (the deadline is proved in fulfilment.test).
  t = await startTestApp({ FULFILMENT_DEADLINE_MS: '60000' });
  f = await setUpCatalog(t);
});
afterAll(() => t.close());

describe('a purchase from quote to delivery', () => {
  it('quotes, creates, pays by card, and delivers', async () => {
    const shopper = await newShopper(t);
    const role = await t.call('checkRole', { gameId: f.directGameId, playerId: PLAYER.id });
    expect(role.body.data.roleName).toBe(PLAYER.name);

    const quote = await t.call(
      'quoteOrder',
      { items: [{ packageId: f.pkg.medium, quantity: 1 }], payMethod: 'card' },
      { token: shopper.token },
    );
    expect(quote.status).toBe(200);
    // $19.99; card fee 4.5 % of 1999 = 89.955 -> 90, + 20 = 110
    expect(quote.body.data.subtotal).toEqual({ amount: 1999, currency: 'USD' });
    expect(quote.body.data.providerFee).toEqual({ amount: 110, currency: 'USD' });
    expect(quote.body.data.total).toEqual({ amount: 2109, currency: 'USD' });

    const created = await t.call(
      'createOrder',
      {
        idempotencyKey: key(),
        items: [
          { packageId: f.pkg.medium, quantity: 1, playerId: PLAYER.id, roleName: PLAYER.name },
        ],
        payMethod: 'card',
        returnUrl: RETURN_URL,
      },
      { token: shopper.token },
    );
    expect(created.status).toBe(200);
    const { orderId, outTradeNo, payUrl } = created.body.data;
    expect(created.body.data.status).toBe('paying');
    expect(created.body.data.total).toEqual({ amount: 2109, currency: 'USD' });

    const page = await t.raw(new URL(payUrl).pathname + new URL(payUrl).search);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('$21.09');
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain('Do Not Honor');
    // $21.09 is already below the $100 banks tend to allow: the advice is another card or the bank.
    expect(html).toContain('ask your bank to allow this payment');

    const paid = await submitCheckout(t, payUrl, freshCard());
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://localhost:8080/payment-result?outTradeNo=${outTradeNo}`,
    );

    // The provider's event is handled as it arrives: paid and on its way before any job runs.
    const pending = await t.call('paymentResult', { outTradeNo }, { token: shopper.token });
    expect(pending.body.data.status).toBe('checking');

    const runner = jobRunner(t);
    await runner.drain();

    const detail = await t.call('orderDetail', { orderId }, { token: shopper.token });
    expect(detail.body.data.status).toBe('complete');
    expect(detail.body.data.timeline.map((e) => e.status)).toEqual([
      'paying',
      'paymentPending',
      'checking',
      'processing',
      'complete',
    ]);
    expect(detail.body.data.payments.map((p) => p.status)).toEqual(['succeeded']);
    expect(detail.body.data.refund).toBeNull();
    expect(await deliveriesAndRefunds(t.db, orderId)).toEqual({ delivered: 1, refunded: 0 });

    const result = await t.call('paymentResult', { outTradeNo }, { token: shopper.token });
    expect(result.body.data).toMatchObject({
      status: 'complete',
      paymentStatus: 'succeeded',
      canPay: false,
    });
  });

  it('pays by wallet with the wallet fee', async () => {
    const shopper = await newShopper(t);
    const created = await t.call(
      'createOrder',
      {
        idempotencyKey: key(),
        items: [
          {
            packageId: f.pkg.server,
            quantity: 2,
            playerId: PLAYER.id,
            serverId: PLAYER.server,
            roleName: PLAYER.name,
          },
        ],
        payMethod: 'wallet',
        returnUrl: 'http://localhost:8081/cart',
      },
      { token: shopper.token },
    );
    expect(created.status).toBe(200);
    // 2 x $9.99 = 1998; wallet 3.9 % = 77.922 -> 78, + 30
    expect(created.body.data.total).toEqual({ amount: 1998 + 78 + 30, currency: 'USD' });
    const res = await submitCheckout(t, created.body.data.payUrl, {});
    expect(res.headers.get('location')).toMatch(
      /^http:\/\/localhost:8081\/payment-result\?outTradeNo=PT/,
    );
    await jobRunner(t).drain();
    const detail = await t.call(
      'orderDetail',
      { orderId: created.body.data.orderId },
      { token: shopper.token },
    );
    expect(detail.body.data.status).toBe('complete');
    expect(detail.body.data.items[0]).toMatchObject({
      serverId: '1001',
      roleName: PLAYER.name,
      quantity: 2,
    });
  });

  it('fails and refunds, exactly once, when the publisher rejects the ID at delivery', async () => {
    const shopper = await newShopper(t);
    const created = await t.call(
      'createOrder',
      {
        idempotencyKey: key(),
        items: [
          {
            packageId: f.pkg.medium,
            quantity: 1,
            playerId: REJECTED_PLAYER.id,
            roleName: REJECTED_PLAYER.name,
          },
        ],
        payMethod: 'card',
        returnUrl: RETURN_URL,
      },
      { token: shopper.token },
    );
    const { orderId, payUrl } = created.body.data;
    await submitCheckout(t, payUrl, freshCard());
    // Only the fulfilment job: the order fails, its refund is recorded and still in progress.
    await jobRunner(t, { kinds: ['order.fulfil'] }).drain();
    const failing = await t.call('orderDetail', { orderId }, { token: shopper.token });
    expect(failing.body.data.status).toBe('fail');
    expect(failing.body.data.statusLabel).toBe('Fail (refund in progress)');
    expect(failing.body.data.refund?.status).toBe('pending');
    expect(failing.body.data.payments[0]?.status).toBe('succeeded');
    expect(failing.body.data.timeline.at(-1)?.note).toMatch(
      /rejected.*refund of \$21\.09 in progress/,
    );

    await jobRunner(t).drain();
    const detail = await t.call('orderDetail', { orderId }, { token: shopper.token });
    expect(detail.body.data.status).toBe('fail');
    expect(detail.body.data.timeline.map((e) => e.status)).toEqual([
      'paying',
      'paymentPending',
      'checking',
      'processing',
      'fail',
      // The provider confirmed the refund: a note, the state stays.
      'fail',
    ]);
    expect(detail.body.data.timeline.at(-1)?.note).toBe('Refunded $21.09');
    expect(detail.body.data.statusLabel).toBe('Fail');
    expect(detail.body.data.refund).toMatchObject({
      amount: { amount: 2109, currency: 'USD' },
      status: 'succeeded',
    });
    expect(detail.body.data.payments[0]?.status).toBe('refunded');

    // Running the job again (a retry, a second instance) changes nothing.
    const { fulfilOrder } = await import('../../src/services/fulfilment/fulfil.ts');
    const { sandboxPublisher } = await import('../../src/services/fulfilment/sandbox-publisher.ts');
    await fulfilOrder(
      {
        db: t.db,
        publisher: sandboxPublisher(t.db),
        now: t.clock.now,
        log: t.deps.log,
        mailer: t.deps.mailer,
      },
      orderId,
    );
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
  });
});
