// GET /metrics: off without METRICS_TOKEN, a bearer token otherwise, and the Prometheus text with
// requests by route and status, failed sign-ins, jobs by kind and state, the oldest ready job,
// webhook lag, paid-to-delivered latency and refunds by reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers.ts';
import {
  freshCard,
  jobRunner,
  key,
  newShopper,
  PLAYER,
  RETURN_URL,
  setUpCatalog,
  submitCheckout,
} from './commerce/fixtures.ts';

const TOKEN = 'metrics-token-0123456789';
let t: TestApp;

const scrape = async (auth?: string) =>
  t.raw('/metrics', auth ? { headers: { authorization: auth } } : {});

/** The value of one sample line (`name{labels} value`), or undefined when it is absent. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

beforeAll(async () => {
  t = await startTestApp({ METRICS_TOKEN: TOKEN, FULFILMENT_DEADLINE_MS: '600000' });
});
afterAll(() => t.close());

describe('GET /metrics', () => {
  it('is off (404) when METRICS_TOKEN is unset', async () => {
    const off = await startTestApp();
    try {
      expect(
        (await off.raw('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status,
      ).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('refuses a missing or wrong token', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('Bearer not-the-token-at-all')).status).toBe(401);
    expect((await scrape(TOKEN)).status).toBe(401);
  });

  it('counts requests by route and status, failed sign-ins, jobs, delivery latency and refunds', async () => {
    const before = await (await scrape(`Bearer ${TOKEN}`)).text();
    const healthBefore =
      sample(
        before,
        'gemlane_http_requests_total',
        'route="/api/health",method="GET",status="200"',
      ) ?? 0;
    const failedBefore = sample(before, 'gemlane_failed_sign_ins_total', 'who="shopper"') ?? 0;

    await t.call('health');
    await t.call('health');
    const bad = await t.call('emailLogin', {
      email: 'nobody@gemlane.test',
      password: 'Wrong#Pass1',
    });
    expect(bad.status).toBe(400);

    // A paid order: its delivery job waits (ready), then runs; a refused ID is refunded.
    const f = await setUpCatalog(t);
    const order = async (playerId: string) => {
      // A shopper of its own per order (a shopper has one order open at a time).
      const shopper = await newShopper(t);
      const created = await t.call(
        'createOrder',
        {
          idempotencyKey: key(),
          items: [{ packageId: f.pkg.medium, quantity: 1, playerId, roleName: PLAYER.name }],
          payMethod: 'card',
          returnUrl: RETURN_URL,
        },
        { token: shopper.token },
      );
      if (created.status !== 200) throw new Error(`order: ${created.body.message}`);
      await submitCheckout(t, created.body.data.payUrl, freshCard());
      return created.body.data.orderId;
    };
    await order(PLAYER.id);
    t.clock.advance(5_000);

    const queued = await scrape(`Bearer ${TOKEN}`);
    expect(queued.status).toBe(200);
    expect(queued.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const mid = await queued.text();
    expect(sample(mid, 'gemlane_jobs', 'kind="order.fulfil",state="queued"')).toBe(1);
    expect(sample(mid, 'gemlane_job_oldest_ready_age_seconds')).toBeGreaterThanOrEqual(5);
    expect(sample(mid, 'gemlane_webhook_lag_seconds')).toBe(0);
    expect(
      sample(mid, 'gemlane_http_requests_total', 'route="/api/health",method="GET",status="200"'),
    ).toBe(healthBefore + 2);
    expect(mid).toMatch(
      /gemlane_http_request_duration_seconds_bucket\{le="0\.005",route="\/api\/health",method="GET",status="200"\} \d+/,
    );
    expect(sample(mid, 'gemlane_failed_sign_ins_total', 'who="shopper"')).toBe(failedBefore + 1);

    await jobRunner(t).drain();
    // Not delivered by its deadline: refunded.
    await order(PLAYER.id);
    t.clock.advance(700_000);
    await jobRunner(t).drain();
    const after = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(
      sample(after, 'gemlane_jobs', 'kind="order.fulfil",state="done"'),
    ).toBeGreaterThanOrEqual(2);
    expect(sample(after, 'gemlane_job_oldest_ready_age_seconds')).toBe(0);
    expect(sample(after, 'gemlane_paid_to_delivered_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'gemlane_refunds', 'reason="deadline_passed",state="succeeded"')).toBe(1);
    expect(sample(after, 'gemlane_refunds_failed')).toBe(0);
    // The scrape is counted under its own route; an unknown address is one bucket.
    await t.raw('/api/no/such/route');
    const last = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(last).toContain('route="/metrics",method="GET",status="200"');
    expect(last).toContain('route="/api/other",method="GET",status="404"');
    expect(last).not.toContain('/api/no/such/route');
  });
});
