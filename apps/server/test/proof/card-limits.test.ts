// Race proof: the card limits hold when one account pays many orders at the
// same moment. 20 card payments with the same card (4242...) are posted together, on one server
// process and (PostgreSQL only: a PGlite folder has one process) split over two processes on one
// database. At most the daily limit (10) may be charged; the rest get the daily-limit message.
// On PGlite a transaction holds the only connection, so the race cannot happen there; on
// PostgreSQL (CI's `test:pg` run) it is real: before the per-account lock, 15 to 20 were charged.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCharges } from '../../src/db/schema/index.ts';
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

/** Successful card charges the sandbox bank recorded for `shopper` (read with no server running). */
async function chargedOf(shopper: Shopper): Promise<number> {
  const database = await data.open();
  const rows = await database.db
    .select()
    .from(sandboxCharges)
    .where(and(eq(sandboxCharges.userId, shopper.id), eq(sandboxCharges.outcome, 'success')));
  await database.close();
  return rows.length;
}

const sameCard = (shopper: Shopper) =>
  Array.from({ length: ATTEMPTS }, () => ({ shopper, card: CARD }));
/** Servers to race on: two processes on one PostgreSQL, one process on a PGlite folder. */
const servers = async () => (onPostgres ? [await start(), await start()] : [await start()]);

describe(`${ATTEMPTS} concurrent card payments of one account`, () => {
  it('one server process: no more accepted or charged than the daily limit', async () => {
    const outcome = await race(sameCard(shoppers[0]!), [await start()]);
    await stopAll();
    const charged = await chargedOf(shoppers[0]!);
    console.log(`[card-limits] one process: ${JSON.stringify({ ...outcome, charged })}`);
    expect(outcome.other).toEqual([]);
    expect({ accepted: outcome.accepted, charged }).toEqual({
      accepted: CARD_LIMITS.perDay,
      charged: CARD_LIMITS.perDay,
    });
  }, 120_000);

  // Two processes need a database they can share: this one exists in the PostgreSQL run only
  // (PGlite is one process with one connection).
  if (onPostgres) {
    it('two server processes on one PostgreSQL: no more accepted or charged than the daily limit', async () => {
      const outcome = await race(sameCard(shoppers[1]!), await servers());
      await stopAll();
      const charged = await chargedOf(shoppers[1]!);
      console.log(`[card-limits] two processes: ${JSON.stringify({ ...outcome, charged })}`);
      expect(outcome.other).toEqual([]);
      expect({ accepted: outcome.accepted, charged }).toEqual({
        accepted: CARD_LIMITS.perDay,
        charged: CARD_LIMITS.perDay,
      });
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
    const database = await data.open();
    const charges = await database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.outcome, 'success'));
    const cardsOfAccount = new Set(
      charges.filter((c) => c.userId === shoppers[2]!.id).map((c) => c.fingerprint),
    ).size;
    const accountsOfCard = new Set(
      charges
        .filter((c) => shoppers.slice(3, 8).some((s) => s.id === c.userId))
        .map((c) => c.userId),
    ).size;
    await database.close();
    console.log(
      `[card-limits] cards and accounts: ${JSON.stringify({ ...outcome, cardsOfAccount, accountsOfCard })}`,
    );
    expect(outcome.other).toEqual([]);
    expect({ cardsOfAccount, accountsOfCard, accepted: outcome.accepted }).toEqual({
      cardsOfAccount: CARD_LIMITS.cardsPerAccount,
      accountsOfCard: CARD_LIMITS.accountsPerCard,
      accepted: CARD_LIMITS.cardsPerAccount + CARD_LIMITS.accountsPerCard,
    });
  }, 120_000);
});
