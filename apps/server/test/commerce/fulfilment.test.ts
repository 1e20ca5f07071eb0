// Fulfilment jobs: the seeded sandbox players, the delivery deadline with automatic refund, a
// restart in the middle of a delivery (exactly once), several workers on one queue, graceful stop,
// jobs taken in hand as they are enqueued.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs, orders, orderTimeline, outbox, refunds } from '../../src/db/schema/index.ts';
import { moveIfStillWithMail } from '../../src/services/orders/store.ts';
import { startJobs } from '../../src/jobs/index.ts';
import { JobRunner } from '../../src/jobs/runner.ts';
import {
  claimJobs,
  DONE_JOB_RETENTION_MS,
  enqueue,
  purgeDoneJobs,
} from '../../src/services/queue/queue.ts';
import { FULFIL_PRIORITY } from '../../src/services/payments/payments.ts';
import type { Publisher } from '../../src/services/fulfilment/publisher.ts';
import { sandboxPublisher } from '../../src/services/fulfilment/sandbox-publisher.ts';
import { startTestApp, type TestApp } from '../helpers.ts';
import {
  deliveriesAndRefunds,
  freshCard,
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
  t = await startTestApp({ FULFILMENT_DEADLINE_MS: '60000' });
  f = await setUpCatalog(t);
});
afterAll(() => t.close());

/** A paid order whose fulfilment job is queued (checkout + webhook done, fulfilment not run). */
async function paidOrder(token: string): Promise<string> {
  const created = await t.call(
    'createOrder',
    {
      idempotencyKey: key(),
      items: [{ packageId: f.pkg.medium, quantity: 1, playerId: PLAYER.id, roleName: PLAYER.name }],
      payMethod: 'card',
      returnUrl: RETURN_URL,
    },
    { token },
  );
  // Paid as the form is posted; the fulfilment job stays queued (no runner is started here).
  await submitCheckout(t, created.body.data.payUrl, freshCard());
  return created.body.data.orderId;
}

const unreachable: Publisher = {
  lookupRole: () => Promise.reject(new Error('publisher unreachable')),
  deliver: () => Promise.reject(new Error('publisher unreachable')),
};

const timelineOf = async (orderId: string) =>
  (await t.db.select().from(orderTimeline).where(eq(orderTimeline.orderId, orderId))).map(
    (e) => e.toStatus,
  );

describe('the seeded sandbox players', () => {
  it('knows the documented IDs of the known games', async () => {
    const cases = [
      {
        gameZonePath: 'genshin-impact-top-up',
        playerId: '800000001',
        serverId: 'os_asia',
        roleName: 'Traveler',
      },
      {
        gameZonePath: 'mobile-legends-bang-bang',
        playerId: '12345678',
        serverId: '2001',
        roleName: 'Layla Main',
      },
      {
        gameZonePath: 'honkai-star-rail',
        playerId: '800000002',
        serverId: 'prod_official_asia',
        roleName: 'Trailblazer',
      },
      {
        gameZonePath: 'zenless-zone-zero',
        playerId: '1300000001',
        serverId: 'prod_gf_jp',
        roleName: 'Proxy Wise',
      },
      { gameZonePath: 'pubg', playerId: '5123456789', roleName: 'ChickenDinner' },
    ];
    for (const { roleName, ...input } of cases) {
      const res = await t.call('checkRole', input);
      expect(res.body.data?.roleName, input.gameZonePath).toBe(roleName);
    }
    const wrongServer = await t.call('checkRole', {
      gameZonePath: 'mobile-legends-bang-bang',
      playerId: '12345678',
      serverId: '2002',
    });
    expect(wrongServer.status).toBe(400);
  });
});

describe('fulfilment jobs', () => {
  it('retries a failing publisher with backoff, then fails and refunds at the deadline', async () => {
    const shopper = await newShopper(t);
    const orderId = await paidOrder(shopper.token);
    const flaky = jobRunner(t, { publisher: unreachable });
    await flaky.drain();
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `fulfil:${orderId}`));
    expect(job).toMatchObject({ status: 'queued', lastError: 'publisher unreachable' });
    expect(job!.runAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect(await timelineOf(orderId)).toEqual(['paying', 'paymentPending', 'checking']);

    t.clock.advance(61_000);
    await flaky.drain();
    const detail = (await t.call('orderDetail', { orderId }, { token: shopper.token })).body.data;
    expect(detail.status).toBe('fail');
    expect(detail.timeline.at(-2)?.note).toMatch(/deadline; refund of .* in progress/);
    expect(detail.timeline.at(-1)?.note).toMatch(/^Refunded /);
    expect(detail.refund?.amount.amount).toBe(detail.total.amount);
    expect(detail.refund?.status).toBe('succeeded');
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
  });

  it('refunds at the deadline an order the publisher accepted but never confirmed', async () => {
    const shopper = await newShopper(t);
    const orderId = await paidOrder(shopper.token);
    const real = sandboxPublisher(t.db);
    const silent: Publisher = {
      lookupRole: (ref) => real.lookupRole(ref),
      deliver: () => Promise.reject(new Error('publisher timed out')),
    };
    const runner = jobRunner(t, { publisher: silent });
    await runner.drain();
    expect(await timelineOf(orderId)).toEqual([
      'paying',
      'paymentPending',
      'checking',
      'processing',
    ]);
    t.clock.advance(61_000);
    await runner.drain();
    const detail = (await t.call('orderDetail', { orderId }, { token: shopper.token })).body.data;
    expect(detail.status).toBe('fail');
    expect(detail.refund).not.toBeNull();
    expect(await deliveriesAndRefunds(t.db, orderId)).toEqual({ delivered: 0, refunded: 1 });
  });

  it('completes exactly once when a worker dies in the middle of a delivery', async () => {
    const shopper = await newShopper(t);
    const orderId = await paidOrder(shopper.token);
    const real = sandboxPublisher(t.db);
    let release!: () => void;
    const hang = new Promise<void>((resolve) => {
      release = resolve;
    });
    let delivered!: () => void;
    const reachedDelivery = new Promise<void>((resolve) => {
      delivered = resolve;
    });
    // Delivers, then never reports back: the process "died" before recording the result.
    const dying: Publisher = {
      lookupRole: (ref) => real.lookupRole(ref),
      deliver: async (id, refs) => {
        const result = await real.deliver(id, refs);
        delivered();
        await hang;
        return result;
      },
    };
    const first = jobRunner(t, { publisher: dying, leaseMs: 5_000, workerId: 'dies' });
    const firstRun = first.runOnce();
    await reachedDelivery;
    expect(await timelineOf(orderId)).toEqual([
      'paying',
      'paymentPending',
      'checking',
      'processing',
    ]);

    // After the lease runs out, a new worker (the restarted process) picks the job up.
    t.clock.advance(6_000);
    const second = jobRunner(t, { workerId: 'restarted' });
    expect(await second.drain()).toBe(1);
    expect(await timelineOf(orderId)).toEqual([
      'paying',
      'paymentPending',
      'checking',
      'processing',
      'complete',
    ]);

    // The dead worker wakes up late: it changes nothing.
    release();
    await firstRun;
    expect(await timelineOf(orderId)).toEqual([
      'paying',
      'paymentPending',
      'checking',
      'processing',
      'complete',
    ]);
    expect(await deliveriesAndRefunds(t.db, orderId)).toEqual({ delivered: 1, refunded: 0 });
    const [job] = await t.db.select().from(jobs).where(eq(jobs.lockedBy, 'restarted'));
    expect(job?.status).toBe('done');
  });

  it('runs each job once with several workers on one queue', async () => {
    const shopper = await newShopper(t);
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) ids.push(await paidOrder(shopper.token));
    const workers = [
      jobRunner(t, { workerId: 'a' }),
      jobRunner(t, { workerId: 'b' }),
      jobRunner(t, { workerId: 'c' }),
    ];
    const runs = await Promise.all(workers.map((w) => w.drain()));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(4);
    for (const id of ids) {
      expect(await timelineOf(id)).toEqual([
        'paying',
        'paymentPending',
        'checking',
        'processing',
        'complete',
      ]);
      expect(await deliveriesAndRefunds(t.db, id)).toEqual({ delivered: 1, refunded: 0 });
    }
  });

  it('stops gracefully: the job in hand is finished first', async () => {
    const shopper = await newShopper(t);
    const orderId = await paidOrder(shopper.token);
    const real = sandboxPublisher(t.db);
    let started!: () => void;
    const inDelivery = new Promise<void>((resolve) => {
      started = resolve;
    });
    const slow: Publisher = {
      lookupRole: (ref) => real.lookupRole(ref),
      deliver: async (id, refs) => {
        started();
        await new Promise((r) => setTimeout(r, 300));
        return real.deliver(id, refs);
      },
    };
    const stop = startJobs(t.deps, {
      publisher: slow,
      pollMs: 50,
    });
    await inDelivery;
    await stop();
    expect(
      (await t.call('orderDetail', { orderId }, { token: shopper.token })).body.data.status,
    ).toBe('complete');
  });

  it('keeps finished jobs a week, then purges them; queued and dead jobs stay', async () => {
    const now = t.clock.now();
    const old = new Date(now.getTime() - DONE_JOB_RETENTION_MS - 1000);
    await enqueue(t.db, 'test.old-done', {}, old, { dedupeKey: 'purge-a' });
    await enqueue(t.db, 'test.old-dead', {}, old, { dedupeKey: 'purge-b' });
    await enqueue(t.db, 'test.queued', {}, old, { dedupeKey: 'purge-c' });
    await t.db
      .update(jobs)
      .set({ status: 'done', updatedAt: old })
      .where(eq(jobs.dedupeKey, 'purge-a'));
    await t.db
      .update(jobs)
      .set({ status: 'dead', updatedAt: old })
      .where(eq(jobs.dedupeKey, 'purge-b'));
    expect(await purgeDoneJobs(t.db, now)).toBeGreaterThanOrEqual(1);
    const kinds = (await t.db.select({ kind: jobs.kind }).from(jobs)).map((j) => j.kind);
    expect(kinds).not.toContain('test.old-done');
    expect(kinds).toEqual(expect.arrayContaining(['test.old-dead', 'test.queued']));
  });

  it('writes the receipt with the last move only if the order still was where the move starts', async () => {
    const shopper = await newShopper(t);
    const orderId = await paidOrder(shopper.token);
    const mail = {
      to: 'receipt-guard@example.com',
      subject: 'Receipt',
      text: 'text',
      html: '<p>html</p>',
      kind: 'order-receipt',
      status: 'held' as const,
    };
    const receipts = () => t.db.select().from(outbox).where(eq(outbox.to, mail.to));
    // The order is in `checking`, not `processing`: nothing moves, nothing is written.
    const at = t.clock.now();
    const args = ['fulfilment.delivered', at, 'delivered', mail] as const;
    expect(await moveIfStillWithMail(t.db, { id: orderId, status: 'processing' }, ...args)).toBe(
      false,
    );
    expect(await receipts()).toHaveLength(0);
    expect(await timelineOf(orderId)).not.toContain('complete');
    // From where it is, it moves, with its entry and its one receipt.
    await t.db.update(orders).set({ status: 'processing' }).where(eq(orders.id, orderId));
    expect(await moveIfStillWithMail(t.db, { id: orderId, status: 'processing' }, ...args)).toBe(
      true,
    );
    expect(await moveIfStillWithMail(t.db, { id: orderId, status: 'processing' }, ...args)).toBe(
      false,
    );
    expect(await receipts()).toHaveLength(1);
    expect((await timelineOf(orderId)).filter((s) => s === 'complete')).toHaveLength(1);
  });

  it('starts a due job enqueued in this process in a free slot with no claim; a rollback frees the slot', async () => {
    const ran: number[] = [];
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const runner = new JobRunner({
      db: t.db,
      log: t.deps.log,
      now: () => t.clock.now(),
      handlers: {
        'test.in-hand': async (job) => {
          ran.push(Number(job.payload.n));
          await gate;
        },
      },
      concurrency: 1,
      pollMs: 60_000,
    });
    runner.start();
    const rowsOf = () => t.db.select().from(jobs).where(eq(jobs.kind, 'test.in-hand'));

    // Rolled back: nothing stays, nothing runs, and the slot it held is free again.
    await t.db
      .transaction(async (tx) => {
        await enqueue(tx, 'test.in-hand', { n: 0 }, t.clock.now());
        tx.rollback();
      })
      .catch(() => undefined);
    // Committed: written already held by this runner, and started once the commit is done.
    await t.db.transaction(async (tx) => {
      await enqueue(tx, 'test.in-hand', { n: 1 }, t.clock.now());
      const [row] = await tx.select().from(jobs).where(eq(jobs.kind, 'test.in-hand'));
      expect(row).toMatchObject({ status: 'running', lockedBy: runner.workerId, attempts: 1 });
      expect(ran).toEqual([]);
    });
    await vi.waitFor(() => expect(ran).toEqual([1]));
    // The only slot is taken: the next one is queued, and claimed once the slot comes free.
    await enqueue(t.db, 'test.in-hand', { n: 2 }, t.clock.now());
    expect((await rowsOf()).map((j) => j.status).sort()).toEqual(['queued', 'running']);
    open();
    await vi.waitFor(() => expect(ran).toEqual([1, 2]));
    await runner.stop();
    expect((await rowsOf()).map((j) => j.status)).toEqual(['done', 'done']);
  });

  it("a paid order's delivery is claimed before due jobs queued earlier (the webhooks of later payments)", async () => {
    const shopper = await newShopper(t);
    const orderId = await paidOrder(shopper.token);
    const [fulfil] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `fulfil:${orderId}`));
    expect(fulfil?.priority).toBe(FULFIL_PRIORITY);

    const now = t.clock.now();
    await enqueue(t.db, 'test.webhook', {}, new Date(now.getTime() - 60_000));
    await enqueue(t.db, 'test.webhook', {}, new Date(now.getTime() - 30_000));
    await enqueue(t.db, 'test.delivery', {}, now, { priority: FULFIL_PRIORITY });
    const kinds = ['test.webhook', 'test.delivery'];
    const first = await claimJobs(t.db, 'worker-priority', 1, 5_000, now, kinds);
    expect(first.map((j) => j.kind)).toEqual(['test.delivery']);
    // Among equals, the oldest first.
    const rest = await claimJobs(t.db, 'worker-priority', 5, 5_000, now, kinds);
    expect(rest.map((j) => j.runAt.getTime())).toEqual([
      now.getTime() - 60_000,
      now.getTime() - 30_000,
    ]);
  });
});
