// A real restart in the middle of a delivery: the process that claimed the fulfilment job dies
// (its database handle is closed with the job in hand), a new process opens the same database and
// finishes the order exactly once.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { migrate, openDatabase, type Database } from '../../src/db/client.ts';
import { jobs, orderTimeline } from '../../src/db/schema/index.ts';
import { seed } from '../../src/db/seed/index.ts';
import { buildDeps } from '../../src/deps.ts';
import { createLogger } from '../../src/lib/log.ts';
import type { DeliveryResult, Publisher } from '../../src/services/fulfilment/publisher.ts';
import { sandboxPublisher } from '../../src/services/fulfilment/sandbox-publisher.ts';
import { copyTemplate, ensureTemplate } from '../template.ts';
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
} from './fixtures.ts';

const config = loadConfig({
  NODE_ENV: 'test',
  DATABASE_URL: process.env.DATABASE_URL,
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  JOBS: 'false',
  // Long enough that the restart below happens well within the delivery deadline.
  FULFILMENT_DEADLINE_MS: '600000',
});

/** A database that outlives the process using it: a PGlite folder, or a PostgreSQL schema. */
async function durableDatabase(): Promise<{ open(): Promise<Database>; remove(): Promise<void> }> {
  if (config.databaseUrl) {
    const url = config.databaseUrl;
    const schema = `t_restart_${randomBytes(4).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
    await admin.db.execute(sql.raw(`create schema ${schema}`));
    await admin.close();
    const first = await openDatabase({ databaseUrl: url, searchPath: schema, poolSize: 3 });
    await migrate(first.db);
    await seed(first.db);
    await first.close();
    return {
      open: () => openDatabase({ databaseUrl: url, searchPath: schema, poolSize: 3 }),
      remove: async () => {
        const drop = await openDatabase({ databaseUrl: url, poolSize: 1 });
        await drop.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
        await drop.close();
      },
    };
  }
  const dir = copyTemplate(await ensureTemplate());
  return {
    open: () => openDatabase({ dataDir: dir }),
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** One server process on `database`, with its clock `offsetMs` ahead of real time. */
function boot(database: Database, offsetMs: number) {
  const now = () => new Date(Date.now() + offsetMs);
  const deps = buildDeps(config, database, createLogger(config.logLevel, { test: 'restart' }), now);
  const app = createApp(deps);
  return {
    db: database.db,
    deps,
    app,
    clock: { now, advance: () => undefined },
    raw: async (path: string, init?: RequestInit) => app.request(path, init),
    post: async (path: string, body: unknown, token: string) => {
      const res = await app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { code: number; data: Record<string, string> };
    },
  };
}

let place: Awaited<ReturnType<typeof durableDatabase>> | undefined;
afterAll(async () => place?.remove());

describe('a restart in the middle of fulfilment', () => {
  it('completes the order exactly once after the process dies holding the job', async () => {
    place = await durableDatabase();
    const LEASE_MS = 5_000;

    // Process A: takes the order to delivery, then dies before it can record the result.
    const dbA = await place.open();
    const a = boot(dbA, 0);
    const f = await setUpCatalog(a);
    const shopper = await newShopper(a);
    const created = await a.post(
      '/api/order/create',
      {
        idempotencyKey: key(),
        items: [
          { packageId: f.pkg.medium, quantity: 1, playerId: PLAYER.id, roleName: PLAYER.name },
        ],
        payMethod: 'card',
        returnUrl: RETURN_URL,
      },
      shopper.token,
    );
    const orderId = created.data.orderId!;
    expect((await submitCheckout(a, created.data.payUrl!, freshCard())).status).toBe(303);

    const real = sandboxPublisher(a.db);
    let reached!: () => void;
    const delivering = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const dies: Publisher = {
      lookupRole: (ref) => real.lookupRole(ref),
      deliver: async (id, refs) => {
        await real.deliver(id, refs);
        reached();
        return new Promise<DeliveryResult>(() => undefined); // the process is gone
      },
    };
    void jobRunner(a, { publisher: dies, leaseMs: LEASE_MS, workerId: 'process-a' }).runOnce();
    await delivering;
    await dbA.close();

    // Process B: the same database, after A's lease ran out.
    const dbB = await place.open();
    try {
      const b = boot(dbB, LEASE_MS + 1_000);
      const statuses = async () =>
        (await b.db.select().from(orderTimeline).where(eq(orderTimeline.orderId, orderId))).map(
          (e) => e.toStatus,
        );
      expect(await statuses()).toEqual(['paying', 'paymentPending', 'checking', 'processing']);
      expect(await jobRunner(b, { workerId: 'process-b' }).drain()).toBe(1);

      expect(await statuses()).toEqual([
        'paying',
        'paymentPending',
        'checking',
        'processing',
        'complete',
      ]);
      expect(await deliveriesAndRefunds(b.db, orderId)).toEqual({ delivered: 1, refunded: 0 });
      const [job] = await b.db.select().from(jobs).where(eq(jobs.lockedBy, 'process-b'));
      expect(job).toMatchObject({ status: 'done', attempts: 2 });
      expect(await jobRunner(b, { workerId: 'process-b2' }).drain()).toBe(0);
    } finally {
      await dbB.close();
    }
  });
});
