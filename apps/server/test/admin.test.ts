// The staff API: the role matrix (every staff call with every role, a shopper's token and no
// token), staff sign-in with a second factor, expiring and revoked sessions, the order list and
// detail, notes, a delivery retry (still delivered once), blocks, the catalogue switch, and the
// append-only audit trail.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminEndpoints,
  HEADER,
  STAFF_ROLES,
  STAFF_SESSION_TTL_MS,
  staffCan,
  type AdminEndpointName,
  type StaffRole,
} from '@gemlane/contract';
import {
  games,
  jobs,
  payments,
  staffAccounts,
  staffAudit,
  staffSessions,
} from '../src/db/schema/index.ts';
import { createStaffAccount } from '../src/services/staff/auth.ts';
import { startTestApp, type TestApp } from './helpers.ts';
import {
  deliveriesAndRefunds,
  freshCard,
  jobRunner,
  key,
  newShopper,
  orderStatusOf,
  PLAYER,
  RETURN_URL,
  setUpCatalog,
  submitCheckout,
  type Fixture,
} from './commerce/fixtures.ts';

let t: TestApp;
let f: Fixture;
const PASSWORD = 'Staff#Console9';
const secrets = new Map<StaffRole, string>();
const emails = new Map<StaffRole, string>();
const tokens = new Map<StaffRole, string>();

interface Answer {
  status: number;
  body: { code: number; data: never; message: string };
}

async function staffCall(
  name: AdminEndpointName,
  input: Record<string, unknown> = {},
  token?: string,
  extra: Record<string, string> = {},
): Promise<Answer> {
  const def = adminEndpoints[name];
  const headers: Record<string, string> = { ...extra };
  if (token) headers[HEADER.token] = token;
  let res: Response;
  if (def.method === 'GET') {
    const qs = new URLSearchParams(
      Object.entries(input).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    res = await t.raw(qs ? `${def.path}?${qs}` : def.path, { headers });
  } else
    res = await t.raw(def.path, {
      method: def.method,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(input),
    });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const codeFor = (role: StaffRole) =>
  generateSync({ secret: secrets.get(role)!, epoch: Math.floor(t.clock.now().getTime() / 1000) });

async function signIn(role: StaffRole): Promise<string> {
  // A later step than any code this account spent before.
  t.clock.advance(30_000);
  const res = await staffCall('staffSignIn', {
    email: emails.get(role),
    password: PASSWORD,
    code: codeFor(role),
  });
  if (res.status !== 200) throw new Error(`sign-in ${role}: ${res.status} ${res.body.message}`);
  return (res.body.data as { token: string }).token;
}

/** A paid order whose delivery job is queued (checkout and webhook done, delivery not run). */
async function paidOrder(token: string, playerId = PLAYER.id): Promise<string> {
  const created = await t.call(
    'createOrder',
    {
      idempotencyKey: key(),
      items: [{ packageId: f.pkg.medium, quantity: 1, playerId, roleName: PLAYER.name }],
      payMethod: 'card',
      returnUrl: RETURN_URL,
    },
    { token },
  );
  if (created.status !== 200) throw new Error(`order: ${created.body.message}`);
  await submitCheckout(t, created.body.data.payUrl, freshCard());
  return created.body.data.orderId;
}

let shopper: { id: number; token: string };
let shopperEmail: string;
let orderId: string;

beforeAll(async () => {
  t = await startTestApp({ FULFILMENT_DEADLINE_MS: '600000' });
  f = await setUpCatalog(t);
  const tag = randomBytes(3).toString('hex');
  for (const role of STAFF_ROLES) {
    const email = `${role}-${tag}@staff.gemlane.test`;
    const { totpSecret } = await createStaffAccount(t.db, {
      email,
      name: role,
      role,
      password: PASSWORD,
    });
    secrets.set(role, totpSecret);
    emails.set(role, email);
  }
  for (const role of STAFF_ROLES) tokens.set(role, await signIn(role));
  shopper = await newShopper(t);
  const info = await t.call('getUserInfo', {}, { token: shopper.token });
  shopperEmail = info.body.data.email!;
  orderId = await paidOrder(shopper.token);
});
afterAll(() => t.close());

describe('the role matrix', () => {
  /** A valid input for every staff call; the targets are throwaway ones, so no call spoils another. */
  async function inputs(): Promise<Record<AdminEndpointName, Record<string, unknown>>> {
    const victim = await newShopper(t);
    const uid = (await t.call('getUserInfo', {}, { token: victim.token })).body.data.uid;
    return {
      staffSignIn: {},
      staffSignOut: {},
      staffMe: {},
      adminDashboard: {},
      adminOrderList: { page: 1 },
      adminOrderDetail: { orderId },
      adminOrderAddNote: { orderId, body: 'matrix note' },
      adminOrderRetryDelivery: { orderId: 'GL-NO-SUCH-ORDER', reason: 'matrix check' },
      adminOrderRefund: { orderId: 'GL-NO-SUCH-ORDER', reason: 'matrix check' },
      adminOrderResendMail: { orderId: 'GL-NO-SUCH-ORDER', reason: 'matrix check' },
      adminCustomerFind: { query: uid },
      adminCustomerBlock: { uid, reason: 'matrix check' },
      adminCustomerUnblock: { uid, reason: 'matrix check' },
      adminCatalog: {},
      adminSetPackageActive: { packageId: f.pkg.huge, active: true, reason: 'matrix check' },
      adminSetGameActive: { gameId: f.directGameId, active: true, reason: 'matrix check' },
      adminSetPackagePrice: {
        packageId: f.pkg.huge,
        priceUsdCents: 60000,
        reason: 'matrix check',
      },
      adminCouponList: {},
      adminCouponCreate: {
        code: `MATRIX-${randomBytes(3).toString('hex')}`,
        name: 'Matrix',
        kind: 'percent',
        offPercent: 5,
        validDays: 7,
      },
      adminCouponSetActive: { templateId: 99_999_999, active: false, reason: 'matrix check' },
      adminStaffList: {},
      adminStaffCreate: {
        email: `matrix-${randomBytes(3).toString('hex')}@staff.gemlane.test`,
        name: 'Matrix',
        role: 'support',
        password: 'Matrix#Check-2026',
      },
      adminStaffSetActive: { staffId: 99_999_999, active: false, reason: 'matrix check' },
      adminAuditList: {},
    };
  }

  it('opens every call to the roles its permission names and refuses the rest, shoppers and no token', async () => {
    const input = await inputs();
    const matrix: Record<string, Record<string, number>> = {};
    for (const [name, def] of Object.entries(adminEndpoints)) {
      if (def.permission === 'public') continue;
      // Sign-out last: it ends the session the other calls use.
      if (name === 'staffSignOut') continue;
      const row: Record<string, number> = {};
      for (const role of STAFF_ROLES) {
        const res = await staffCall(
          name as AdminEndpointName,
          input[name as AdminEndpointName],
          tokens.get(role),
        );
        row[role] = res.status;
        if (staffCan(role, def.permission))
          expect([200, 404], `${name} as ${role}`).toContain(res.status);
        else expect(res.status, `${name} as ${role}`).toBe(403);
      }
      const asShopper = await staffCall(
        name as AdminEndpointName,
        input[name as AdminEndpointName],
        shopper.token,
      );
      expect(asShopper.status, `${name} with a shopper token`).toBe(401);
      const anonymous = await staffCall(
        name as AdminEndpointName,
        input[name as AdminEndpointName],
      );
      expect(anonymous.status, `${name} without a token`).toBe(401);
      row.shopper = asShopper.status;
      row.none = anonymous.status;
      matrix[name] = row;
    }
    // The matrix the console's README documents.
    expect(matrix.adminOrderList).toEqual({
      support: 200,
      finance: 200,
      admin: 200,
      shopper: 401,
      none: 401,
    });
    expect(matrix.adminOrderAddNote).toEqual({
      support: 200,
      finance: 200,
      admin: 200,
      shopper: 401,
      none: 401,
    });
    expect(matrix.adminDashboard).toEqual({
      support: 200,
      finance: 200,
      admin: 200,
      shopper: 401,
      none: 401,
    });
    expect(matrix.adminOrderResendMail).toEqual({
      support: 404,
      finance: 404,
      admin: 404,
      shopper: 401,
      none: 401,
    });
    expect(matrix.adminOrderRefund).toEqual({
      support: 403,
      finance: 404,
      admin: 404,
      shopper: 401,
      none: 401,
    });
    expect(matrix.adminCustomerBlock).toEqual({
      support: 403,
      finance: 403,
      admin: 200,
      shopper: 401,
      none: 401,
    });
    expect(matrix.adminSetPackageActive).toEqual({
      support: 403,
      finance: 403,
      admin: 200,
      shopper: 401,
      none: 401,
    });
    expect(matrix.adminSetGameActive).toEqual({
      support: 403,
      finance: 403,
      admin: 200,
      shopper: 401,
      none: 401,
    });
    expect(matrix.adminSetPackagePrice).toEqual({
      support: 403,
      finance: 403,
      admin: 200,
      shopper: 401,
      none: 401,
    });
    for (const call of [
      'adminCouponList',
      'adminCouponCreate',
      'adminStaffList',
      'adminStaffCreate',
    ])
      expect(matrix[call], call).toEqual({
        support: 403,
        finance: 403,
        admin: 200,
        shopper: 401,
        none: 401,
      });
    expect(matrix.adminCouponSetActive).toEqual({
      support: 403,
      finance: 403,
      admin: 404,
      shopper: 401,
      none: 401,
    });
    expect(matrix.adminStaffSetActive).toEqual({
      support: 403,
      finance: 403,
      admin: 404,
      shopper: 401,
      none: 401,
    });
    expect(matrix.adminAuditList).toEqual({
      support: 403,
      finance: 403,
      admin: 200,
      shopper: 401,
      none: 401,
    });
    expect(Object.keys(matrix).length).toBe(Object.keys(adminEndpoints).length - 2);
  });

  it('never lets a staff session shop', async () => {
    const res = await t.call('getUserInfo', {}, { token: tokens.get('admin') });
    expect(res.status).toBe(401);
  });
});

describe('staff sign-in', () => {
  it('needs the password and a current code, and a code is good once', async () => {
    const email = emails.get('support');
    const wrongPassword = await staffCall('staffSignIn', {
      email,
      password: 'nope-nope',
      code: codeFor('support'),
    });
    expect(wrongPassword.status).toBe(400);
    const wrongCode = await staffCall('staffSignIn', {
      email,
      password: PASSWORD,
      code: codeFor('support') === '000000' ? '111111' : '000000',
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.message).toMatch(/code/);
    // The code just spent by a sign-in does not open a second session.
    tokens.set('support', await signIn('support'));
    const replay = await staffCall('staffSignIn', {
      email,
      password: PASSWORD,
      code: codeFor('support'),
    });
    expect(replay.status).toBe(400);
  });

  it('refuses a badly formed code with a clear message', async () => {
    const res = await staffCall('staffSignIn', {
      email: emails.get('support'),
      password: PASSWORD,
      code: '12ab',
    });
    expect(res.status).toBe(400);
  });

  it('ends a session at sign-out and when it expires', async () => {
    const token = await signIn('finance');
    expect((await staffCall('staffMe', {}, token)).status).toBe(200);
    expect((await staffCall('staffSignOut', {}, token)).status).toBe(200);
    expect((await staffCall('staffMe', {}, token)).status).toBe(401);

    const other = await signIn('finance');
    const me = await staffCall('staffMe', {}, other);
    expect((me.body.data as { role: string }).role).toBe('finance');
    t.clock.advance(STAFF_SESSION_TTL_MS + 1000);
    expect((await staffCall('staffMe', {}, other)).status).toBe(401);
    // Every other test signs in again after the jump.
    for (const role of STAFF_ROLES) tokens.set(role, await signIn(role));
  });
});

describe('orders', () => {
  it('finds an order by e-mail, player ID, trade number, provider reference, status and currency', async () => {
    const support = tokens.get('support');
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    const ids = async (q: Record<string, unknown>) => {
      const res = await staffCall('adminOrderList', q, support);
      expect(res.status, JSON.stringify(q)).toBe(200);
      return (res.body.data as { list: { orderId: string }[] }).list.map((o) => o.orderId);
    };
    expect(await ids({ email: shopperEmail })).toEqual([orderId]);
    expect(await ids({ tradeNo: payment!.outTradeNo })).toEqual([orderId]);
    expect(await ids({ tradeNo: orderId })).toEqual([orderId]);
    // The provider's reference (the sandbox keeps none: set as a real provider's answer would).
    const ref = `pi_${randomBytes(6).toString('hex')}`;
    await t.db.update(payments).set({ providerRef: ref }).where(eq(payments.id, payment!.id));
    expect(await ids({ providerRef: ref })).toEqual([orderId]);
    expect(await ids({ providerRef: 'pi_nothing_like_it' })).toEqual([]);
    expect(await ids({ playerId: PLAYER.id })).toContain(orderId);
    expect(await ids({ gameId: f.directGameId, status: 'checking' })).toContain(orderId);
    expect(await ids({ email: shopperEmail, status: 'complete' })).toEqual([]);
    expect(await ids({ email: shopperEmail, currency: 'JPY' })).toEqual([]);
    const future = new Date(Date.now() + 365 * 86_400_000).toISOString();
    expect(await ids({ email: shopperEmail, from: future })).toEqual([]);
    const bad = await staffCall('adminOrderList', { status: 'lost' }, support);
    expect(bad.status).toBe(400);
  });

  it('pages and sorts', async () => {
    const second = await paidOrder(shopper.token);
    const support = tokens.get('support');
    const page = async (q: Record<string, unknown>) =>
      (await staffCall('adminOrderList', { email: shopperEmail, pageSize: 1, ...q }, support)).body
        .data as { list: { orderId: string }[]; total: number; totalCapped: boolean };
    const newest = await page({ page: 1 });
    expect(newest.total).toBe(2);
    expect(newest.totalCapped).toBe(false);
    expect(newest.list.map((o) => o.orderId)).toEqual([second]);
    expect((await page({ page: 2 })).list.map((o) => o.orderId)).toEqual([orderId]);
    expect((await page({ page: 1, order: 'asc' })).list.map((o) => o.orderId)).toEqual([orderId]);
  });

  it('shows the detail, takes a note, and retries a delivery that is then made once', async () => {
    const support = tokens.get('support');
    // A fresh order: the session test moved the clock past the first order's delivery deadline.
    const buyer = await newShopper(t);
    const shopperEmail = (await t.call('getUserInfo', {}, { token: buyer.token })).body.data.email;
    const orderId = await paidOrder(buyer.token);
    const note = await staffCall(
      'adminOrderAddNote',
      { orderId, body: 'Shopper wrote in' },
      support,
    );
    expect(note.status).toBe(200);
    const retried = await staffCall(
      'adminOrderRetryDelivery',
      { orderId, reason: 'shopper asked where it is' },
      support,
      { 'x-forwarded-for': '203.0.113.7' },
    );
    expect(retried.status).toBe(200);
    // A second retry while the job waits changes nothing but its time; one live job per order.
    await staffCall('adminOrderRetryDelivery', { orderId, reason: 'again' }, support);
    const live = await t.db
      .select()
      .from(jobs)
      .where(
        sql`${jobs.kind} = 'order.fulfil' and ${jobs.payload}->>'orderId' = ${orderId} and ${jobs.status} = 'queued'`,
      );
    expect(live).toHaveLength(1);
    await jobRunner(t).drain();
    expect(await deliveriesAndRefunds(t.db, orderId)).toEqual({ delivered: 1, refunded: 0 });

    const detail = await staffCall('adminOrderDetail', { orderId }, support);
    const d = detail.body.data as {
      order: { status: string; email: string };
      timeline: { toStatus: string }[];
      payments: { status: string }[];
      deliveries: { status: string }[];
      notes: { body: string }[];
      audit: { action: string; role: string; ip: string; reason: string | null }[];
      canRetryDelivery: boolean;
    };
    expect(d.order.status).toBe('complete');
    expect(d.order.email).toBe(shopperEmail);
    expect(d.timeline.map((e) => e.toStatus)).toContain('complete');
    expect(d.payments[0]?.status).toBe('succeeded');
    expect(d.deliveries.at(-1)?.status).toBe('done');
    expect(d.notes.map((n) => n.body)).toContain('Shopper wrote in');
    expect(d.canRetryDelivery).toBe(false);
    // Newest first: the first retry is the last of its rows.
    const retry = d.audit.filter((a) => a.action === 'order.retryDelivery').at(-1);
    expect(retry).toMatchObject({ role: 'support', reason: 'shopper asked where it is' });
    expect(d.audit.map((a) => a.action)).toContain('order.note');

    // Complete: nothing left to deliver, and still delivered once.
    const late = await staffCall('adminOrderRetryDelivery', { orderId, reason: 'again' }, support);
    expect(late.status).toBe(409);
    await jobRunner(t).drain();
    expect(await deliveriesAndRefunds(t.db, orderId)).toEqual({ delivered: 1, refunded: 0 });
  });
});

describe('the dashboard', () => {
  it("counts today's orders, paid ones, revenue per currency and the queue", async () => {
    type Dash = {
      orders: number;
      paidOrders: number;
      revenue: { amount: number; currency: string }[];
      queue: { queued: number; ready: number };
      hourly: { hour: number; orders: number }[];
      byStatus: { status: string; count: number }[];
    };
    const read = async () =>
      (await staffCall('adminDashboard', {}, tokens.get('support'))).body.data as Dash;
    const before = await read();
    const buyer = await newShopper(t);
    const id = await paidOrder(buyer.token);
    const total = (await t.call('orderDetail', { orderId: id }, { token: buyer.token })).body.data
      .total;
    const after = await read();
    expect(after.orders).toBe(before.orders + 1);
    expect(after.paidOrders).toBe(before.paidOrders + 1);
    const usd = (d: Dash) => d.revenue.find((r) => r.currency === total.currency)?.amount ?? 0;
    expect(usd(after)).toBe(usd(before) + total.amount);
    expect(after.queue.queued).toBeGreaterThanOrEqual(1);
    expect(after.queue.ready).toBeGreaterThanOrEqual(1);
    expect(after.hourly).toHaveLength(24);
    expect(after.hourly.reduce((a, h) => a + h.orders, 0)).toBe(after.orders);
    expect(after.byStatus.reduce((a, s) => a + s.count, 0)).toBe(after.orders);
    await jobRunner(t).drain();
  });
});

describe('refund by hand', () => {
  it('refunds a delivered order once through the refund job, tells the shopper as an automatic refund does, and writes the audit row', async () => {
    const buyer = await newShopper(t);
    const email = (await t.call('getUserInfo', {}, { token: buyer.token })).body.data.email!;
    const orderId = await paidOrder(buyer.token);
    await jobRunner(t, { kinds: ['order.fulfil'] }).drain();
    expect(await orderStatusOf(t, orderId, buyer.token)).toBe('complete');

    // Support may not refund; a reason is required.
    const bySupport = await staffCall(
      'adminOrderRefund',
      { orderId, reason: 'wrong ID' },
      tokens.get('support'),
    );
    expect(bySupport.status).toBe(403);
    const noReason = await staffCall(
      'adminOrderRefund',
      { orderId, reason: ' ' },
      tokens.get('finance'),
    );
    expect(noReason.status).toBe(400);

    const refunded = await staffCall(
      'adminOrderRefund',
      { orderId, reason: 'Shopper topped up the wrong account' },
      tokens.get('finance'),
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(refunded.status).toBe(200);
    // The shop shows the refund in progress until the provider confirms it.
    const pending = await t.call('orderDetail', { orderId }, { token: buyer.token });
    expect(pending.body.data.refund?.status).toBe('pending');
    // A second refund is refused; there is one refund row.
    const again = await staffCall(
      'adminOrderRefund',
      { orderId, reason: 'double click' },
      tokens.get('admin'),
    );
    expect(again.status).toBe(409);

    await jobRunner(t, { kinds: ['payment.refund'] }).drain();
    const done = await t.call('orderDetail', { orderId }, { token: buyer.token });
    expect(done.body.data.refund?.status).toBe('succeeded');
    expect(done.body.data.payments.at(-1)?.status).toBe('refunded');
    expect(await deliveriesAndRefunds(t.db, orderId)).toEqual({ delivered: 1, refunded: 1 });

    // A site message and an e-mail, once, as for an automatic refund; the order was delivered, so
    // neither says it failed.
    const messages = (
      await t.call('messageList', { page: 1, pageSize: 50 }, { token: buyer.token })
    ).body.data.list.filter((m) => m.orderId === orderId && /refunded/i.test(m.title));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.title).toBe(`Order ${orderId} was refunded`);
    expect(messages[0]!.content).toContain(`Customer service refunded order ${orderId}.`);
    expect(messages[0]!.content).not.toMatch(/fail/i);
    const mails = (await t.mailbox(email)).filter((m) => m.kind === 'order-refunded');
    const mail = mails.filter((m) => m.subject.includes(orderId));
    expect(mail).toHaveLength(1);
    expect(JSON.stringify(mail[0])).toContain(`Customer service refunded order ${orderId}.`);
    expect(JSON.stringify(mail[0])).not.toMatch(/could not deliver/);

    const detail = await staffCall('adminOrderDetail', { orderId }, tokens.get('finance'));
    const d = detail.body.data as {
      refunds: { status: string }[];
      canRefund: boolean;
      audit: { action: string; role: string; ip: string; reason: string | null }[];
    };
    expect(d.refunds.map((r) => r.status)).toEqual(['succeeded']);

    // Support sends the shopper's last e-mail of this order (the refund notice) again.
    const resent = await staffCall(
      'adminOrderResendMail',
      { orderId, reason: 'Shopper did not get the e-mail' },
      tokens.get('support'),
    );
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({ kind: 'order-refunded' });
    const twice = (await t.mailbox(email)).filter(
      (m) => m.kind === 'order-refunded' && m.subject.includes(orderId),
    );
    expect(twice).toHaveLength(2);
    expect(twice[0]!.text).toBe(twice[1]!.text);
    expect(d.canRefund).toBe(false);
    const after = await staffCall('adminOrderDetail', { orderId }, tokens.get('finance'));
    const audit = (after.body.data as { audit: { action: string; role: string }[] }).audit;
    expect(audit.find((a) => a.action === 'order.resendMail')).toMatchObject({ role: 'support' });
    expect(d.audit.find((a) => a.action === 'order.refund')).toMatchObject({
      role: 'finance',
      ip: '203.0.113.9',
      reason: 'Shopper topped up the wrong account',
    });
  });

  it('fails an order not yet delivered, so its delivery never runs', async () => {
    const buyer = await newShopper(t);
    const orderId = await paidOrder(buyer.token);
    const before = await staffCall('adminOrderDetail', { orderId }, tokens.get('admin'));
    expect((before.body.data as { canRefund: boolean }).canRefund).toBe(true);
    const res = await staffCall(
      'adminOrderRefund',
      { orderId, reason: 'Shopper asked to cancel' },
      tokens.get('admin'),
    );
    expect(res.status).toBe(200);
    await jobRunner(t).drain();
    expect(await orderStatusOf(t, orderId, buyer.token)).toBe('fail');
    expect(await deliveriesAndRefunds(t.db, orderId)).toEqual({ delivered: 0, refunded: 1 });
  });
});

describe('customers', () => {
  it('finds a shopper with their orders; a block signs them out, refuses sign-in in their language, and their paid order still completes', async () => {
    const admin = tokens.get('admin');
    const buyer = await newShopper(t);
    const info = (await t.call('getUserInfo', {}, { token: buyer.token })).body.data;
    const paid = await paidOrder(buyer.token);
    const found = await staffCall(
      'adminCustomerFind',
      { query: info.email! },
      tokens.get('support'),
    );
    const data = found.body.data as { customer: { uid: string }; orders: { orderId: string }[] };
    expect(data.customer.uid).toBe(info.uid);
    expect(data.orders.map((o) => o.orderId)).toEqual([paid]);

    const blocked = await staffCall(
      'adminCustomerBlock',
      { uid: info.uid, reason: 'chargeback abuse' },
      admin,
    );
    expect(blocked.status).toBe(200);
    expect((blocked.body.data as { blocked: unknown }).blocked).not.toBeNull();
    // Signed out everywhere: the old token no longer orders.
    const order = await t.call(
      'createOrder',
      {
        idempotencyKey: key(),
        items: [
          { packageId: f.pkg.small, quantity: 1, playerId: PLAYER.id, roleName: PLAYER.name },
        ],
        payMethod: 'card',
        returnUrl: RETURN_URL,
      },
      { token: buyer.token },
    );
    expect(order.status).toBe(401);
    // A sign-in is refused and says why, in the shopper's language.
    const { createSession } = await import('../src/services/sessions.ts');
    await expect(createSession(t.db, buyer.id, t.clock.now())).rejects.toMatchObject({
      code: 403,
      messageKey: 'auth.accountBlocked',
    });
    // The paid order is still delivered.
    await jobRunner(t).drain();
    expect(await deliveriesAndRefunds(t.db, paid)).toEqual({ delivered: 1, refunded: 0 });

    const unblocked = await staffCall(
      'adminCustomerUnblock',
      { uid: info.uid, reason: 'appeal accepted' },
      admin,
    );
    expect((unblocked.body.data as { blocked: unknown }).blocked).toBeNull();
    await expect(createSession(t.db, buyer.id, t.clock.now())).resolves.toBeTypeOf('string');
    const trail = await staffCall('adminCustomerFind', { query: info.uid }, admin);
    expect((trail.body.data as { audit: { action: string }[] }).audit.map((a) => a.action)).toEqual(
      ['customer.unblock', 'customer.block'],
    );
  });

  it('tells a blocked shopper at e-mail sign-in, translated', async () => {
    const email = `blocked-${randomBytes(3).toString('hex')}@example.com`;
    const { register } = await import('./helpers.ts');
    const { password } = await register(t, email);
    const uid = (await staffCall('adminCustomerFind', { query: email }, tokens.get('admin'))).body
      .data as { customer: { uid: string } };
    await staffCall(
      'adminCustomerBlock',
      { uid: uid.customer.uid, reason: 'abuse of support' },
      tokens.get('admin'),
    );
    const de = await t.call(
      'emailLogin',
      { email, password },
      { locale: 'de', headers: { 'x-forwarded-for': '10.77.0.1' } },
    );
    expect(de.status).toBe(403);
    expect(de.body.message).toBe(
      'Dieses Konto ist gesperrt. Bitte wenden Sie sich an den Kundenservice.',
    );
  });
});

describe('the catalogue switch', () => {
  it('takes a whole game out of the shop at once (list, zone, orders), and back', async () => {
    const [g] = await t.db
      .select({ zonePath: games.zonePath })
      .from(games)
      .where(eq(games.id, f.directGameId));
    const listed = async () =>
      (await t.call('gameList')).body.data.allGame.map((x) => x.gameZonePath);
    expect(await listed()).toContain(g!.zonePath);
    const off = await staffCall(
      'adminSetGameActive',
      { gameId: f.directGameId, active: false, reason: 'publisher ended the title' },
      tokens.get('admin'),
    );
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ gameId: f.directGameId, active: false });
    expect(await listed()).not.toContain(g!.zonePath);
    const zone = await t.call('getGameZone', { gameZonePath: g!.zonePath });
    expect(zone.body.data ?? null).toBeNull();
    const buyer = await newShopper(t);
    const order = await t.call(
      'createOrder',
      {
        idempotencyKey: key(),
        items: [
          { packageId: f.pkg.large, quantity: 1, playerId: PLAYER.id, roleName: PLAYER.name },
        ],
        payMethod: 'card',
        returnUrl: RETURN_URL,
      },
      { token: buyer.token },
    );
    expect(order.status).not.toBe(200);
    await staffCall(
      'adminSetGameActive',
      { gameId: f.directGameId, active: true, reason: 'back on sale' },
      tokens.get('admin'),
    );
    expect(await listed()).toContain(g!.zonePath);
    const audit = await staffCall(
      'adminAuditList',
      { targetType: 'game', targetId: String(f.directGameId) },
      tokens.get('admin'),
    );
    const rows = (audit.body.data as { list: { action: string; reason: string }[] }).list;
    expect(rows.map((r) => r.action)).toEqual(['game.on', 'game.off']);
    expect(rows[1]).toMatchObject({ reason: 'publisher ended the title' });
  });

  it('takes a package out of the game zone at once, and back', async () => {
    const zone = async () => {
      const [g] = await t.db
        .select({ zonePath: games.zonePath })
        .from(games)
        .where(eq(games.id, f.directGameId));
      const res = await t.call('getGameZone', { gameZonePath: g!.zonePath });
      return res.body.data.packages.map((p) => p.packageId);
    };
    expect(await zone()).toContain(f.pkg.large);
    const off = await staffCall(
      'adminSetPackageActive',
      { packageId: f.pkg.large, active: false, reason: 'publisher stopped selling' },
      tokens.get('admin'),
    );
    expect(off.status).toBe(200);
    expect(await zone()).not.toContain(f.pkg.large);
    await staffCall(
      'adminSetPackageActive',
      { packageId: f.pkg.large, active: true, reason: 'back' },
      tokens.get('admin'),
    );
    expect(await zone()).toContain(f.pkg.large);
    const audit = await staffCall(
      'adminAuditList',
      { targetType: 'package', targetId: String(f.pkg.large) },
      tokens.get('admin'),
    );
    const rows = (
      audit.body.data as { list: { action: string; before: unknown; after: unknown }[] }
    ).list;
    expect(rows.map((r) => r.action)).toEqual(['package.on', 'package.off']);
    expect(rows[1]).toMatchObject({ before: { active: true }, after: { active: false } });
  });
});

describe('coupons', () => {
  interface Use {
    templateId: number;
    code: string;
    active: boolean;
    claimed: number;
    used: number;
    orders: { orderId: string }[];
  }
  const coupons = async () =>
    (await staffCall('adminCouponList', {}, tokens.get('admin'))).body.data as Use[];
  const orderWith = (token: string, couponId: number) =>
    t.call(
      'createOrder',
      {
        idempotencyKey: key(),
        items: [
          { packageId: f.pkg.large, quantity: 1, playerId: PLAYER.id, roleName: PLAYER.name },
        ],
        payMethod: 'card',
        returnUrl: RETURN_URL,
        couponId,
      },
      { token },
    );

  it('creates a coupon that shoppers claim and use, shows its use, and a disabled one is neither claimed nor applied', async () => {
    const code = `SPRING-${randomBytes(3).toString('hex').toUpperCase()}`;
    const created = await staffCall(
      'adminCouponCreate',
      {
        code: code.toLowerCase(),
        name: 'Spring sale',
        kind: 'amount',
        offAmountUsd: 150,
        minimumOrderUsd: 500,
        validDays: 14,
        totalQuantity: 100,
      },
      tokens.get('admin'),
    );
    expect(created.status).toBe(200);
    const coupon = created.body.data as Use & { offAmountUsd: number; minimumOrderUsd: number };
    expect(coupon).toMatchObject({ code, active: true, claimed: 0, used: 0, offAmountUsd: 150 });
    const again = await staffCall(
      'adminCouponCreate',
      { code, name: 'Twice', kind: 'percent', offPercent: 10, validDays: 1 },
      tokens.get('admin'),
    );
    expect(again.status).toBe(409);
    const noPercent = await staffCall(
      'adminCouponCreate',
      { code: 'NOPCT-1', name: 'Bad', kind: 'percent', validDays: 1 },
      tokens.get('admin'),
    );
    expect(noPercent.status).toBe(400);

    const buyer = await newShopper(t);
    const claimed = await t.call('claimCouponCode', { code }, { token: buyer.token });
    expect(claimed.status).toBe(200);
    const order = await orderWith(buyer.token, claimed.body.data.id);
    expect(order.status, order.body.message).toBe(200);
    expect(order.body.data.orderId).toBeTruthy();
    const holder = await newShopper(t);
    const held = await t.call('claimCouponCode', { code }, { token: holder.token });
    expect(held.status).toBe(200);

    let row = (await coupons()).find((c) => c.code === code)!;
    expect(row).toMatchObject({ claimed: 2, used: 1 });
    expect(row.orders.map((o) => o.orderId)).toEqual([order.body.data.orderId]);

    const off = await staffCall(
      'adminCouponSetActive',
      { templateId: row.templateId, active: false, reason: 'code leaked on a forum' },
      tokens.get('admin'),
    );
    expect(off.status).toBe(200);
    row = (await coupons()).find((c) => c.code === code)!;
    expect(row.active).toBe(false);

    // A new claim is refused as an unknown code, in the shopper's language.
    const late = await newShopper(t);
    const refused = await t.call('claimCouponCode', { code }, { token: late.token, locale: 'de' });
    expect(refused.status).toBe(404);
    const english = await t.call('claimCouponCode', { code }, { token: late.token });
    expect(refused.body.message).not.toBe(english.body.message);
    // A coupon already held is no longer applied to an order (or a quote).
    const blocked = await orderWith(holder.token, held.body.data.id);
    expect(blocked.status).toBe(400);
    const quote = await t.call(
      'quoteOrder',
      {
        items: [{ packageId: f.pkg.large, quantity: 1 }],
        couponId: held.body.data.id,
        payMethod: 'card',
      },
      { token: holder.token },
    );
    expect(quote.body.data.coupon).toMatchObject({ applied: false });
    // The holder's coupons no longer offer it: it is listed and counted as expired.
    const available = await t.call('couponList', { status: 'available' }, { token: holder.token });
    expect(available.body.data.list.map((c: { id: number }) => c.id)).not.toContain(
      held.body.data.id,
    );
    const expired = await t.call('couponList', { status: 'expired' }, { token: holder.token });
    expect(expired.body.data.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: held.body.data.id, status: 'expired' }),
      ]),
    );
    const counts = (await t.call('couponCount', {}, { token: holder.token })).body.data;
    expect(counts.expired).toBe(1);
    expect(counts.available).toBe(available.body.data.total);

    const audit = await staffCall(
      'adminAuditList',
      { targetType: 'coupon', targetId: code },
      tokens.get('admin'),
    );
    const rows = (
      audit.body.data as { list: { action: string; reason: string | null; after: unknown }[] }
    ).list;
    expect(rows.map((r) => r.action)).toEqual(['coupon.disable', 'coupon.create']);
    expect(rows[0]).toMatchObject({ reason: 'code leaked on a forum', after: { active: false } });
    expect(rows[1]!.after).toMatchObject({ code, offAmountUsd: 150, minimumOrderUsd: 500 });
  });
});

describe('the price edit', () => {
  it('shows the new price in the game zone at once, moves the catalogue version on, and orders keep theirs', async () => {
    const zonePrice = async () => {
      const [g] = await t.db
        .select({ zonePath: games.zonePath })
        .from(games)
        .where(eq(games.id, f.directGameId));
      const res = await t.call('getGameZone', { gameZonePath: g!.zonePath });
      return res.body.data.packages.find((p) => p.packageId === f.pkg.medium)!.price.amount;
    };
    const version = async () => (await t.call('catalogVersion', {})).body.data.version;
    // Warm the catalogue cache, so the edit must drop it.
    const oldPrice = await zonePrice();
    const v1 = await version();
    expect(await version()).toBe(v1);
    const buyer = await newShopper(t);
    const before = await paidOrder(buyer.token);
    const detail = async () =>
      (
        (await staffCall('adminOrderDetail', { orderId: before }, tokens.get('support'))).body
          .data as { order: { total: { amount: number } } }
      ).order.total.amount;
    const paid = await detail();

    const bad = await staffCall(
      'adminSetPackagePrice',
      { packageId: f.pkg.medium, priceUsdCents: 0, reason: 'typo' },
      tokens.get('admin'),
    );
    expect(bad.status).toBe(400);
    const edit = await staffCall(
      'adminSetPackagePrice',
      { packageId: f.pkg.medium, priceUsdCents: 2499, reason: 'publisher raised the price' },
      tokens.get('admin'),
    );
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ packageId: f.pkg.medium, priceUsdCents: 2499 });
    const newPrice = await zonePrice();
    expect(newPrice).not.toBe(oldPrice);
    expect(newPrice).toBeGreaterThanOrEqual(2499);
    expect(await version()).not.toBe(v1);
    expect(await detail()).toBe(paid);

    const audit = await staffCall(
      'adminAuditList',
      { targetType: 'package', targetId: String(f.pkg.medium), action: 'package.price' },
      tokens.get('admin'),
    );
    expect((audit.body.data as { list: unknown[] }).list[0]).toMatchObject({
      before: { priceUsdCents: 1999 },
      after: { priceUsdCents: 2499 },
      reason: 'publisher raised the price',
    });
    await staffCall(
      'adminSetPackagePrice',
      { packageId: f.pkg.medium, priceUsdCents: 1999, reason: 'back' },
      tokens.get('admin'),
    );
    expect(await zonePrice()).toBe(oldPrice);
  });
});

describe('staff accounts', () => {
  it('creates an account whose secret signs in, and disabling it ends its sessions at once', async () => {
    const email = `agent-${randomBytes(3).toString('hex')}@staff.gemlane.test`;
    const weak = await staffCall(
      'adminStaffCreate',
      { email, name: 'Agent', role: 'support', password: 'short' },
      tokens.get('admin'),
    );
    expect(weak.status).toBe(400);
    const created = await staffCall(
      'adminStaffCreate',
      { email, name: 'Agent', role: 'support', password: PASSWORD },
      tokens.get('admin'),
    );
    expect(created.status).toBe(200);
    const { account, totpSecret, otpauthUrl } = created.body.data as {
      account: { staffId: number; email: string; active: boolean };
      totpSecret: string;
      otpauthUrl: string;
    };
    expect(account).toMatchObject({ email, active: true });
    expect(otpauthUrl).toContain(`secret=${totpSecret}`);
    const twice = await staffCall(
      'adminStaffCreate',
      { email, name: 'Again', role: 'admin', password: PASSWORD },
      tokens.get('admin'),
    );
    expect(twice.status).toBe(409);

    t.clock.advance(30_000);
    const code = generateSync({
      secret: totpSecret,
      epoch: Math.floor(t.clock.now().getTime() / 1000),
    });
    const signedIn = await staffCall('staffSignIn', { email, password: PASSWORD, code });
    expect(signedIn.status).toBe(200);
    const token = (signedIn.body.data as { token: string }).token;
    expect((await staffCall('staffMe', {}, token)).status).toBe(200);

    const list = await staffCall('adminStaffList', {}, tokens.get('admin'));
    expect((list.body.data as { email: string }[]).map((a) => a.email)).toContain(email);
    const self = (list.body.data as { staffId: number; email: string }[]).find(
      (a) => a.email === emails.get('admin'),
    )!;
    const selfOff = await staffCall(
      'adminStaffSetActive',
      { staffId: self.staffId, active: false, reason: 'oops' },
      tokens.get('admin'),
    );
    expect(selfOff.status).toBe(409);

    const off = await staffCall(
      'adminStaffSetActive',
      { staffId: account.staffId, active: false, reason: 'left the team' },
      tokens.get('admin'),
    );
    expect(off.status).toBe(200);
    expect((await staffCall('staffMe', {}, token)).status).toBe(401);
    const revoked = await t.db
      .select({ revokedAt: staffSessions.revokedAt })
      .from(staffSessions)
      .where(eq(staffSessions.staffId, account.staffId));
    expect(revoked.every((r) => r.revokedAt !== null)).toBe(true);
    t.clock.advance(30_000);
    const again = await staffCall('staffSignIn', {
      email,
      password: PASSWORD,
      code: generateSync({
        secret: totpSecret,
        epoch: Math.floor(t.clock.now().getTime() / 1000),
      }),
    });
    expect(again.status).toBe(400);

    const audit = await staffCall(
      'adminAuditList',
      { targetType: 'staff', targetId: email },
      tokens.get('admin'),
    );
    const rows = (audit.body.data as { list: { action: string; after: unknown }[] }).list;
    expect(rows.map((r) => r.action)).toEqual(['staff.disable', 'staff.signIn', 'staff.create']);
    expect(JSON.stringify(rows)).not.toContain(totpSecret);
  });
});

describe('the audit trail', () => {
  it('has a row for every staff action with who, role, address and time, and refuses edits', async () => {
    const list = await staffCall(
      'adminAuditList',
      { action: 'order.retryDelivery' },
      tokens.get('admin'),
    );
    const rows = (
      list.body.data as {
        list: { staffEmail: string; role: string; ip: string; createdAt: string }[];
      }
    ).list;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.find((r) => r.ip === '203.0.113.7')).toMatchObject({
      staffEmail: emails.get('support'),
      role: 'support',
    });
    await expect(t.db.update(staffAudit).set({ reason: 'edited' })).rejects.toThrow();
    await expect(t.db.delete(staffAudit)).rejects.toThrow();
    const [account] = await t.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, emails.get('admin')!));
    expect(account?.totpLastStep).toBeGreaterThan(0);
  });
});
