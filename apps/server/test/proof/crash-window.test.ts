// Fault proof, the narrowest crash windows of fulfilment, driven step by step in
// process: the worker dies after the publisher delivered but before the delivery was recorded, and
// the restarted worker only gets the job back after the delivery deadline. The order must end
// delivered or refunded, never both. (The commerce tests cover the same crash inside the deadline.)
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderTimeline } from '../../src/db/schema/index.ts';
import { createJobRunner } from '../../src/jobs/index.ts';
import type { Publisher } from '../../src/services/fulfilment/publisher.ts';
import { sandboxPublisher } from '../../src/services/fulfilment/sandbox-publisher.ts';
import { startTestApp, type TestApp } from '../helpers.ts';
import { pickPackage, shopperApi } from './shop.ts';
import { ledgerOf, makeShoppers } from './support.ts';

const DEADLINE_MS = 3_000;
const LEASE_MS = 5_000;

let t: TestApp;
let packageId: number;
beforeAll(async () => {
  t = await startTestApp({ FULFILMENT_DEADLINE_MS: String(DEADLINE_MS) });
  packageId = (await pickPackage(t.raw)).id;
});
afterAll(() => t.close());

const runner = (opts: Partial<Parameters<typeof createJobRunner>[1]> = {}) =>
  createJobRunner(t.deps, { leaseMs: LEASE_MS, ...opts });

/** A paid order (wallet) whose fulfilment job is queued but not run. */
async function paidOrder(): Promise<string> {
  const [shopper] = await makeShoppers(t.db, 1, t.clock.now());
  const api = shopperApi(t.raw, shopper!);
  const created = await api.create(packageId, 'wallet');
  expect(created.status).toBe(200);
  expect((await api.pay(created.data.payUrl, 'wallet')).status).toBe(303);
  expect((await api.detail(created.data.orderId)).data.status).toBe('checking');
  return created.data.orderId;
}

/** Delivers for real, then never reports back: the process dies before recording the result. */
function dyingPublisher() {
  const real = sandboxPublisher(t.db);
  let reached!: () => void;
  const delivered = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const publisher: Publisher = {
    lookupRole: (ref) => real.lookupRole(ref),
    deliver: async (id, refs) => {
      await real.deliver(id, refs);
      reached();
      return new Promise(() => undefined);
    },
  };
  return { publisher, delivered };
}

describe('a worker killed between delivery and its record', () => {
  it('is not refunded when the job comes back after the deadline: it was delivered', async () => {
    const orderId = await paidOrder();
    const dying = dyingPublisher();
    void runner({ publisher: dying.publisher, workerId: 'killed' }).runOnce();
    await dying.delivered;

    // The restarted process sees the job only when the dead worker's lease ends, past the deadline.
    t.clock.advance(LEASE_MS + 1_000);
    expect(await runner({ workerId: 'restarted' }).drain()).toBe(1);

    const ledger = await ledgerOf(t.db, [orderId]);
    expect(ledger.deliveries).toHaveLength(1);
    // Delivered once and paid once: the order is complete, with no refund on top of the delivery.
    const timeline = await t.db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, orderId));
    expect(
      { status: ledger.orders[0]?.status, refunds: ledger.refunds.length },
      timeline.map((e) => `${e.toStatus}: ${e.note ?? ''}`).join(' | '),
    ).toEqual({
      status: 'complete',
      refunds: 0,
    });
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `fulfil:${orderId}`));
    expect(job).toBeUndefined();
  });
});
