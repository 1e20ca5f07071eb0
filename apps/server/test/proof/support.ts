// Shared pieces of the proof tests: shoppers made directly in the database (the e-mail code flow is
// rate-limited per address), sandbox test cards, signed webhooks, and latency figures.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import {
  orderTimeline,
  orders,
  payments,
  refunds,
  sandboxCharges,
  sandboxDeliveries,
  users,
} from '../../src/db/schema/index.ts';
import { createSession } from '../../src/services/sessions.ts';
import { SIGNATURE_HEADER, signWebhook } from '../../src/services/payments/webhook-signature.ts';

/** A storefront origin of the default config: the checkout returns the shopper there. */
export const RETURN_URL = 'http://localhost:8080/cart';

/** PUBG Mobile's sandbox player (README "Sandbox player IDs"): no server ID. */
export const PUBG = { gameZonePath: 'pubg', playerId: '5123456789', roleName: 'ChickenDinner' };
/** PUBG's ID that passes the role check but that the publisher refuses at delivery (refund). */
export const PUBG_REJECTED = { playerId: '5999999999', roleName: 'Lone Wolf' };

export interface Shopper {
  id: number;
  token: string;
  /** Its own client address, so the per-address limits (role check) see one shopper each. */
  ip: string;
}

/** `count` accounts with a session each, inserted directly (no mail, no sign-up limits). */
export async function makeShoppers(db: Db, count: number, now = new Date()): Promise<Shopper[]> {
  const tag = randomBytes(4).toString('hex');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        uid: `6${String(parseInt(tag, 16) % 1e6).padStart(6, '0')}${String(i).padStart(5, '0')}`,
        email: `proof-${tag}-${i}@gemlane.test`,
        nickname: `proof-${tag}-${i}`,
        avatarUrl: '/api/static/avatar/default.svg',
        loginType: 'email',
        shareCode: `P${tag}${i}`,
      })),
    )
    .returning({ id: users.id });
  const shoppers: Shopper[] = [];
  for (const [i, row] of rows.entries()) {
    shoppers.push({
      id: row.id,
      token: await createSession(db, row.id, now),
      ip: `10.${77 + Math.floor(i / 60000)}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`,
    });
  }
  return shoppers;
}

/** A Luhn-valid card number of its own (a card may be used on at most 2 accounts). */
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

/** The form fields of the hosted checkout for a card that succeeds. */
export const goodCard = () => ({
  cardNumber: freshCardNumber(),
  expiry: '12/39',
  cvc: '123',
  holderName: 'Load Buyer',
});

export const newKey = () => `proof-${randomBytes(8).toString('hex')}`;

/** The body of a sandbox provider event, as the provider would post it. */
export function providerEvent(
  type: 'payment.succeeded' | 'payment.failed',
  outTradeNo: string,
  amount: { amount: number; currency: string },
  extra: { id?: string; reason?: string; created?: number } = {},
) {
  return {
    id: extra.id ?? `evt_${randomBytes(12).toString('hex')}`,
    type,
    created: extra.created ?? Math.floor(Date.now() / 1000),
    data: {
      outTradeNo,
      amount: amount.amount,
      currency: amount.currency,
      ...(extra.reason ? { reason: extra.reason } : {}),
    },
  };
}

/** Headers and body of a signed webhook with the signature timestamp `timestamp` (unix seconds). */
export function signedWebhook(secret: string, event: object, timestamp: number) {
  const body = JSON.stringify(event);
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signWebhook(secret, body, timestamp),
    },
    body,
  } satisfies RequestInit;
}

/** What the database says about the money and deliveries of `orderIds`. */
export async function ledgerOf(db: Db, orderIds: string[]) {
  const pays = await db.select().from(payments).where(inArray(payments.orderId, orderIds));
  const outTradeNos = pays.map((p) => p.outTradeNo);
  const charges = outTradeNos.length
    ? await db.select().from(sandboxCharges).where(inArray(sandboxCharges.outTradeNo, outTradeNos))
    : [];
  return {
    orders: await db.select().from(orders).where(inArray(orders.id, orderIds)),
    payments: pays,
    charges,
    refunds: await db.select().from(refunds).where(inArray(refunds.orderId, orderIds)),
    deliveries: await db
      .select()
      .from(sandboxDeliveries)
      .where(inArray(sandboxDeliveries.orderId, orderIds)),
  };
}

export const countBy = <T>(list: T[], keyOf: (x: T) => string): Map<string, number> => {
  const out = new Map<string, number>();
  for (const x of list) out.set(keyOf(x), (out.get(keyOf(x)) ?? 0) + 1);
  return out;
};

/** Nearest-rank percentile of `values` (milliseconds). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[rank]! * 10) / 10;
}

/**
 * Per order, the ms from `from` to its final state (complete or fail) on the server's timeline:
 * `paid` is the order becoming paid (the provider's confirmation: "paid to final"); a map gives
 * each order's moment its buyer pressed Pay at the checkout (what the shopper waits: the wait for
 * the server to read the form and the provider's event included). Orders that never got there are
 * left out (the caller counts them).
 */
export async function toFinalMs(
  db: Db,
  orderIds: string[],
  from: 'paid' | Map<string, number>,
): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select()
    .from(orderTimeline)
    .where(inArray(orderTimeline.orderId, orderIds));
  // A map holds epoch ms of this machine's clock, which the server's timeline shares.
  const begun = from === 'paid' ? new Map<string, number>() : from;
  const final = new Map<string, number>();
  for (const r of rows) {
    if (from === 'paid' && r.event === 'payment.succeeded')
      begun.set(r.orderId, r.createdAt.getTime());
    if (r.toStatus === 'complete' || r.toStatus === 'fail')
      final.set(r.orderId, r.createdAt.getTime());
  }
  return orderIds.flatMap((id) => {
    const a = begun.get(id);
    const b = final.get(id);
    return a !== undefined && b !== undefined ? [b - a] : [];
  });
}

/** CPU time the server process used (user + system), from /proc: a figure other load does not skew. */
export function serverCpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
