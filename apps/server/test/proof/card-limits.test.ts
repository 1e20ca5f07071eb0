// Race proof: the card limits hold when one account pays many orders at the same moment. 20 card
// payments with the same card (4242...) are posted together, on one server process and
// (PostgreSQL only: a PGlite folder has one process) split over two processes on one database.
// The rules apply to the card the provider reports once it is paid (any provider: with Stripe the
// charge is made before the store knows the card), under per-account and per-card locks: at most
// the daily limit (10) is kept; every other paid one is refunded before delivery. The sandbox's
// form may refuse some at once (it looks the rules up first), which only means fewer to refund.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardPayments,
  orders,
  payments,
  refunds,
  sandboxCharges,
} from '../../src/db/schema/index.ts';
import { CARD_LIMITS } from '../../src/services/payments/card-rules.ts';
import { prepareData, startServer, type ServerData, type ServerProcess } from './server-process.ts';
import { pickPackage, shopperApi, type PayStart, type Send } from './shop.ts';
import { goodCard, makeShoppers, newKey, type Shopper } from './support.ts';

const ATTEMPTS = 20;
const CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
  holderName: 'Race Buyer',
};
const onPostgres = Boolean(process.env.DATABASE_URL);

let data: ServerData;
let shoppers: Shopper[];
const running: ServerProcess[] = [];

beforeAll(async () => {
  data = await prepareData();
  // Made before any server opens the data (a PGlite folder has one process at a time).
  const database = await data.open();
  shoppers = await makeShoppers(database.db, 8);
  await database.close();
});

afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(running.map((s) => s.exited));
  await data.remove();
});

async function start(): Promise<Send> {
  // No jobs: the charges are decided at the checkout post; webhooks and deliveries do not matter.
  const server = await startServer({ ...data.env, JOBS: 'false' });
  running.push(server);
  return (path, init) => fetch(`${server.base}${path}`, init);
}

async function stopAll(): Promise<void> {
  for (const server of running.splice(0)) {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe('0');
  }
}

/**
 * One card order per entry of `payers` (shopper and card), then all their checkout posts at once,
 * spread over `sends` (one server process each).
 */
async function race(
  payers: { shopper: Shopper; card: typeof CARD }[],
  sends: Send[],
): Promise<{ accepted: number; other: string[] }> {
  const pkg = await pickPackage(sends[0]!);
  const created: PayStart[] = [];
  for (const { shopper } of payers) {
    const order = await shopperApi(sends[0]!, shopper).create(pkg.id, 'card', newKey());
    expect(order.status, order.message).toBe(200);
    created.push(order.data);
  }
  const answers = await Promise.all(
    created.map(async (order, i) => {
      const url = new URL(order.payUrl);
      const fields = { sig: url.searchParams.get('sig') ?? '', ...payers[i]!.card };
      const res = await sends[i % sends.length]!(url.pathname, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
      return { status: res.status, text: await res.text() };
    }),
  );
  return {
    accepted: answers.filter((a) => a.status === 303).length,
    other: answers
      .filter((a) => a.status !== 303 && a.status !== 400)
      .map((a) => `${a.status} ${a.text.slice(0, 200)}`),
  };
}

/**
 * For `shopper` (read with no server running): card charges the sandbox bank made, card payments
 * the rules kept, paid ones refunded, and paid orders on their way to delivery.
 */
async function outcomeOf(shopper: Shopper) {
  const database = await data.open();
  const db = database.db;
  const charged = (
    await db
      .select()
      .from(sandboxCharges)
      .where(and(eq(sandboxCharges.userId, shopper.id), eq(sandboxCharges.outcome, 'success')))
  ).length;
  const kept = await db.select().from(cardPayments).where(eq(cardPayments.userId, shopper.id));
  const mine = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.userId, shopper.id));
  const ids = mine.map((o) => o.id);
  const refunded = ids.length
    ? (await db.select().from(refunds).where(inArray(refunds.orderId, ids))).length
    : 0;
  const succeeded = ids.length
    ? (
        await db
          .select()
          .from(payments)
          .where(and(inArray(payments.orderId, ids), eq(payments.status, 'succeeded')))
      ).length
    : 0;
  await database.close();
  return {
    charged,
    kept: kept.length,
    fingerprints: new Set(kept.map((k) => k.fingerprint)),
    refunded,
    succeeded,
    delivering: mine.filter((o) => o.status === 'checking').length,
  };
}

const sameCard = (shopper: Shopper) =>
  Array.from({ length: ATTEMPTS }, () => ({ shopper, card: CARD }));
/** Servers to race on: two processes on one PostgreSQL, one process on a PGlite folder. */
const servers = async () => (onPostgres ? [await start(), await start()] : [await start()]);

describe(`${ATTEMPTS} concurrent card payments of one account`, () => {
  it('one server process: no more kept than the daily limit, the rest refunded before delivery', async () => {
    const outcome = await race(sameCard(shoppers[0]!), [await start()]);
    await stopAll();
    const after = await outcomeOf(shoppers[0]!);
    console.log(`[card-limits] one process: ${JSON.stringify({ ...outcome, ...after })}`);
    expect(outcome.other).toEqual([]);
    expect(after.kept).toBe(CARD_LIMITS.perDay);
    expect(after.delivering).toBe(CARD_LIMITS.perDay);
    // Every charge beyond the limit is refunded (recorded before any delivery could start).
    expect(after.refunded).toBe(after.charged - CARD_LIMITS.perDay);
    expect(outcome.accepted).toBe(after.charged);
  }, 120_000);

  // Two processes need a database they can share: this one exists in the PostgreSQL run only
  // (PGlite is one process with one connection).
  if (onPostgres) {
    it('two server processes on one PostgreSQL: no more kept than the daily limit, the rest refunded before delivery', async () => {
      const outcome = await race(sameCard(shoppers[1]!), await servers());
      await stopAll();
      const after = await outcomeOf(shoppers[1]!);
      console.log(`[card-limits] two processes: ${JSON.stringify({ ...outcome, ...after })}`);
      expect(outcome.other).toEqual([]);
      expect(after.kept).toBe(CARD_LIMITS.perDay);
      expect(after.delivering).toBe(CARD_LIMITS.perDay);
      expect(after.refunded).toBe(after.charged - CARD_LIMITS.perDay);
    }, 120_000);
  }

  it('cards per account and accounts per card hold when paid at the same moment', async () => {
    const holder = 'Card Racer';
    const cards = Array.from({ length: 8 }, () => ({ ...goodCard(), holderName: holder }));
    const shared = { ...goodCard(), holderName: holder };
    const manyCards = cards.map((card) => ({ shopper: shoppers[2]!, card }));
    const manyAccounts = shoppers.slice(3, 8).map((shopper) => ({ shopper, card: shared }));
    const outcome = await race([...manyCards, ...manyAccounts], await servers());
    await stopAll();
    const many = await outcomeOf(shoppers[2]!);
    const accounts = await Promise.all(shoppers.slice(3, 8).map((s) => outcomeOf(s)));
    const cardsOfAccount = many.fingerprints.size;
    const accountsOfCard = accounts.filter((a) => a.kept > 0).length;
    console.log(
      `[card-limits] cards and accounts: ${JSON.stringify({ ...outcome, cardsOfAccount, accountsOfCard })}`,
    );
    expect(outcome.other).toEqual([]);
    expect({ cardsOfAccount, accountsOfCard }).toEqual({
      cardsOfAccount: CARD_LIMITS.cardsPerAccount,
      accountsOfCard: CARD_LIMITS.accountsPerCard,
    });
    // What was charged beyond the rules is refunded.
    for (const a of [many, ...accounts]) expect(a.refunded).toBe(a.charged - a.kept);
  }, 120_000);
});
