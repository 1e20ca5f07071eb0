// The staff API (/api/admin/...): sign-in, orders, customers, catalogue, audit trail. Every call
// but sign-in needs a staff session and the permission its contract entry names (staff-route.ts);
// every action writes its audit row in the same transaction as the change.
import { Hono } from 'hono';
import { adminEndpoints as e } from '@gemlane/contract';
import type { AppEnv } from '../../lib/context.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/highlight.ts';
import { failedSignIns } from '../../lib/metrics.ts';
import { ok } from '../../lib/respond.ts';
import { forgetCatalog } from '../../services/catalog.ts';
import { checkBackoff, clearFailures, hitAll, recordFailure } from '../../services/rate-limit.ts';
import {
  createCoupon,
  createStaff,
  noteOrder,
  refundOrder,
  repricePackage,
  resendOrderMailFor,
  retryOrderDelivery,
  setCustomerBlocked,
  signOutStaff,
  switchCoupon,
  switchGame,
  switchPackage,
  switchStaff,
} from '../../services/staff/actions.ts';
import { appendAudit, auditOf, listAudit } from '../../services/staff/audit.ts';
import { signInStaff } from '../../services/staff/auth.ts';
import { dashboardOf } from '../../services/staff/dashboard.ts';
import { catalogGames } from '../../services/staff/catalog.ts';
import { listStaffAccounts } from '../../services/staff/accounts.ts';
import { listStaffCoupons } from '../../services/staff/coupons.ts';
import { findCustomer, toCustomer } from '../../services/staff/customers.ts';
import { DEV_AUTHENTICATOR_PATH, devStaffCodes } from '../../services/staff/dev-seed.ts';
import {
  listOrders,
  orderDetail,
  ordersOfUser,
  wakeJobRunners,
} from '../../services/staff/orders.ts';
import { staffRoute } from './staff-route.ts';

/** A package as the console's catalogue shows it. */
const packageOut = (row: { id: number; name: string; priceUsdCents: number; active: boolean }) => ({
  packageId: row.id,
  name: row.name,
  priceUsdCents: row.priceUsdCents,
  active: row.active,
});

const SIGN_IN_FAILED = 'Sign-in failed: check the e-mail, the password and the 6-digit code.';

export function adminRoutes(opts: { devTools: boolean }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  staffRoute(app, e.staffSignIn, async (input, { c, deps, ip, now }) => {
    const b = deps.config.loginBackoff;
    const backoff: [string, { free: number; baseMs: number; maxMs: number }][] = [
      [`staff-fail:${input.email}`, { free: b.freePerAccountIp, baseMs: b.baseMs, maxMs: b.maxMs }],
      [`staff-fail:ip:${ip}`, { free: b.freePerIp, baseMs: b.baseMs, maxMs: b.maxMs }],
    ];
    await hitAll(deps.db, now, [[`staff-login:ip:${ip}`, deps.config.limits.loginPerIp]]);
    await checkBackoff(deps.db, now, backoff);
    const outcome = await signInStaff(deps.db, input, now, {
      ip,
      userAgent: c.req.header('user-agent'),
    });
    if (!outcome.ok) {
      failedSignIns.inc({ who: 'staff' });
      await recordFailure(deps.db, deps.now(), backoff);
      deps.log.warn('staff sign-in failed', { email: input.email, ip });
      throw badRequest(SIGN_IN_FAILED);
    }
    await clearFailures(deps.db, [`staff-fail:${input.email}`]);
    const { staff, token } = outcome;
    await appendAudit(
      deps.db,
      staff,
      ip,
      { action: 'staff.signIn', targetType: 'staff', targetId: staff.email },
      now,
    );
    return {
      token,
      expiresAt: staff.expiresAt.toISOString(),
      staff: { email: staff.email, name: staff.name, role: staff.role },
    };
  });

  staffRoute(app, e.staffSignOut, async (_input, { deps, ip, now, staff }) =>
    signOutStaff(deps.db, { staff, ip, now }),
  );

  staffRoute(app, e.staffMe, async (_input, { staff }) => ({
    email: staff.email,
    name: staff.name,
    role: staff.role,
    expiresAt: staff.expiresAt.toISOString(),
  }));

  staffRoute(app, e.adminDashboard, async (_input, { deps, now }) => dashboardOf(deps.db, now));

  staffRoute(app, e.adminOrderList, async (input, { deps }) => listOrders(deps.db, input));

  staffRoute(app, e.adminOrderDetail, async (input, { deps }) => {
    const detail = await orderDetail(deps.db, input.orderId);
    if (!detail) throw notFound('No order with this number.');
    return detail;
  });

  staffRoute(app, e.adminOrderAddNote, async (input, { deps, ip, now, staff }) => {
    const detail = await orderDetail(deps.db, input.orderId);
    if (!detail) throw notFound('No order with this number.');
    return noteOrder(deps.db, { staff, ip, now }, input);
  });

  staffRoute(app, e.adminOrderRetryDelivery, async (input, { deps, ip, now, staff }) => {
    const outcome = await retryOrderDelivery(deps.db, { staff, ip, now }, input);
    if (outcome.kind === 'notFound') throw notFound('No order with this number.');
    if (outcome.kind === 'notDelivering')
      throw conflict('Only a paid order that is not finished can be delivered again.');
    if (outcome.kind === 'running')
      throw conflict('The delivery is running right now; look again in a moment.');
    wakeJobRunners();
    return { queued: true };
  });

  staffRoute(app, e.adminOrderResendMail, async (input, { deps, ip, now, staff }) => {
    const detail = await orderDetail(deps.db, input.orderId);
    if (!detail) throw notFound('No order with this number.');
    const sent = await resendOrderMailFor(deps.db, { staff, ip, now }, deps.mailer, input);
    if (!sent) throw conflict('This order has sent the shopper no e-mail yet.');
    // Delivered once the transaction has committed.
    deps.mailer.flushIfQueued();
    return { kind: sent.kind, subject: sent.subject };
  });

  staffRoute(app, e.adminOrderRefund, async (input, { deps, ip, now, staff }) => {
    const outcome = await refundOrder(deps.db, { staff, ip, now }, input);
    if (outcome.kind === 'notFound') throw notFound('No order with this number.');
    if (outcome.kind === 'alreadyRefunded') throw conflict('This order is refunded already.');
    if (outcome.kind === 'notPaid') throw conflict('Only a paid order can be refunded.');
    if (outcome.kind === 'withPublisher')
      throw conflict(
        'The delivery is with the publisher right now; refund once it has finished or failed.',
      );
    // The refund job asks the provider now, outside the transaction that recorded the refund.
    wakeJobRunners();
    return { refunding: true };
  });

  staffRoute(app, e.adminCustomerFind, async (input, { deps }) => {
    const row = await findCustomer(deps.db, input.query);
    if (!row) return { customer: null, orders: [], audit: [] };
    const [customer, orders, audit] = await Promise.all([
      toCustomer(deps.db, row),
      ordersOfUser(deps.db, row.id),
      auditOf(deps.db, 'customer', row.uid),
    ]);
    return { customer, orders, audit };
  });

  const setBlock = (block: boolean) =>
    (async (input, { deps, ip, now, staff }) =>
      setCustomerBlocked(deps.db, { staff, ip, now }, input, block)) satisfies Parameters<
      typeof staffRoute<typeof e.adminCustomerBlock>
    >[2];

  staffRoute(app, e.adminCustomerBlock, setBlock(true));
  staffRoute(app, e.adminCustomerUnblock, setBlock(false));

  staffRoute(app, e.adminCatalog, async (input, { deps }) => catalogGames(deps.db, input.query));

  staffRoute(app, e.adminSetPackageActive, async (input, { deps, ip, now, staff }) => {
    const row = await switchPackage(deps.db, { staff, ip, now }, input);
    // The game zone and every cached catalogue read follow at once.
    forgetCatalog(deps.db);
    return packageOut(row);
  });

  staffRoute(app, e.adminSetGameActive, async (input, { deps, ip, now, staff }) => {
    const row = await switchGame(deps.db, { staff, ip, now }, input);
    // The game list, search, the game's zone and ordering follow at once.
    forgetCatalog(deps.db);
    return { gameId: row.id, name: row.name, zonePath: row.zonePath, active: row.active };
  });

  staffRoute(app, e.adminSetPackagePrice, async (input, { deps, ip, now, staff }) => {
    const row = await repricePackage(deps.db, { staff, ip, now }, input);
    // The API's catalogue caches are dropped and the catalogue version moves on, so the gateway's
    // kept renders (keyed by it) are not answered again. Orders keep the price they were made at.
    forgetCatalog(deps.db);
    return packageOut(row);
  });

  staffRoute(app, e.adminCouponList, async (_input, { deps }) => listStaffCoupons(deps.db));

  staffRoute(app, e.adminCouponCreate, async (input, { deps, ip, now, staff }) =>
    createCoupon(deps.db, { staff, ip, now }, input),
  );

  staffRoute(app, e.adminCouponSetActive, async (input, { deps, ip, now, staff }) =>
    switchCoupon(deps.db, { staff, ip, now }, input),
  );

  staffRoute(app, e.adminStaffList, async (_input, { deps }) => listStaffAccounts(deps.db));

  staffRoute(app, e.adminStaffCreate, async (input, { deps, ip, now, staff }) =>
    createStaff(deps.db, { staff, ip, now }, input),
  );

  staffRoute(app, e.adminStaffSetActive, async (input, { deps, ip, now, staff }) =>
    switchStaff(deps.db, { staff, ip, now }, input),
  );

  staffRoute(app, e.adminAuditList, async (input, { deps }) => listAudit(deps.db, input));

  if (opts.devTools) {
    // Development only: the current code of each seeded account (a local authenticator).
    const codes = devStaffCodes;
    app.get(`${DEV_AUTHENTICATOR_PATH}.json`, async (c) => ok(c, await codes(c.get('deps').db)));
    app.get(DEV_AUTHENTICATOR_PATH, async (c) => {
      const list = await codes(c.get('deps').db);
      const rows = list
        .map(
          (r) =>
            `<tr><td>${escapeHtml(r.role)}</td><td>${escapeHtml(r.email)}</td><td>${escapeHtml(r.password)}</td><td><strong>${escapeHtml(r.code)}</strong></td></tr>`,
        )
        .join('');
      return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="10"><title>Gemlane dev authenticator</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#1f2937}td,th{padding:6px 12px;text-align:left;border-bottom:1px solid #e5e7eb}</style></head>
<body><h1>Dev authenticator</h1><p>The seeded staff accounts and their current sign-in code (refreshes every 10 s). Off in production.</p>
<table><thead><tr><th>role</th><th>e-mail</th><th>password</th><th>code</th></tr></thead><tbody>${rows || '<tr><td colspan="4">No seeded staff accounts.</td></tr>'}</tbody></table></body></html>`);
    });
  }
  return app;
}
