// Payments through HTTP: channels and fees, the sandbox checkout (test cards, card rules), pay
// again, signed webhooks (bad signature, stale, replayed), and a payment racing a cancel.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cardPayments,
  jobs,
  orderTimeline,
  payments,
  refunds,
  sandboxCharges,
} from '../../src/db/schema/index.ts';
import { SIGNATURE_HEADER, signWebhook } from '../../src/services/payments/webhook-signature.ts';
import { applyPaymentEvent, FULFIL_PRIORITY } from '../../src/services/payments/payments.ts';
import { lockOrderAndAttempt } from '../../src/services/orders/store.ts';
import { startTestApp, type TestApp } from '../helpers.ts';
import {
  freshCard,
  GOOD_CARD,
  jobRunner,
  key,
  newShopper,
  orderStatusOf,
  PLAYER,
  RETURN_URL,
  setUpCatalog,
  statementNamesDuring,
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

async function order(
  token: string,
  packageId = f.pkg.medium,
  payMethod: 'card' | 'wallet' = 'card',
  locale?: string,
  currency?: string,
) {
  const res = await t.call(
    'createOrder',
    {
      idempotencyKey: key(),
      items: [{ packageId, quantity: 1, playerId: PLAYER.id, roleName: PLAYER.name }],
      payMethod,
      returnUrl: RETURN_URL,
    },
    { token, ...(locale ? { locale } : {}), ...(currency ? { currency } : {}) },
  );
  expect(res.status).toBe(200);
  return res.body.data;
}

function webhook(
  body: object,
  timestamp = Math.floor(t.clock.now().getTime() / 1000),
  secret = t.config.webhookSecret,
) {
  const raw = JSON.stringify(body);
  return t.raw('/api/pay/webhook/sandbox', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signWebhook(secret, raw, timestamp),
    },
    body: raw,
  });
}

const succeeded = (outTradeNo: string, amount: number, id = `evt_${key()}`) => ({
  id,
  type: 'payment.succeeded',
  created: Math.floor(Date.now() / 1000),
  data: { outTradeNo, amount, currency: 'USD' },
});

describe('GET /api/pay/methods', () => {
  it('lists card and wallet with their fees and limits, converted', async () => {
    const usd = await t.call('paymentMethods');
    expect(usd.body.data).toEqual([
      expect.objectContaining({
        method: 'card',
        feeBasisPoints: 450,
        feeFixed: { amount: 20, currency: 'USD' },
        feeText: '4.5% + $0.20',
        minAmount: { amount: 1000, currency: 'USD' },
        maxAmount: { amount: 50000, currency: 'USD' },
      }),
      expect.objectContaining({
        method: 'wallet',
        feeBasisPoints: 390,
        feeFixed: { amount: 30, currency: 'USD' },
        minAmount: null,
        // The wallet's ceiling per order (WALLET_ORDER_MAX_USD_CENTS), so the shop blocks it too.
        maxAmount: { amount: 100000, currency: 'USD' },
      }),
    ]);
    const eur = await t.call('paymentMethods', {}, { currency: 'EUR' });
    expect(eur.body.data[0]?.feeFixed.currency).toBe('EUR');
  });
});

describe('the sandbox checkout', () => {
  it('refuses a payment link without its signature', async () => {
    const shopper = await newShopper(t);
    const o = await order(shopper.token);
    const path = new URL(o.payUrl).pathname;
    expect((await t.raw(`${path}?sig=forged`)).status).toBe(404);
    const post = await t.raw(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'sig=x&cardNumber=4242424242424242',
    });
    expect(post.status).toBe(404);
  });

  it('sends a submitted payment to its result and refuses a cancelled order', async () => {
    const shopper = await newShopper(t);
    const paid = await order(shopper.token);
    const link = new URL(paid.payUrl);
    // The cancel link tells the storefront the shopper cancelled (not paid, not still paying).
    const form = await (await t.raw(link.pathname + link.search)).text();
    expect(form).toContain(
      `/payment-result?outTradeNo=${paid.outTradeNo}&amp;return=cancelled">Cancel and return to Gemlane`,
    );
    await submitCheckout(t, paid.payUrl, freshCard());
    // Opened again after paying (the browser's Back): the result, marked so the page steps back.
    const again = await t.raw(link.pathname + link.search);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toContain(
      `/payment-result?outTradeNo=${paid.outTradeNo}&return=back`,
    );
    const twice = await submitCheckout(t, paid.payUrl, freshCard());
    expect(twice.status).toBe(303);
    expect(
      await t.db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.outTradeNo, paid.outTradeNo)),
    ).toHaveLength(1);

    const cancelled = await order(shopper.token);
    await t.call('cancelOrder', { orderId: cancelled.orderId }, { token: shopper.token });
    const page = await t.raw(new URL(cancelled.payUrl).pathname + new URL(cancelled.payUrl).search);
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('This order was cancelled and can no longer be paid');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('settles the payment in the checkout itself: nothing left to send, and a webhook of it changes nothing', async () => {
    const shopper = await newShopper(t);
    const paid = await order(shopper.token, f.pkg.medium, 'wallet');
    expect((await submitCheckout(t, paid.payUrl, {})).status).toBe(303);
    // Paid when the page answers: the charge and its event committed together. The one job it
    // left is the delivery.
    expect(await orderStatusOf(t, paid.orderId, shopper.token)).toBe('checking');
    const left = (await t.db.select().from(jobs)).filter(
      (j) => j.status !== 'done' && JSON.stringify(j.payload).includes(paid.orderId),
    );
    expect(left.map((j) => j.kind)).toEqual(['order.fulfil']);

    // A provider's event of the same payment, late: acknowledged, and the payment is paid once.
    expect((await webhook(succeeded(paid.outTradeNo, paid.total.amount))).status).toBe(200);
    expect(await orderStatusOf(t, paid.orderId, shopper.token)).toBe('checking');
    const entries = await t.db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, paid.orderId));
    expect(entries.map((e) => e.event)).toEqual([
      'order.created',
      'payment.submitted',
      'payment.succeeded',
    ]);
    const attempts = await t.db.select().from(payments).where(eq(payments.orderId, paid.orderId));
    expect(attempts.map((p) => p.status)).toEqual(['succeeded']);
  });

  it("rolls the checkout back when its event does not take the order's submitted step", async () => {
    const shopper = await newShopper(t);
    const o = await order(shopper.token, f.pkg.medium, 'wallet');
    // An event that is refused (its amount is not the attempt's) moves nothing: the step the
    // caller asked for is not taken, so the whole transaction must not commit.
    const attempt = t.db.transaction(async (tx) => {
      const locked = await lockOrderAndAttempt(tx, o.outTradeNo);
      return applyPaymentEvent(
        tx,
        t.deps,
        'sandbox',
        {
          kind: 'payment',
          id: `evt_${key()}`,
          type: 'payment.succeeded',
          outTradeNo: o.outTradeNo,
          amount: o.total.amount + 1,
          currency: o.total.currency,
        },
        { ...locked!, via: { event: 'payment.submitted', note: null } },
      );
    });
    await expect(attempt).rejects.toThrow(/payment.submitted step was not taken/);
    expect(await orderStatusOf(t, o.orderId, shopper.token)).toBe('paying');
  });

  it('keeps the form with a message for an invalid card and charges nothing', async () => {
    const shopper = await newShopper(t);
    const o = await order(shopper.token);
    const res = await submitCheckout(t, o.payUrl, {
      ...GOOD_CARD,
      cardNumber: '4242 4242 4242 4241',
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('The card number is not valid');
    const expired = await submitCheckout(t, o.payUrl, { ...GOOD_CARD, expiry: '01/20' });
    expect(expired.status).toBe(400);
    expect(
      (await t.call('orderDetail', { orderId: o.orderId }, { token: shopper.token })).body.data
        .status,
    ).toBe('paying');
  });

  it("speaks the shopper's language: the order's x-locale travels on the link and the form", async () => {
    const shopper = await newShopper(t);
    const created = await order(shopper.token, f.pkg.medium, 'card', 'de');
    const link = new URL(created.payUrl);
    expect(link.searchParams.get('lang')).toBe('de');
    const page = await t.raw(link.pathname + link.search);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<html lang="de">');
    for (const text of [
      'Kartennummer',
      'Name des Karteninhabers',
      'Testkarten',
      'Abgelehnt: Do Not Honor',
    ])
      expect(html).toContain(text);
    expect(html).not.toContain('Card number');
    expect(html).toContain('?lang=de"');
    // The form posts back with ?lang=de: its problems come back in German too.
    const post = await submitCheckout(t, created.payUrl, {
      ...GOOD_CARD,
      cardNumber: '4242 4242 4242 4241',
    });
    expect(post.status).toBe(400);
    expect(await post.text()).toContain('Die Kartennummer ist ungültig');
    const forged = await t.raw(`${link.pathname}?sig=forged&lang=fr`);
    expect(await forged.text()).toContain('Ce lien de paiement n&#39;est pas valide.');
  });

  it('declines Do Not Honor with advice for the amount, then pays again', async () => {
    const shopper = await newShopper(t);
    const o = await order(shopper.token, f.pkg.large);
    const res = await submitCheckout(t, o.payUrl, {
      ...GOOD_CARD,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(res.status).toBe(303);
    await jobRunner(t).drain();
    const result = await t.call(
      'paymentResult',
      { outTradeNo: o.outTradeNo },
      { token: shopper.token },
    );
    expect(result.body.data).toMatchObject({
      status: 'paymentFailed',
      statusLabel: 'Payment failed',
      paymentStatus: 'failed',
      failureReason: 'Do Not Honor',
      advice: 'Please retry with an amount below $100.00.',
      canPay: true,
    });
    const inGerman = await t.call(
      'paymentResult',
      { outTradeNo: o.outTradeNo },
      { token: shopper.token, locale: 'de' },
    );
    expect(inGerman.body.data.advice).toBe(
      'Bitte versuchen Sie es erneut mit einem Betrag unter 100,00\u00a0$.',
    );

    const again = await t.call(
      'payAgain',
      { orderId: o.orderId, idempotencyKey: 'again-0001', returnUrl: RETURN_URL },
      { token: shopper.token },
    );
    expect(again.body.data.status).toBe('paying');
    expect(again.body.data.outTradeNo).not.toBe(o.outTradeNo);
    const same = await t.call(
      'payAgain',
      { orderId: o.orderId, idempotencyKey: 'again-0001', returnUrl: RETURN_URL },
      { token: shopper.token },
    );
    expect(same.body.data.outTradeNo).toBe(again.body.data.outTradeNo);

    await submitCheckout(t, again.body.data.payUrl, freshCard());
    await jobRunner(t).drain();
    const detail = await t.call('orderDetail', { orderId: o.orderId }, { token: shopper.token });
    expect(detail.body.data.status).toBe('complete');
    expect(detail.body.data.timeline.map((e) => e.status)).toEqual([
      'paying',
      'paymentPending',
      'paymentFailed',
      'paying',
      'paymentPending',
      'checking',
      'processing',
      'complete',
    ]);
  });

  it('declines Suspected Fraud', async () => {
    const shopper = await newShopper(t);
    const o = await order(shopper.token);
    await submitCheckout(t, o.payUrl, { ...GOOD_CARD, cardNumber: '4100000000000019' });
    await jobRunner(t).drain();
    const result = await t.call(
      'paymentResult',
      { outTradeNo: o.outTradeNo },
      { token: shopper.token },
    );
    expect(result.body.data.failureReason).toBe('Suspected Fraud');
    // $19.99 is already below $100: retrying below it would change nothing.
    expect(result.body.data.advice).toBe(
      'Please pay with another card, or ask your bank to allow this payment.',
    );
  });

  it('writes the fee, the card rules and the bank advice in the order currency (JPY)', async () => {
    const shopper = await newShopper(t);
    const small = await order(shopper.token, f.pkg.medium, 'card', 'ja', 'JPY');
    const link = new URL(small.payUrl);
    const html = await (await t.raw(link.pathname + link.search)).text();
    const page = html.replace(/<[^>]+>/g, ' ');
    expect(page).not.toContain('$');
    expect(page).not.toContain('ドル');
    expect(page).toMatch(/4\.5%\s*\+\s*[￥¥]\d+/);
    expect(page).toContain('別のカードでお支払いいただくか');

    const declined = await submitCheckout(t, small.payUrl, {
      ...GOOD_CARD,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.status).toBe(303);
    const large = await order(shopper.token, f.pkg.large, 'card', 'ja', 'JPY');
    await submitCheckout(t, large.payUrl, { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' });
    await jobRunner(t).drain();
    const ja = { token: shopper.token, locale: 'ja', currency: 'JPY' };
    const smallResult = await t.call('paymentResult', { outTradeNo: small.outTradeNo }, ja);
    expect(smallResult.body.data.advice).toBe(
      '別のカードでお支払いいただくか、この支払いを許可するよう銀行にご依頼ください。',
    );
    const largeResult = await t.call('paymentResult', { outTradeNo: large.outTradeNo }, ja);
    expect(largeResult.body.data.advice).toMatch(/^[￥¥][\d,]+未満の金額で再度お試しください。$/);
    expect(largeResult.body.data.advice).not.toContain('ドル');
  });

  it('keeps the cardholder name consistent and allows at most 5 cards per account', async () => {
    const shopper = await newShopper(t);
    const cards = [
      '4242424242424242',
      '5555555555554444',
      '4000056655665556',
      '5200828282828210',
      '4012888888881881',
      '4111111111111111',
    ];
    for (const [i, cardNumber] of cards.entries()) {
      const o = await order(shopper.token);
      if (i === 1) {
        const other = await submitCheckout(t, o.payUrl, {
          ...GOOD_CARD,
          cardNumber,
          holderName: 'John Roe',
        });
        expect(other.status).toBe(400);
        expect(await other.text()).toContain('The cardholder name must stay the same');
      }
      const res = await submitCheckout(t, o.payUrl, {
        ...GOOD_CARD,
        cardNumber,
        holderName: 'jane  DOE',
      });
      if (i < 5) expect(res.status, cardNumber).toBe(303);
      else {
        expect(res.status).toBe(400);
        expect(await res.text()).toContain('An account can use at most 5 cards');
      }
    }
  });

  it('allows one card on at most 2 accounts', async () => {
    const card = { ...GOOD_CARD, cardNumber: '6011111111111117' };
    for (let i = 0; i < 3; i += 1) {
      const shopper = await newShopper(t);
      const o = await order(shopper.token);
      const res = await submitCheckout(t, o.payUrl, card);
      if (i < 2) expect(res.status).toBe(303);
      else expect(await res.text()).toContain('This card is already used by 2 accounts');
    }
  });

  it('allows 10 card payments a day', async () => {
    const shopper = await newShopper(t);
    const now = t.clock.now();
    // Ten card payments of this account today, as any provider's would be recorded.
    await t.db.insert(cardPayments).values(
      Array.from({ length: 10 }, (_, i) => ({
        paymentId: 900_000 + shopper.id * 10 + i,
        userId: shopper.id,
        fingerprint: `fp-${shopper.id}-${i % 3}`,
        amountUsd: 2000,
        createdAt: now,
      })),
    );
    const o = await order(shopper.token);
    const res = await submitCheckout(t, o.payUrl, freshCard());
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('A card can be used 10 times a day');
  });
});

describe('POST /api/pay/webhook/sandbox', () => {
  it('refuses a bad signature, a stale timestamp and a forged body, changing nothing', async () => {
    const shopper = await newShopper(t);
    const o = await order(shopper.token);
    const event = succeeded(o.outTradeNo, o.total.amount);
    expect((await webhook(event, undefined, 'another-secret-of-16+')).status).toBe(400);
    const stale = await webhook(event, Math.floor(t.clock.now().getTime() / 1000) - 301);
    expect(stale.status).toBe(400);
    expect(((await stale.json()) as { message: string }).message).toMatch(/too old/);
    const raw = JSON.stringify(event);
    const tampered = await t.raw('/api/pay/webhook/sandbox', {
      method: 'POST',
      headers: {
        [SIGNATURE_HEADER]: signWebhook(t.config.webhookSecret, raw, Math.floor(Date.now() / 1000)),
      },
      body: raw.replace(String(o.total.amount), '1'),
    });
    expect(tampered.status).toBe(400);
    expect((await t.raw('/api/pay/webhook/sandbox', { method: 'POST', body: raw })).status).toBe(
      400,
    );
    expect(
      (await t.call('orderDetail', { orderId: o.orderId }, { token: shopper.token })).body.data
        .status,
    ).toBe('paying');
  });

  it('refuses a payment.succeeded signed with the secret that once shipped in the source', async () => {
    // Without WEBHOOK_SECRET the server makes one up: no constant anyone could read and sign with.
    const shopper = await newShopper(t);
    const o = await order(shopper.token);
    const known = 'gemlane-sandbox-webhook-secret-dev-only';
    const forged = await webhook(succeeded(o.outTradeNo, o.total.amount), undefined, known);
    expect(forged.status).toBe(400);
    expect(
      (await t.call('orderDetail', { orderId: o.orderId }, { token: shopper.token })).body.data
        .status,
    ).toBe('paying');
  });

  it('handles a replayed webhook once', async () => {
    const shopper = await newShopper(t);
    const o = await order(shopper.token);
    const event = succeeded(o.outTradeNo, o.total.amount);
    const first = await webhook(event);
    expect(((await first.json()) as { data: { outcome: string } }).data.outcome).toBe('processed');
    const replay = await webhook(event);
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { data: { outcome: string } }).data.outcome).toBe('duplicate');
    const fulfil = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'order.fulfil'), eq(jobs.dedupeKey, `fulfil:${o.orderId}`)));
    expect(fulfil).toHaveLength(1);
    const detail = await t.call('orderDetail', { orderId: o.orderId }, { token: shopper.token });
    expect(detail.body.data.timeline.filter((e) => e.status === 'checking')).toHaveLength(1);
  });

  it('refunds money that arrives for a cancelled order, which stays cancelled', async () => {
    const shopper = await newShopper(t);
    const o = await order(shopper.token);
    expect(
      (await t.call('cancelOrder', { orderId: o.orderId }, { token: shopper.token })).status,
    ).toBe(200);
    expect((await webhook(succeeded(o.outTradeNo, o.total.amount))).status).toBe(200);
    const detail = await t.call('orderDetail', { orderId: o.orderId }, { token: shopper.token });
    expect(detail.body.data.status).toBe('cancelled');
    // Recorded, then asked of the provider by the refund job: "refunded" only once it is true.
    expect(detail.body.data.payments[0]?.status).toBe('succeeded');
    expect(detail.body.data.timeline.at(-1)?.note).toMatch(/after the order was cancelled/);
    const [pending] = await t.db.select().from(refunds).where(eq(refunds.orderId, o.orderId));
    expect(pending?.status).toBe('pending');
    await jobRunner(t).drain();
    const after = await t.call('orderDetail', { orderId: o.orderId }, { token: shopper.token });
    expect(after.body.data.status).toBe('cancelled');
    expect(after.body.data.payments[0]?.status).toBe('refunded');
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, o.orderId));
    expect(rows.map((r) => r.status)).toEqual(['succeeded']);
  });
});

describe('a payment whose delivery a runner of this process takes', () => {
  /** The order's delivery job, its timeline, and its attempts, once it is complete. */
  async function afterDelivery(orderId: string, token: string) {
    await vi.waitFor(async () => expect(await orderStatusOf(t, orderId, token)).toBe('complete'));
    // A finished job gives its key up: found by its order.
    const [job, ...more] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'order.fulfil'), sql`${jobs.payload}->>'orderId' = ${orderId}`));
    expect(more).toEqual([]);
    const timeline = await t.db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, orderId))
      .orderBy(orderTimeline.id);
    const attempts = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    return { job, timeline: timeline.map((e) => [e.toStatus, e.event]), attempts };
  }

  it('pays the attempt, moves the order and hands it its delivery in one statement', async () => {
    const runner = jobRunner(t, { pollMs: 60_000 });
    runner.start();
    try {
      const shopper = await newShopper(t);
      const o = await order(shopper.token, f.pkg.medium, 'card');
      const names = await statementNamesDuring(async () => {
        const res = await submitCheckout(t, o.payUrl, freshCard());
        expect(res.status).toBe(303);
      });
      // The checkout's transaction: its event is one statement, not the attempt's update, the
      // order's move and the job's insert apart.
      expect(names).toContain('order_paid_via_job_in_hand');
      for (const apart of ['attempt_succeeded', 'order_move_via', 'job_insert_in_hand'])
        expect(names).not.toContain(apart);
      const { job, timeline, attempts } = await afterDelivery(o.orderId, shopper.token);
      // Taken in hand by this runner (no claim), run once, and done.
      expect(job).toMatchObject({
        kind: 'order.fulfil',
        status: 'done',
        attempts: 1,
        priority: FULFIL_PRIORITY,
        maxAttempts: 1000,
        lockedBy: runner.workerId,
      });
      expect(timeline).toEqual([
        ['paying', 'order.created'],
        ['paymentPending', 'payment.submitted'],
        ['checking', 'payment.succeeded'],
        ['processing', 'fulfilment.started'],
        ['complete', 'fulfilment.delivered'],
      ]);
      expect(attempts).toEqual([
        expect.objectContaining({
          status: 'succeeded',
          cardFingerprint: expect.any(String),
          // As the provider reports the card.
          cardHolder: GOOD_CARD.holderName.toUpperCase(),
        }),
      ]);
    } finally {
      await runner.stop();
    }
  });

  it("does the same for a provider's event of an order not yet submitted", async () => {
    const runner = jobRunner(t, { pollMs: 60_000 });
    runner.start();
    try {
      const shopper = await newShopper(t);
      const o = await order(shopper.token, f.pkg.medium, 'wallet');
      const names = await statementNamesDuring(async () => {
        expect((await webhook(succeeded(o.outTradeNo, o.total.amount))).status).toBe(200);
      });
      expect(names).toContain('order_paid_job_in_hand');
      expect(names).not.toContain('attempt_succeeded');
      const { job, timeline, attempts } = await afterDelivery(o.orderId, shopper.token);
      expect(job).toMatchObject({ status: 'done', attempts: 1, lockedBy: runner.workerId });
      expect(timeline.map(([status]) => status)).toEqual([
        'paying',
        'checking',
        'processing',
        'complete',
      ]);
      expect(attempts.map((a) => [a.status, a.submittedAt !== null])).toEqual([
        ['succeeded', true],
      ]);
    } finally {
      await runner.stop();
    }
  });
});

describe('a payment racing a cancel', () => {
  it('ends either paid or cancelled, never a cancelled order that was paid', async () => {
    for (let round = 0; round < 4; round += 1) {
      const shopper = await newShopper(t);
      const o = await order(shopper.token);
      const [cancel, pay] = await Promise.all([
        t.call('cancelOrder', { orderId: o.orderId }, { token: shopper.token }),
        submitCheckout(t, o.payUrl, freshCard()),
      ]);
      await jobRunner(t).drain();
      const detail = (await t.call('orderDetail', { orderId: o.orderId }, { token: shopper.token }))
        .body.data;
      const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, o.orderId));
      if (cancel.status === 200) {
        expect(pay.status).toBe(409);
        expect(await pay.text()).toContain('cancelled');
        expect(detail.status).toBe('cancelled');
        expect(payment?.status).toBe('void');
      } else {
        expect(cancel.status).toBe(409);
        expect(pay.status).toBe(303);
        expect(detail.status).toBe('complete');
      }
    }
  });
});
