// Fault proof: the real server process is SIGKILLed while it is
// delivering paid orders and started again on the same data at once. Every paid order ends
// Complete (delivered once, never refunded) or Fail (refunded once, never delivered), nobody is
// charged twice, and the jobs the dead process held come back (a 5 s lease renewed by a
// heartbeat) and end. On PostgreSQL, also two processes on one database: one is killed and the
// other takes its jobs over, with no restart. How soon is the bench's to judge: figures go to
// reports/figures/restart.json, and `npm run bench` prints them against their 10 s budget on a
// quiet machine. Here, beside other suites on two cores, the proof only bounds the wait
// (SETTLE_LIMIT_MS), so a lost job still fails it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { SERVER_ROOT } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { jobs, orders, payments } from '../../src/db/schema/index.ts';
import { FULFIL_JOB } from '../../src/services/payments/payments.ts';
import { pickPackage, shopperApi, type Send } from './shop.ts';
import { prepareData, startServer, type ServerData, type ServerProcess } from './server-process.ts';
import { countBy, ledgerOf, makeShoppers, PUBG, PUBG_REJECTED, type Shopper } from './support.ts';

const BUYERS = 60;
/** Every fifth buyer gives the ID the publisher refuses at delivery: the refund path. */
const rejects = (i: number) => i % 5 === 4;
/**
 * Far longer than the job lease plus a restart, so the jobs the killed process held are delivered
 * in time when they come back. The deadline passing in that window is proven separately
 * (crash-window.test.ts).
 */
const DEADLINE_MS = 150_000;
/** Longer than this, and an order the dead process held counts as lost. */
const SETTLE_LIMIT_MS = 60_000;
const onPostgres = Boolean(process.env.DATABASE_URL);
const figures: Record<string, unknown> = {};
const TERMINAL = new Set(['complete', 'fail']);

let data: ServerData;
let shoppers: Shopper[];
const running: ServerProcess[] = [];

beforeAll(async () => {
  data = await prepareData();
  const database = await data.open();
  shoppers = await makeShoppers(database.db, 2 * BUYERS);
  await database.close();
});

afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(running.map((s) => s.exited));
  await data.remove();
  mkdirSync(path.join(SERVER_ROOT, 'reports', 'figures'), { recursive: true });
  writeFileSync(
    path.join(SERVER_ROOT, 'reports', 'figures', 'restart.json'),
    `${JSON.stringify({ database: onPostgres ? 'postgres' : 'pglite', ...figures, when: new Date().toISOString() }, null, 2)}\n`,
  );
});

async function start(
  env: Record<string, string> = {},
): Promise<{ server: ServerProcess; send: Send }> {
  const server = await startServer({
    ...data.env,
    FULFILMENT_DEADLINE_MS: String(DEADLINE_MS),
    // A publisher call takes a while, as a real one does: a kill finds deliveries in hand.
    SANDBOX_DELIVERY_MS: '500',
    ...env,
  });
  running.push(server);
  // Like a browser, a request on a kept-alive connection the server has just closed is sent again
  // once (create and the checkout post are idempotent).
  const send: Send = async (path, init) => {
    try {
      return await fetch(`${server.base}${path}`, init);
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
      return fetch(`${server.base}${path}`, init);
    }
  };
  return { server, send };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Placed {
  i: number;
  shopper: Shopper;
  orderId: string;
  total: { amount: number };
}

/**
 * Orders of `buyers` are placed and paid while the server runs no jobs, so a backlog of
 * deliveries waits in the job table; then a stop that finishes in-flight work (SIGTERM).
 * Answers them in the order their deliveries were queued (the order they are worked through).
 */
async function placeBacklog(buyers: Shopper[]): Promise<Placed[]> {
  const shop = await start({ JOBS: 'false' });
  const pkg = await pickPackage(shop.send);
  const placed: Placed[] = [];
  await Promise.all(
    buyers.map(async (shopper, i) => {
      const api = shopperApi(shop.send, shopper);
      const method = i % 2 === 0 ? 'card' : 'wallet';
      const created = await api.create(
        pkg.id,
        method,
        undefined,
        rejects(i) ? PUBG_REJECTED : PUBG,
      );
      expect(created.status, created.message).toBe(200);
      const paid = await api.pay(created.data.payUrl, method);
      expect(paid.status).toBe(303);
      placed.push({ i, shopper, orderId: created.data.orderId, total: created.data.total });
    }),
  );
  shop.server.child.kill('SIGTERM');
  expect(await shop.server.exited).toBe('0');

  const queued = await data.open();
  const deliveries = (
    await queued.db.select().from(jobs).orderBy(asc(jobs.runAt), asc(jobs.id))
  ).filter((j) => j.kind === FULFIL_JOB);
  await queued.close();
  const mine = new Set(placed.map((p) => p.orderId));
  const queueOrder = deliveries
    .map((j) => placed.find((p) => p.orderId === j.payload.orderId))
    .filter((p): p is Placed => p !== undefined && mine.has(p.orderId));
  expect(queueOrder).toHaveLength(buyers.length);
  return queueOrder;
}

/** Waits (by HTTP, as the shoppers' result pages do) until every order of `placed` is final. */
async function settle(send: Send, placed: Placed[]): Promise<void> {
  const t0 = performance.now();
  const pending = new Set(placed);
  while (pending.size > 0) {
    expect(performance.now() - t0, `orders left: ${pending.size}`).toBeLessThan(SETTLE_LIMIT_MS);
    await Promise.all(
      [...pending].map(async (p) => {
        const d = await shopperApi(send, p.shopper).detail(p.orderId);
        expect(d.status).toBe(200);
        if (TERMINAL.has(d.data.status)) pending.delete(p);
      }),
    );
    if (pending.size) await sleep(100);
  }
}

/** Waits until one of the first orders of the queue is being delivered: jobs are in hand. */
async function deliveriesBegun(send: Send, next: Placed[]): Promise<void> {
  // Each delivery takes SANDBOX_DELIVERY_MS (below): at 'processing' the job is in hand.
  for (let tries = 0; ; tries += 1) {
    const states = await Promise.all(
      next.map(async (p) => (await shopperApi(send, p.shopper).detail(p.orderId)).data.status),
    );
    if (states.some((st) => st === 'processing' || TERMINAL.has(st))) return;
    expect(tries, 'the backlog never moved').toBeLessThan(3_000);
    await sleep(20);
  }
}

/** Orders whose jobs (webhook or delivery) are running under `holder`'s claim. */
async function heldBy(db: Db, holder: (lockedBy: string) => boolean): Promise<string[]> {
  const running = (await db.select().from(jobs)).filter(
    (j) => j.status === 'running' && holder(j.lockedBy ?? ''),
  );
  const pays = await db.select().from(payments);
  const orderOf = new Map(pays.map((p) => [p.outTradeNo, p.orderId]));
  return running.map((j) => {
    const payload = j.payload as { orderId?: string; body?: { data: { outTradeNo: string } } };
    return payload.orderId ?? orderOf.get(payload.body?.data.outTradeNo ?? '') ?? '?';
  });
}

/** Every order ended exactly once: delivered and not refunded, or (refused IDs) refunded in full. */
async function checkBooks(placed: Placed[]): Promise<void> {
  const check = await data.open();
  const ids = placed.map((p) => p.orderId);
  const ledger = await ledgerOf(check.db, ids);
  await check.close();
  const deliveries = countBy(ledger.deliveries, (d) => d.orderId);
  const refunds = countBy(ledger.refunds, (r) => r.orderId);
  const succeededCharges = countBy(
    ledger.charges.filter((c) => c.outcome === 'success'),
    (c) => ledger.payments.find((p) => p.outTradeNo === c.outTradeNo)?.orderId ?? '?',
  );
  for (const p of placed) {
    const order = ledger.orders.find((o) => o.id === p.orderId)!;
    const outcome = {
      status: order.status,
      deliveries: deliveries.get(p.orderId) ?? 0,
      refunds: refunds.get(p.orderId) ?? 0,
      charges: succeededCharges.get(p.orderId) ?? 0,
    };
    expect(outcome, `order ${p.i}`).toEqual(
      rejects(p.i)
        ? { status: 'fail', deliveries: 0, refunds: 1, charges: 1 }
        : { status: 'complete', deliveries: 1, refunds: 0, charges: 1 },
    );
    if (rejects(p.i))
      expect(ledger.refunds.find((r) => r.orderId === p.orderId)?.amount).toBe(p.total.amount);
  }
}

describe('the server killed in the middle of fulfilment', () => {
  it('completes or refunds every paid order exactly once after a restart', async () => {
    const queueOrder = await placeBacklog(shoppers.slice(0, BUYERS));

    // The server with its jobs works through the backlog and is SIGKILLed as soon as the first
    // deliveries are in hand. Its publisher calls take a minute (SANDBOX_DELIVERY_MS at its
    // maximum), so the kill finds jobs held under their lease however slowly the machine runs.
    // Then a new process, with a publisher that answers in half a second, starts on the data.
    const doomed = await start({ SANDBOX_DELIVERY_MS: '60000' });
    await deliveriesBegun(doomed.send, queueOrder.slice(0, 2));
    doomed.server.child.kill('SIGKILL');
    const killedAt = performance.now();
    expect(await doomed.server.exited).toBe('SIGKILL');
    const look = await data.open();
    const heldOrders = await heldBy(look.db, () => true);
    const held = heldOrders.length;
    const mine = new Set(queueOrder.map((p) => p.orderId));
    const finalBeforeKill = (
      await look.db.select({ id: orders.id, status: orders.status }).from(orders)
    ).filter((o) => mine.has(o.id) && TERMINAL.has(o.status)).length;
    await look.close();
    console.log(`[restart] SIGKILL: ${held} jobs held, ${finalBeforeKill} orders were final`);
    expect(held, 'the kill must land while the process holds jobs').toBeGreaterThan(0);
    expect(finalBeforeKill, 'no delivery can finish inside a one-minute publisher call').toBe(0);
    const second = await start();
    const listeningAt = performance.now();
    // First what the dead process held (the recovery), then the rest of the backlog.
    await settle(
      second.send,
      queueOrder.filter((p) => heldOrders.includes(p.orderId)),
    );
    const settledAt = performance.now();
    await settle(second.send, queueOrder);
    second.server.child.kill('SIGTERM');
    expect(await second.server.exited).toBe('0');
    await checkBooks(queueOrder);
    figures.restart = {
      orders: BUYERS,
      ordersHeldByKilled: held,
      killToListeningMs: Math.round(listeningAt - killedAt),
      listeningToHeldFinalMs: Math.round(settledAt - listeningAt),
      killToHeldFinalMs: Math.round(settledAt - killedAt),
    };
    console.log(`[restart] one process: ${JSON.stringify(figures.restart)}`);
  }, 240_000);

  // Two processes need a database they can share: this one exists in the PostgreSQL run only
  // (PGlite is one process with one connection).
  if (onPostgres) {
    it("two processes on one PostgreSQL: the survivor takes the killed one's jobs over", async () => {
      const queueOrder = await placeBacklog(shoppers.slice(BUYERS));
      // The doomed process starts first with a publisher that takes a minute per call, so it holds
      // jobs whatever the machine's load; the survivor then starts and works beside it.
      const doomed = await start({ SANDBOX_DELIVERY_MS: '60000' });
      const look = await data.open();
      const doomedJobs = (by: string) => by.startsWith(`worker-${doomed.server.child.pid}-`);
      for (let tries = 0; (await heldBy(look.db, doomedJobs)).length === 0; tries += 1) {
        expect(tries, 'the doomed process never held a job').toBeLessThan(3_000);
        await sleep(20);
      }
      const survivor = await start();
      doomed.server.child.kill('SIGKILL');
      const killedAt = performance.now();
      expect(await doomed.server.exited).toBe('SIGKILL');
      const heldOrders = await heldBy(look.db, doomedJobs);
      const held = heldOrders.length;
      await look.close();
      expect(held, 'the kill must land while the process holds jobs').toBeGreaterThan(0);
      await settle(
        survivor.send,
        queueOrder.filter((p) => heldOrders.includes(p.orderId)),
      );
      const recoveryMs = Math.round(performance.now() - killedAt);
      await settle(survivor.send, queueOrder);
      survivor.server.child.kill('SIGTERM');
      expect(await survivor.server.exited).toBe('0');
      await checkBooks(queueOrder);
      figures.takeover = {
        orders: BUYERS,
        ordersHeldByKilled: held,
        killToHeldFinalMs: recoveryMs,
      };
      console.log(`[restart] two processes: ${JSON.stringify(figures.takeover)}`);
    }, 240_000);
  }
});
