// Order truth after payment: a failed and refunded order leaves the shopper a site
// message and an e-mail in their language (amount, method, when); a complete order mails a
// receipt. Each exactly once: running the fulfilment job again (a retry, a second instance, a
// restart) adds nothing, because both are written in the transaction that ends the order.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { fulfilOrder } from '../../src/services/fulfilment/fulfil.ts';
import { sandboxPublisher } from '../../src/services/fulfilment/sandbox-publisher.ts';
import { startTestApp, type TestApp } from '../helpers.ts';
import {
  freshCard,
  jobRunner,
  key,
  newShopper,
  PLAYER,
  REJECTED_PLAYER,
  RETURN_URL,
  setUpCatalog,
  statementNamesDuring,
  submitCheckout,
  type Fixture,
} from './fixtures.ts';

let t: TestApp;
let f: Fixture;
beforeAll(async () => {
  t = await startTestApp();
  f = await setUpCatalog(t);
});
afterAll(() => t.close());

async function emailOf(userId: number): Promise<string> {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  return row!.email!;
}

/**
 * A paid card order of a new shopper speaking `language`, run through every job. `inHand`: a
 * runner of this process is running as the order is paid, so its delivery is handed over by the
 * payment's statement instead of read (the names of the statements run until it ends are kept).
 */
async function paidAndRun(
  player: { id: string; name: string },
  language: string,
  { inHand = false } = {},
) {
  const shopper = await newShopper(t);
  await t.db.update(users).set({ language }).where(eq(users.id, shopper.id));
  const created = await t.call(
    'createOrder',
    {
      idempotencyKey: key(),
      items: [{ packageId: f.pkg.medium, quantity: 1, playerId: player.id, roleName: player.name }],
      payMethod: 'card',
      returnUrl: RETURN_URL,
    },
    { token: shopper.token },
  );
  expect(created.status).toBe(200);
  const statements: string[] = [];
  if (inHand) {
    const runner = jobRunner(t, { pollMs: 60_000 });
    runner.start();
    statements.push(
      ...(await statementNamesDuring(async () => {
        expect((await submitCheckout(t, created.body.data.payUrl, freshCard())).status).toBe(303);
        await runner.stop();
      })),
    );
  } else {
    expect((await submitCheckout(t, created.body.data.payUrl, freshCard())).status).toBe(303);
    await jobRunner(t).drain();
  }
  // The job again, as a retry or another instance would run it: nothing more is sent.
  await fulfilOrder(
    {
      db: t.db,
      publisher: sandboxPublisher(t.db),
      now: t.clock.now,
      log: t.deps.log,
      mailer: t.deps.mailer,
    },
    created.body.data.orderId,
  );
  const orderId = created.body.data.orderId;
  const messages = (
    await t.call('messageList', { page: 1, pageSize: 50 }, { token: shopper.token })
  ).body.data.list.filter((m) => m.orderId === orderId);
  const mails = (await t.mailbox(await emailOf(shopper.id))).filter((m) =>
    m.subject.includes(orderId),
  );
  return {
    orderId,
    total: created.body.data.total,
    messages,
    mails,
    token: shopper.token,
    statements,
  };
}

describe('what the shopper is told when an order ends', () => {
  it('a refused ID: one site message and one e-mail in their language, with amount, method and when', async () => {
    const { orderId, messages, mails, token } = await paidAndRun(REJECTED_PLAYER, 'de');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.title).toBe(`Bestellung ${orderId} fehlgeschlagen und erstattet`);
    // $21.09 back to the card, written as the German site writes it, on a date in German with the
    // time in UTC.
    expect(messages[0]!.content).toMatch(
      new RegExp(`${orderId}.*21,09\u00a0\\$ .*auf deine Karte erstattet`),
    );
    expect(messages[0]!.content).toMatch(/UTC/);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Deine Gemlane-Bestellung ${orderId} wurde erstattet`);
    expect(mails[0]!.kind).toBe('order-refunded');
    // Why, and what to do: check the ID, or ask support quoting the order.
    const reason = 'Grund: Der Publisher hat die Aufladung für diese Spieler-ID abgelehnt.';
    const advice = `Bitte prüfe die Spieler-ID (und den Server) in deinem Spielprofil`;
    for (const text of [messages[0]!.content, mails[0]!.text]) {
      expect(text).toContain(reason);
      expect(text).toContain(advice);
      expect(text).toContain(`nenne die Bestellung ${orderId}`);
    }
    expect(mails[0]!.text).toContain(messages[0]!.content.split(' Grund:')[0]);
    // The mail answers the shopper's own order: no "ignore it if you did not ask for it".
    expect(mails[0]!.text).not.toContain('ignorieren');
    expect(mails[0]!.text).toContain(
      'weil mit deinem Gemlane-Konto eine Bestellung aufgegeben wurde',
    );
    expect(mails[0]!.html).toContain(
      'weil mit deinem Gemlane-Konto eine Bestellung aufgegeben wurde',
    );
    // The order pages say the same reason, that the ID is to be checked, and where its zone is.
    const detail = await t.call('orderDetail', { orderId }, { token, locale: 'de' });
    expect(detail.body.data.refund).toMatchObject({
      reason: 'Der Publisher hat die Aufladung für diese Spieler-ID abgelehnt',
      checkPlayerId: true,
    });
    expect(reason).toContain(detail.body.data.refund!.reason!);
    expect(detail.body.data.items[0]!.gameZonePath).toMatch(/\S/);
  });

  it('a delivered order: an e-mail receipt (no refund message), once', async () => {
    const { orderId, messages, mails } = await paidAndRun(PLAYER, 'en');
    expect(messages).toHaveLength(0);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('order-receipt');
    expect(mails[0]!.subject).toBe(`Your Gemlane receipt for order ${orderId}`);
    expect(mails[0]!.text).toContain(`Order ${orderId} is complete and has been delivered.`);
    expect(mails[0]!.text).toMatch(/Total \$21\.09, paid by card, completed on .* UTC\./);
    expect(mails[0]!.text).toContain(`player ID ${PLAYER.id}`);
  });

  it('a delivery handed over by its payment (no read) tells the same, in their language', async () => {
    const read = await paidAndRun(PLAYER, 'de');
    const handed = await paidAndRun(PLAYER, 'de', { inHand: true });
    expect(handed.statements).toContain('order_paid_via_job_in_hand');
    expect(handed.statements).not.toContain('order_to_deliver');
    expect(handed.messages).toHaveLength(0);
    expect(handed.mails).toHaveLength(1);
    // The same receipt, word for word, but for the order's number (the clock stands still here).
    const text = (mail: { subject: string; text: string; html: string }, orderId: string) =>
      [mail.subject, mail.text, mail.html].map((part) => part.replaceAll(orderId, 'GL…'));
    expect(text(handed.mails[0]!, handed.orderId)).toEqual(text(read.mails[0]!, read.orderId));
    expect(handed.mails[0]!.subject).toContain(handed.orderId);
  });
});
