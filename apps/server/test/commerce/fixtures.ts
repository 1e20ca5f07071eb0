// Commerce test fixtures: signed-in shoppers, two games of our own (so the tests do not depend on
// the catalogue seed's prices), the commerce seed, a job runner, the sandbox checkout by HTTP.
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../src/db/client.ts';
import {
  categories,
  gamePackages,
  games,
  refunds,
  sandboxDeliveries,
  users,
} from '../../src/db/schema/index.ts';
import { createJobRunner, type JobOptions } from '../../src/jobs/index.ts';
import { forgetCatalog } from '../../src/services/catalog.ts';
import { seedCommerce } from '../../src/services/coupons/seed.ts';
import { createSession } from '../../src/services/sessions.ts';
import type { TestApp } from '../helpers.ts';

export const RETURN_URL = 'http://localhost:8080/cart';

export interface Fixture {
  /** No server ID; player ID 8-10 digits. */
  directGameId: number;
  /** MLBB-style: user ID + numeric server ID. */
  serverGameId: number;
  /** $4.99, $19.99, $99.99, $600.00 in the direct game; $9.99 in the server game. */
  pkg: { small: number; medium: number; large: number; huge: number; server: number };
}

/** Sandbox players of every game without its own list (see sandbox-players.ts). */
export const PLAYER = { id: '10000001', server: '1001', name: 'Gemlane Tester' };
export const REJECTED_PLAYER = { id: '10000009', server: '1001', name: 'Rejected Tester' };

export async function setUpCatalog(t: Pick<TestApp, 'db'>): Promise<Fixture> {
  const tag = randomBytes(3).toString('hex');
  const [cat] = await t.db
    .insert(categories)
    .values({ code: `test-${tag}`, name: 'Test' })
    .returning();
  const gameRow = (name: string, hasServerId: boolean, configId: number) => ({
    configId,
    slug: `${name}-${tag}`,
    name: `${name} ${tag}`,
    zonePath: `${name}-${tag}`,
    categoryId: cat!.id,
    chargeType: 'direct',
    publisher: 'Test',
    currencyName: 'Gems',
    description: 'Fixture game',
    artFrom: '#000000',
    artTo: '#ffffff',
    playerIdPattern: '\\d{8,10}',
    hasServerId,
  });
  const base = 900_000 + Math.floor(Math.random() * 90_000);
  const [direct] = await t.db
    .insert(games)
    .values(gameRow('test-direct', false, base))
    .returning();
  const [server] = await t.db
    .insert(games)
    .values(gameRow('test-server', true, base + 1))
    .returning();
  const pkgs = await t.db
    .insert(gamePackages)
    .values([
      { gameId: direct!.id, name: '60 Gems', quantity: 60, priceUsdCents: 499 },
      { gameId: direct!.id, name: '300 Gems', quantity: 300, priceUsdCents: 1999 },
      { gameId: direct!.id, name: '1600 Gems', quantity: 1600, priceUsdCents: 9999 },
      { gameId: direct!.id, name: 'Vault', quantity: 10000, priceUsdCents: 60000 },
      { gameId: server!.id, name: '100 Diamonds', quantity: 100, priceUsdCents: 999 },
    ])
    .returning();
  await t.db.transaction((tx) => seedCommerce(tx));
  forgetCatalog(t.db);
  return {
    directGameId: direct!.id,
    serverGameId: server!.id,
    pkg: {
      small: pkgs[0]!.id,
      medium: pkgs[1]!.id,
      large: pkgs[2]!.id,
      huge: pkgs[3]!.id,
      server: pkgs[4]!.id,
    },
  };
}

export async function newShopper(
  t: Pick<TestApp, 'db' | 'clock'>,
): Promise<{ id: number; token: string }> {
  const tag = randomBytes(5).toString('hex');
  const [user] = await t.db
    .insert(users)
    .values({
      uid: `9${Date.now() % 1e9}${Math.floor(Math.random() * 1000)}`,
      email: `shopper-${tag}@gemlane.test`,
      nickname: `shopper-${tag}`,
      avatarUrl: '/api/static/avatar/default.svg',
      loginType: 'email',
      shareCode: `S${tag}`,
    })
    .returning();
  const token = await createSession(t.db, user!.id, t.clock.now());
  return { id: user!.id, token };
}

export const key = () => `key-${randomBytes(8).toString('hex')}`;

/** The form post of the sandbox checkout page; returns the HTTP answer. */
export async function submitCheckout(
  t: Pick<TestApp, 'raw'>,
  payUrl: string,
  fields: Record<string, string>,
): Promise<Response> {
  const url = new URL(payUrl);
  const lang = url.searchParams.get('lang');
  // Posts where the page's form does: its action keeps the page's language.
  return t.raw(lang ? `${url.pathname}?lang=${lang}` : url.pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ sig: url.searchParams.get('sig') ?? '', ...fields }).toString(),
  });
}

export const GOOD_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
  holderName: 'Jane Doe',
};

/** A job runner of this test app whose webhooks go through the app's own HTTP handling. */
export function jobRunner(t: Pick<TestApp, 'deps'>, opts: JobOptions = {}) {
  return createJobRunner(t.deps, opts);
}

export async function orderStatusOf(t: TestApp, orderId: string, token: string): Promise<string> {
  const res = await t.call('orderDetail', { orderId }, { token });
  return res.body.data.status;
}

/** A fresh card number that passes the Luhn check: a card is allowed on at most 2 accounts. */
export function freshCardNumber(): string {
  const body = `4${Array.from({ length: 14 }, () => Math.floor(Math.random() * 10)).join('')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The success outcome with a card of its own. */
export const freshCard = () => ({ ...GOOD_CARD, cardNumber: freshCardNumber() });

/** How often an order was delivered by the sandbox publisher and refunded: the exactly-once checks. */
export async function deliveriesAndRefunds(db: Db, orderId: string) {
  const [delivered] = await db
    .select({ n: count() })
    .from(sandboxDeliveries)
    .where(eq(sandboxDeliveries.orderId, orderId));
  const [refunded] = await db
    .select({ n: count() })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  return { delivered: delivered?.n ?? 0, refunded: refunded?.n ?? 0 };
}

/** The names of the prepared statements run (on either driver) while `work` runs. */
export async function statementNamesDuring(work: () => Promise<unknown>): Promise<string[]> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = proto.query;
  const names: string[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const config = args[0] as { name?: string } | string;
    if (typeof config === 'object' && config.name) names.push(config.name);
    return query.apply(this, args);
  };
  try {
    await work();
  } finally {
    proto.query = query;
  }
  return names;
}
