// Stripe mode against the local stand-in (no network): the Checkout Session the store opens, its
// webhooks (twice, late, out of order, forged, another merchant's session, a wrong amount), the
// provider answering 500, timing out or being down while checkouts and refunds are opened (every
// refund exactly once, no order without a final state), reconciliation of a lost webhook, and the
// card rules applied to the card Stripe reports.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPayments, payments, refunds } from '../../src/db/schema/index.ts';
import { paymentDepsOf } from '../../src/services/payments/deps.ts';
import { reconcilePayments } from '../../src/services/payments/payments.ts';
import { startTestApp, type TestApp } from '../helpers.ts';
import { StripeStandIn } from '../stripe-stand-in.ts';
import {
  jobRunner,
  key,
  newShopper,
  PLAYER,
  REJECTED_PLAYER,
  RETURN_URL,
  setUpCatalog,
  type Fixture,
} from './fixtures.ts';

const WEBHOOK_SECRET = 'whsec_standin_test_secret_0123456789';
let t: TestApp;
let f: Fixture;
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = new StripeStandIn(WEBHOOK_SECRET, (req) => t.app.request(req), 3_000);
  const base = await stripe.start();
  t = await startTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: base,
    PAYMENT_PROVIDER_TIMEOUT_MS: '1200',
    FULFILMENT_DEADLINE_MS: '60000',
  });
  f = await setUpCatalog(t);
});
afterAll(async () => {
  await t?.close();
  await stripe?.stop();
});

type Player = { id: string; name: string };

async function order(
  token: string,
  opts: { player?: Player; currency?: string; locale?: string; idempotencyKey?: string } = {},
) {
  const player = opts.player ?? PLAYER;
  return t.call(
    'createOrder',
    {
      idempotencyKey: opts.idempotencyKey ?? key(),
      items: [{ packageId: f.pkg.medium, quantity: 1, playerId: player.id, roleName: player.name }],
      payMethod: 'card',
      returnUrl: RETURN_URL,
    },
    {
      token,
      ...(opts.locale ? { locale: opts.locale } : {}),
      ...(opts.currency ? { currency: opts.currency } : {}),
    },
  );
}

async function paidOrder(token: string, opts: Parameters<typeof order>[1] = {}) {
  const res = await order(token, opts);
  expect(res.status).toBe(200);
  return res.body.data;
}

const sessionOf = (payUrl: string) => {
  const id = payUrl.split('/pay/')[1]!;
  return { id, session: stripe.sessions.get(id)! };
};

const detailOf = async (orderId: string, token: string) =>
  (await t.call('orderDetail', { orderId }, { token })).body.data;

/** The order as the shopper's order list shows it. */
const listed = async (orderId: string, token: string) => {
  const page = (await t.call('orderList', { page: 1, pageSize: 50 }, { token })).body.data;
  return page.list.find((o) => o.orderId === orderId);
};

const outcomeOf = async (res: Response) =>
  ((await res.json()) as { data: { outcome: string } }).data.outcome;

describe('the Checkout Session', () => {
  it('is opened in the shopper language and currency, named after the game, back to the result', async () => {
    const shopper = await newShopper(t);
    const o = await paidOrder(shopper.token, { locale: 'ja', currency: 'JPY' });
    const { id, session } = sessionOf(o.payUrl);
    expect(o.payUrl).toBe(`${stripe.base}/pay/${id}`);
    expect(session).toMatchObject({
      mode: 'payment',
      locale: 'ja',
      currency: 'jpy',
      client_reference_id: o.outTradeNo,
      metadata: { gemlane_out_trade_no: o.outTradeNo, gemlane_order_id: o.orderId },
      success_url: `http://localhost:8080/payment-result?outTradeNo=${o.outTradeNo}`,
      cancel_url: `http://localhost:8080/payment-result?outTradeNo=${o.outTradeNo}&return=cancelled`,
    });
    // JPY is zero-decimal for us and for Stripe: the same number.
    expect(session.amount_total).toBe(o.total.amount);
    const line = (
      session.line_items_sent as { price_data: { product_data: { name: string } } }[]
    )[0];
    expect(line?.price_data.product_data.name).toMatch(/ · /);
    // The session expires with our payment window (an hour by default).
    const expiresIn = Number(session.expires_at) - Math.floor(t.clock.now().getTime() / 1000);
    expect(expiresIn).toBeGreaterThan(3500);
    expect(expiresIn).toBeLessThanOrEqual(3600);
    const [row] = await t.db.select().from(payments).where(eq(payments.outTradeNo, o.outTradeNo));
    expect(row).toMatchObject({ provider: 'stripe', providerRef: id });
  });

  it('writes IDR (no minor unit for us, two decimals for Stripe) times 100', async () => {
    const shopper = await newShopper(t);
    const o = await paidOrder(shopper.token, { currency: 'IDR' });
    expect(sessionOf(o.payUrl).session.amount_total).toBe(o.total.amount * 100);
  });

  it('pays, settles through the webhook, and delivers', async () => {
    const shopper = await newShopper(t);
    const o = await paidOrder(shopper.token);
    const res = await stripe.deliver(stripe.pay(sessionOf(o.payUrl).id));
    expect(res.status).toBe(200);
    expect(await outcomeOf(res)).toBe('processed');
    expect((await detailOf(o.orderId, shopper.token)).status).toBe('checking');
    await jobRunner(t).drain();
    expect((await detailOf(o.orderId, shopper.token)).status).toBe('complete');
  });
});

describe('Stripe webhooks', () => {
  it('handles a webhook sent twice once, and a late expiry after payment changes nothing', async () => {
    const shopper = await newShopper(t);
    const o = await paidOrder(shopper.token);
    const { id } = sessionOf(o.payUrl);
    const completed = stripe.pay(id);
    expect(await outcomeOf(await stripe.deliver(completed))).toBe('processed');
    expect(await outcomeOf(await stripe.deliver(completed))).toBe('duplicate');
    // Out of order: the session's expiry event arrives after its payment.
    expect(
      await outcomeOf(
        await stripe.deliver(
          stripe.event('checkout.session.expired', {
            ...stripe.sessions.get(id)!,
            status: 'expired',
          }),
        ),
      ),
    ).toBe('ignored');
    const detail = await detailOf(o.orderId, shopper.token);
    expect(detail.timeline.filter((e) => e.status === 'checking')).toHaveLength(1);
    expect(detail.payments[0]?.status).toBe('succeeded');
  });

  it('refuses a forged and a stale webhook, changing nothing', async () => {
    const shopper = await newShopper(t);
    const o = await paidOrder(shopper.token);
    const completed = stripe.pay(sessionOf(o.payUrl).id);
    const forged = await stripe.deliver(completed, { secret: 'whsec_someone_else_entirely' });
    expect(forged.status).toBe(400);
    const stale = await stripe.deliver(completed, {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(stale.status).toBe(400);
    const tampered = await stripe.deliver(completed, {
      body: JSON.stringify(completed).replace('"paid"', '"unpaid"'),
    });
    // Signed for another body than the one sent.
    const raw = JSON.stringify(completed);
    const swapped = await t.app.request('/api/pay/webhook/stripe', {
      method: 'POST',
      headers: { 'stripe-signature': stripe.signature(raw) },
      body: raw.replace(o.outTradeNo, 'PT00000000XXXXXXXXXX'),
    });
    expect(swapped.status).toBe(400);
    expect(tampered.status).toBe(200); // signed as sent: a valid (unpaid) completion, nothing paid
    expect((await detailOf(o.orderId, shopper.token)).status).toBe('paying');
  });

  it("refuses another merchant's session naming our order, and ignores sessions not ours", async () => {
    const shopper = await newShopper(t);
    const o = await paidOrder(shopper.token);
    const theirs = stripe.foreignSession({
      client_reference_id: o.outTradeNo,
      metadata: { gemlane_out_trade_no: o.outTradeNo },
      line_items: [
        { quantity: '1', price_data: { currency: 'usd', unit_amount: String(o.total.amount) } },
      ],
    });
    const res = await stripe.deliver(stripe.pay(theirs.id as string));
    expect(await outcomeOf(res)).toBe('refused');
    const unrelated = stripe.foreignSession({});
    const ignored = await stripe.deliver(stripe.pay(unrelated.id as string));
    expect(ignored.status).toBe(200);
    expect(await outcomeOf(ignored)).toBe('ignored');
    expect((await detailOf(o.orderId, shopper.token)).status).toBe('paying');
  });

  it('refuses an event whose amount is not the order total', async () => {
    const shopper = await newShopper(t);
    const o = await paidOrder(shopper.token);
    const { id, session } = sessionOf(o.payUrl);
    session.amount_total = o.total.amount - 1;
    const res = await stripe.deliver(stripe.pay(id));
    expect(await outcomeOf(res)).toBe('refused');
    expect((await detailOf(o.orderId, shopper.token)).status).toBe('paying');
  });

  it('ends an attempt whose session expired: the order may be paid again', async () => {
    const shopper = await newShopper(t);
    const o = await paidOrder(shopper.token);
    await stripe.deliver(stripe.expire(sessionOf(o.payUrl).id));
    const detail = await detailOf(o.orderId, shopper.token);
    expect(detail.status).toBe('paymentFailed');
    expect(detail.canPay).toBe(true);
  });
});

describe('delayed payments and disputes', () => {
  it('waits on a completed but unpaid session, then settles on async_payment_succeeded', async () => {
    const shopper = await newShopper(t);
    const o = await paidOrder(shopper.token);
    const { id } = sessionOf(o.payUrl);
    const completed = stripe.pay(id, { delayed: true });
    expect((await stripe.deliver(completed)).status).toBe(200);
    expect((await detailOf(o.orderId, shopper.token)).status).toBe('paying');
    stripe.sessions.get(id)!.payment_status = 'paid';
    const succeeded = stripe.event('checkout.session.async_payment_succeeded', {
      ...stripe.sessions.get(id)!,
    });
    expect(await outcomeOf(await stripe.deliver(succeeded))).toBe('processed');
    expect((await detailOf(o.orderId, shopper.token)).status).toBe('checking');
  });

  it('flags the order of a disputed charge', async () => {
    const shopper = await newShopper(t);
    const o = await paidOrder(shopper.token);
    const { id } = sessionOf(o.payUrl);
    await stripe.deliver(stripe.pay(id));
    const intent = String(stripe.sessions.get(id)!.payment_intent);
    const dispute = stripe.event('charge.dispute.created', {
      id: 'dp_1',
      object: 'dispute',
      payment_intent: intent,
      amount: o.total.amount,
      currency: 'usd',
      reason: 'fraudulent',
    });
    expect(await outcomeOf(await stripe.deliver(dispute))).toBe('processed');
    const [row] = await t.db.select().from(payments).where(eq(payments.outTradeNo, o.outTradeNo));
    expect(row?.disputedAt).toBeInstanceOf(Date);
    const detail = await detailOf(o.orderId, shopper.token);
    expect(detail.timeline.at(-1)?.note).toMatch(/bank disputed payment/);
  });
});

describe('Stripe failing while a checkout is opened', () => {
  for (const fault of ['status500', 'timeout', 'down'] as const) {
    it(`answers a translated 503 on ${fault}, keeps the order payable, and a retry opens one session`, async () => {
      const shopper = await newShopper(t);
      const idempotencyKey = key();
      stripe.fail('sessions', fault);
      const before = stripe.sessions.size;
      const first = await order(shopper.token, { idempotencyKey, locale: 'de' });
      expect(first.status).toBe(503);
      expect(first.body.message).toContain('Zahlungsseite');
      // The same request again (the shopper's retry): the same order, one session.
      const again = await order(shopper.token, { idempotencyKey, locale: 'de' });
      expect(again.status).toBe(200);
      const third = await order(shopper.token, { idempotencyKey, locale: 'de' });
      expect(third.body.data.payUrl).toBe(again.body.data.payUrl);
      // A timed-out request may have made its session: the same key answers that one.
      expect(stripe.sessions.size - before).toBe(1);
      expect((await detailOf(again.body.data.orderId, shopper.token)).status).toBe('paying');
    });
  }
});

describe('refunds through Stripe', () => {
  it('refunds a rejected delivery exactly once through 500, timeout and down answers', async () => {
    const shopper = await newShopper(t);
    const o = await paidOrder(shopper.token, { player: REJECTED_PLAYER });
    await stripe.deliver(stripe.pay(sessionOf(o.payUrl).id));
    stripe.fail('refunds', 'status500');
    stripe.fail('refunds', 'timeout');
    stripe.fail('refunds', 'down');
    const runner = jobRunner(t);
    await runner.drain();
    let detail = await detailOf(o.orderId, shopper.token);
    expect(detail.status).toBe('fail');
    expect(detail.statusLabel).toBe('Fail (refund in progress)');
    expect(detail.refund?.status).toBe('pending');
    // The list says what the detail says (never "Refunded" while the refund is in progress).
    expect(await listed(o.orderId, shopper.token)).toMatchObject({
      refundStatus: 'pending',
      statusLabel: 'Fail (refund in progress)',
    });
    for (let i = 0; i < 6 && detail.refund?.status === 'pending'; i += 1) {
      t.clock.advance(10 * 60_000);
      await runner.drain();
      detail = await detailOf(o.orderId, shopper.token);
    }
    expect(detail.refund?.status).toBe('succeeded');
    expect(detail.payments[0]?.status).toBe('refunded');
    expect(await listed(o.orderId, shopper.token)).toMatchObject({
      refundStatus: 'succeeded',
      statusLabel: detail.statusLabel,
    });
    // Asked four times with one key; the stand-in made one refund.
    const asked = stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/refunds');
    expect(asked.length).toBeGreaterThanOrEqual(3);
    expect(new Set(asked.map((c) => c.key)).size).toBe(1);
    const made = [...stripe.refunds.values()].filter(
      (r) => (r.metadata as Record<string, string>).gemlane_out_trade_no === o.outTradeNo,
    );
    expect(made).toHaveLength(1);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, o.orderId))).toHaveLength(1);
    // Stripe's own refund events after the answer change nothing.
    const refundEvent = stripe.event('refund.updated', made[0]!);
    expect(await outcomeOf(await stripe.deliver(refundEvent))).toBe('duplicate');
  });

  it('shows a refund Stripe refuses as failed on the order, never refunded', async () => {
    const shopper = await newShopper(t);
    const o = await paidOrder(shopper.token, { player: REJECTED_PLAYER });
    await stripe.deliver(stripe.pay(sessionOf(o.payUrl).id));
    await jobRunner(t, { kinds: ['order.fulfil'] }).drain();
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, o.orderId));
    const failed = stripe.event('refund.failed', {
      id: 're_failed_1',
      object: 'refund',
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
      metadata: { gemlane_refund_id: String(refund!.id) },
    });
    expect(await outcomeOf(await stripe.deliver(failed))).toBe('processed');
    const detail = await detailOf(o.orderId, shopper.token);
    expect(detail.refund?.status).toBe('failed');
    expect(detail.statusLabel).toBe('Fail (refund failed, support will contact you)');
    expect(await listed(o.orderId, shopper.token)).toMatchObject({
      refundStatus: 'failed',
      statusLabel: 'Fail (refund failed, support will contact you)',
    });
    expect(detail.payments[0]?.status).toBe('succeeded');
    expect(detail.timeline.at(-1)?.note).toMatch(
      /refund of .* failed \(expired_or_canceled_card\)/,
    );
    // The refund job, run later, does not ask again: the outcome is final.
    const asked = stripe.count('POST', '/v1/refunds');
    await jobRunner(t).drain();
    expect(stripe.count('POST', '/v1/refunds')).toBe(asked);
  });
});

describe('reconciliation', () => {
  it('settles a payment whose webhook was lost, once, and the late webhook changes nothing', async () => {
    const shopper = await newShopper(t);
    const o = await paidOrder(shopper.token);
    const completed = stripe.pay(sessionOf(o.payUrl).id);
    const deps = paymentDepsOf(t.deps);
    // Not yet: the attempt has waited less than PAYMENT_RECONCILE_AFTER_S.
    await reconcilePayments(deps);
    expect((await detailOf(o.orderId, shopper.token)).status).toBe('paying');
    t.clock.advance(301_000);
    expect(await reconcilePayments(deps)).toBeGreaterThanOrEqual(1);
    expect((await detailOf(o.orderId, shopper.token)).status).toBe('checking');
    expect(await outcomeOf(await stripe.deliver(completed))).toBe('ignored');
    await reconcilePayments(deps);
    const detail = await detailOf(o.orderId, shopper.token);
    expect(detail.timeline.filter((e) => e.status === 'checking')).toHaveLength(1);
  });
});

describe('pay again', () => {
  const again = (orderId: string, token: string, idempotencyKey = key()) =>
    t.call('payAgain', { orderId, idempotencyKey, returnUrl: RETURN_URL }, { token });

  it('expires the earlier Checkout Session first, so the two can never both pay', async () => {
    const shopper = await newShopper(t);
    const o = await paidOrder(shopper.token);
    const first = sessionOf(o.payUrl).id;
    const retryKey = key();
    const res = await again(o.orderId, shopper.token, retryKey);
    expect(res.status).toBe(200);
    const second = sessionOf(res.body.data.payUrl).id;
    expect(second).not.toBe(first);
    expect(stripe.count('POST', `/v1/checkout/sessions/${first}/expire`)).toBe(1);
    expect(stripe.sessions.get(first)?.status).toBe('expired');
    expect(() => stripe.pay(first)).toThrow(/expired/);
    // The shopper's retry of the same pay-again answers the same page and leaves it open.
    const retried = await again(o.orderId, shopper.token, retryKey);
    expect(retried.body.data.payUrl).toBe(res.body.data.payUrl);
    expect(stripe.sessions.get(second)?.status).toBe('open');
    // Stripe's expiry event of the first page does not touch the order; the new page pays it.
    const expired = stripe.events.find(
      (e) =>
        e.type === 'checkout.session.expired' &&
        (e.data as { object: { id: string } }).object.id === first,
    )!;
    expect(await outcomeOf(await stripe.deliver(expired))).toBe('processed');
    expect((await detailOf(o.orderId, shopper.token)).status).toBe('paying');
    await stripe.deliver(stripe.pay(second));
    const detail = await detailOf(o.orderId, shopper.token);
    expect(detail.status).toBe('checking');
    expect(detail.payments.map((p) => p.status)).toEqual(['failed', 'succeeded']);
    expect(detail.payments[0]?.failureReason).toBe('Checkout expired');
  });

  it('refuses to open a second page when the first was paid before its webhook came', async () => {
    const shopper = await newShopper(t);
    const o = await paidOrder(shopper.token);
    const first = sessionOf(o.payUrl).id;
    stripe.pay(first); // its webhook is lost
    const opened = () =>
      stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions').length;
    const sessions = opened();
    const res = await again(o.orderId, shopper.token);
    expect(res.status).toBe(409);
    expect(opened()).toBe(sessions);
    // The paid page settled the order through the webhook's path.
    const detail = await detailOf(o.orderId, shopper.token);
    expect(detail.status).toBe('checking');
    expect(detail.payments).toHaveLength(1);
  });

  it('answers 503 and keeps the order payable when Stripe cannot expire the earlier page', async () => {
    const shopper = await newShopper(t);
    const o = await paidOrder(shopper.token);
    stripe.fail('expire', 'down');
    const res = await again(o.orderId, shopper.token);
    expect(res.status).toBe(503);
    const detail = await detailOf(o.orderId, shopper.token);
    expect(detail.status).toBe('paying');
    expect(detail.payments).toHaveLength(1);
    expect(stripe.sessions.get(sessionOf(o.payUrl).id)?.status).toBe('open');
    expect((await again(o.orderId, shopper.token)).status).toBe(200);
  });
});

describe('a refund whose outcome event was lost', () => {
  it('is asked about by reconciliation and settled once', async () => {
    const shopper = await newShopper(t);
    const o = await paidOrder(shopper.token, { player: REJECTED_PLAYER });
    stripe.refundsStartPending = true;
    try {
      await stripe.deliver(stripe.pay(sessionOf(o.payUrl).id));
      await jobRunner(t).drain();
    } finally {
      stripe.refundsStartPending = false;
    }
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, o.orderId));
    expect(row).toMatchObject({ status: 'pending' });
    expect(row?.providerRef).toMatch(/^re_/);
    // Stripe finishes the refund; its refund.updated webhook never arrives.
    const lost = stripe.finishRefund(row!.providerRef!, 'succeeded');
    const deps = paymentDepsOf(t.deps);
    await reconcilePayments(deps);
    expect((await detailOf(o.orderId, shopper.token)).refund?.status).toBe('pending');
    const lookups = stripe.count('GET', `/v1/refunds/${row!.providerRef}`);
    t.clock.advance(301_000);
    expect(await reconcilePayments(deps)).toBeGreaterThanOrEqual(1);
    expect(stripe.count('GET', `/v1/refunds/${row!.providerRef}`)).toBe(lookups + 1);
    const detail = await detailOf(o.orderId, shopper.token);
    expect(detail.refund?.status).toBe('succeeded');
    expect(detail.payments[0]?.status).toBe('refunded');
    expect(detail.statusLabel).toBe((await listed(o.orderId, shopper.token))?.statusLabel);
    const refundedNotes = detail.timeline.filter((e) => /refunded/i.test(e.note ?? ''));
    // The late webhook and later rounds change nothing: settled once.
    expect(await outcomeOf(await stripe.deliver(lost))).toBe('duplicate');
    await reconcilePayments(deps);
    expect(stripe.count('GET', `/v1/refunds/${row!.providerRef}`)).toBe(lookups + 1);
    const after = await detailOf(o.orderId, shopper.token);
    expect(after.timeline.filter((e) => /refunded/i.test(e.note ?? ''))).toHaveLength(
      refundedNotes.length,
    );
  });
});

describe('card rules on the card Stripe reports', () => {
  it('refunds before delivery a payment with a card on a third account, telling the shopper which rule', async () => {
    const fingerprint = `fp_shared_${key()}`;
    const results: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const shopper = await newShopper(t);
      const o = await paidOrder(shopper.token, { locale: 'de' });
      await stripe.deliver(stripe.pay(sessionOf(o.payUrl).id, { fingerprint, name: 'Jane Doe' }));
      await jobRunner(t).drain();
      const detail = await detailOf(o.orderId, shopper.token);
      results.push(detail.status);
      if (i === 2) {
        const result = (
          await t.call(
            'paymentResult',
            { outTradeNo: o.outTradeNo },
            {
              token: shopper.token,
              locale: 'de',
            },
          )
        ).body.data;
        expect(result.advice).toBe('Diese Karte wird bereits von 2 Konten verwendet');
        expect(detail.refund?.status).toBe('succeeded');
        expect(detail.timeline.some((e) => e.status === 'processing')).toBe(false);
      }
    }
    expect(results).toEqual(['complete', 'complete', 'fail']);
    const uses = await t.db
      .select()
      .from(cardPayments)
      .where(eq(cardPayments.fingerprint, `stripe:${fingerprint}`));
    expect(uses).toHaveLength(2);
  });
});
