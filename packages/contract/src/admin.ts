// The staff API of the operator console (apps/admin): its own table of calls under /api/admin,
// apart from the shop's `endpoints`. A staff call never reads a shopper's session: the server
// checks a staff session and the call's permission (`STAFF_PERMISSIONS`) for every call.
import { z } from 'zod';
import { currencyCode, isoDateTime, money, queryInt } from './common.ts';
import { ORDER_STATUSES } from './constants.ts';
import { defineEndpoint, type EndpointDef } from './define.ts';

export const STAFF_ROLES = ['support', 'finance', 'admin'] as const;
export const staffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRole>;

/**
 * Who may do what. support: read orders and customers, add notes, retry a delivery, resend the
 * shopper's e-mail of an order; finance: support plus refunds; admin: finance plus catalogue
 * (switches, prices), coupons, customers' blocks, the audit trail and staff accounts.
 */
export const STAFF_PERMISSIONS = {
  'session.own': ['support', 'finance', 'admin'],
  'orders.read': ['support', 'finance', 'admin'],
  'orders.note': ['support', 'finance', 'admin'],
  'orders.retryDelivery': ['support', 'finance', 'admin'],
  'orders.resendMail': ['support', 'finance', 'admin'],
  'orders.refund': ['finance', 'admin'],
  'customers.read': ['support', 'finance', 'admin'],
  'customers.block': ['admin'],
  'catalog.read': ['support', 'finance', 'admin'],
  'catalog.write': ['admin'],
  'coupons.manage': ['admin'],
  'staff.manage': ['admin'],
  'audit.read': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export function staffCan(role: StaffRole | undefined, permission: StaffPermission): boolean {
  return role !== undefined && (STAFF_PERMISSIONS[permission] as readonly string[]).includes(role);
}

/** Staff sessions last a working shift; signing out ends one at once. */
export const STAFF_SESSION_TTL_MS = 8 * 60 * 60_000;
/** A TOTP code: six digits. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** A staff call: `permission` says which roles may make it; `public` only for signing in. */
export type StaffEndpointDef = EndpointDef & { permission: StaffPermission | 'public' };

function defineStaffEndpoint<Req extends z.ZodType, Res extends z.ZodType>(
  def: Omit<EndpointDef<Req, Res>, 'auth'> & { permission: StaffPermission | 'public' },
): EndpointDef<Req, Res> & { auth: 'none'; permission: StaffPermission | 'public' } {
  // `auth: 'none'`: the shop's session middleware never runs on a staff call.
  return { ...defineEndpoint({ ...def, auth: 'none' }), permission: def.permission };
}

const reason = z.string().trim().min(3).max(500);
const emptyRequest = z.object({});

export const staffProfile = z.object({
  email: z.string(),
  name: z.string(),
  role: staffRole,
});
export type StaffProfile = z.infer<typeof staffProfile>;

export const adminOrderSort = z.enum(['createdAt', 'total', 'status']);

export const adminOrderListQuery = z.object({
  page: queryInt().min(1).max(100_000).default(1),
  pageSize: queryInt().min(1).max(100).default(20),
  status: z.enum(ORDER_STATUSES).optional(),
  gameId: queryInt().positive().optional(),
  playerId: z.string().trim().min(1).max(32).optional(),
  email: z.string().trim().toLowerCase().min(3).max(254).optional(),
  /** The order number or a payment's trade number. */
  tradeNo: z.string().trim().min(3).max(64).optional(),
  /** The payment provider's reference of a payment or a refund (e.g. Stripe's pi_..., re_...). */
  providerRef: z.string().trim().min(3).max(255).optional(),
  currency: currencyCode.optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  sort: adminOrderSort.default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuery>;

export const adminOrderRow = z.object({
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: money,
  createdAt: isoDateTime,
  email: z.string().nullable(),
  uid: z.string(),
  gameName: z.string(),
  packageName: z.string(),
  playerId: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

export const adminAuditRow = z.object({
  id: z.number().int(),
  staffEmail: z.string(),
  role: staffRole,
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  ip: z.string(),
  createdAt: isoDateTime,
});
export type AdminAuditRow = z.infer<typeof adminAuditRow>;

export const adminOrderDetail = z.object({
  order: adminOrderRow.extend({
    subtotal: money,
    couponDiscount: money,
    providerFee: money,
    payMethod: z.string(),
    fulfilmentDeadline: isoDateTime.nullable(),
    updatedAt: isoDateTime,
  }),
  items: z.array(
    z.object({
      gameName: z.string(),
      packageName: z.string(),
      quantity: z.number().int(),
      lineTotal: money,
      playerId: z.string(),
      serverId: z.string().nullable(),
      roleName: z.string(),
    }),
  ),
  timeline: z.array(
    z.object({
      fromStatus: z.string().nullable(),
      toStatus: z.string(),
      event: z.string(),
      note: z.string().nullable(),
      createdAt: isoDateTime,
    }),
  ),
  payments: z.array(
    z.object({
      outTradeNo: z.string(),
      provider: z.string(),
      method: z.string(),
      amount: money,
      status: z.string(),
      failureReason: z.string().nullable(),
      createdAt: isoDateTime,
      updatedAt: isoDateTime,
    }),
  ),
  deliveries: z.array(
    z.object({
      jobId: z.number().int(),
      status: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      runAt: isoDateTime,
      createdAt: isoDateTime,
      updatedAt: isoDateTime,
    }),
  ),
  refunds: z.array(
    z.object({
      amount: money,
      reason: z.string(),
      /** pending: asked of the provider ("refund in progress"); succeeded; failed. */
      status: z.enum(['pending', 'succeeded', 'failed']),
      createdAt: isoDateTime,
    }),
  ),
  notes: z.array(z.object({ staffEmail: z.string(), body: z.string(), createdAt: isoDateTime })),
  audit: z.array(adminAuditRow),
  /** A staff retry can start a delivery now (paid, not finished, no delivery running). */
  canRetryDelivery: z.boolean(),
  /** A staff refund can be made now (paid, not refunded, not with the publisher right now). */
  canRefund: z.boolean(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

export const adminCustomer = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  nickname: z.string(),
  loginType: z.string(),
  language: z.string(),
  createdAt: isoDateTime,
  blocked: z.object({ reason: z.string(), blockedAt: isoDateTime }).nullable(),
});
export type AdminCustomer = z.infer<typeof adminCustomer>;

export const adminPackage = z.object({
  packageId: z.number().int(),
  name: z.string(),
  priceUsdCents: z.number().int(),
  active: z.boolean(),
});
export const adminGame = z.object({
  gameId: z.number().int(),
  name: z.string(),
  zonePath: z.string(),
  active: z.boolean(),
  packages: z.array(adminPackage),
});
export type AdminGame = z.infer<typeof adminGame>;

/** A coupon code as staff type it: letters, digits, dash and underscore; stored upper-case. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

/** A coupon (template) as the console sees it, with its use. Amounts in US cents. */
export const adminCoupon = z.object({
  templateId: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['amount', 'percent']),
  offAmountUsd: z.number().int().nullable(),
  offPercent: z.number().int().nullable(),
  minimumOrderUsd: z.number().int(),
  capUsd: z.number().int().nullable(),
  validDays: z.number().int(),
  totalQuantity: z.number().int().nullable(),
  onHome: z.boolean(),
  forNewUsers: z.boolean(),
  active: z.boolean(),
  createdAt: isoDateTime,
  /** Coupons handed out (claimed by code, received from the home list or given at sign-up). */
  claimed: z.number().int(),
  /** Of them, used by an order now (a cancelled or refunded order gives its coupon back). */
  used: z.number().int(),
  /** The orders that use one, newest first (at most 20). */
  orders: z.array(z.object({ orderId: z.string(), usedAt: isoDateTime })),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;

/**
 * A new coupon: an amount off (US cents) or a percent off (with an optional cap), a minimum order,
 * how many days a claimed coupon stays valid, how many may be handed out (none: unlimited). Each
 * account can hold one coupon of a code (the coupon model's limit), used once.
 */
export const adminCouponCreate = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(COUPON_CODE_PATTERN, 'Use 3 to 32 letters, digits, - or _'),
    name: z.string().trim().min(1).max(80),
    kind: z.enum(['amount', 'percent']),
    offAmountUsd: z.number().int().min(1).max(100_000).optional(),
    offPercent: z.number().int().min(1).max(90).optional(),
    capUsd: z.number().int().min(1).max(100_000).optional(),
    minimumOrderUsd: z.number().int().min(0).max(1_000_000).default(0),
    validDays: z.number().int().min(1).max(365),
    totalQuantity: z.number().int().min(1).max(10_000_000).optional(),
    /** Offered on the shop's home list besides being claimable by its code. */
    onHome: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'amount' && v.offAmountUsd === undefined)
      ctx.addIssue({ code: 'custom', path: ['offAmountUsd'], message: 'Enter the amount off' });
    if (v.kind === 'percent' && v.offPercent === undefined)
      ctx.addIssue({ code: 'custom', path: ['offPercent'], message: 'Enter the percent off' });
  });
export type AdminCouponCreate = z.input<typeof adminCouponCreate>;

export const adminStaffAccount = z.object({
  staffId: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRole,
  active: z.boolean(),
  createdAt: isoDateTime,
});
export type AdminStaffAccount = z.infer<typeof adminStaffAccount>;

/** A staff password: at least 12 characters. */
export const STAFF_PASSWORD_MIN = 12;

/** Today's figures of the console's dashboard (the UTC day so far). */
export const adminDashboard = z.object({
  /** The day, YYYY-MM-DD (UTC), and when the figures were read. */
  day: z.string(),
  at: isoDateTime,
  /** Orders created today, and those of them paid (delivering, delivered or failed). */
  orders: z.number().int(),
  paidOrders: z.number().int(),
  byStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() })),
  /** What paid orders of today took, per currency (minor units). */
  revenue: z.array(money),
  /** Paid orders of today that failed (not deliverable), over paid orders; 0 without any. */
  failureRate: z.number(),
  /** Refunds recorded today over paid orders of today; 0 without any. */
  refundRate: z.number(),
  refunds: z.number().int(),
  /** The job queue now: waiting (of them due now), running, given up. */
  queue: z.object({
    queued: z.number().int(),
    ready: z.number().int(),
    running: z.number().int(),
    dead: z.number().int(),
  }),
  /** Orders and paid orders per hour of the day (0-23, UTC). */
  hourly: z.array(
    z.object({ hour: z.number().int(), orders: z.number().int(), paid: z.number().int() }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;

export const adminEndpoints = {
  adminDashboard: defineStaffEndpoint({
    method: 'GET',
    path: '/api/admin/dashboard',
    summary: "Today's orders, revenue by currency, failure and refund rates, queue depth",
    permission: 'orders.read',
    request: emptyRequest,
    response: adminDashboard,
  }),
  staffSignIn: defineStaffEndpoint({
    method: 'POST',
    path: '/api/admin/auth/signIn',
    summary: 'Staff sign-in: e-mail, password and the current TOTP code',
    permission: 'public',
    request: z.object({
      email: z.string().trim().toLowerCase().min(3).max(254),
      password: z.string().min(1).max(200),
      code: z.string().trim().regex(TOTP_CODE_PATTERN, 'Enter the 6-digit code'),
    }),
    response: z.object({ token: z.string(), expiresAt: isoDateTime, staff: staffProfile }),
  }),
  staffSignOut: defineStaffEndpoint({
    method: 'POST',
    path: '/api/admin/auth/signOut',
    summary: 'Ends this staff session',
    permission: 'session.own',
    request: emptyRequest,
    response: z.null(),
  }),
  staffMe: defineStaffEndpoint({
    method: 'GET',
    path: '/api/admin/auth/me',
    summary: 'The signed-in staff member and role',
    permission: 'session.own',
    request: emptyRequest,
    response: staffProfile.extend({ expiresAt: isoDateTime }),
  }),
  adminOrderList: defineStaffEndpoint({
    method: 'GET',
    path: '/api/admin/orders/list',
    summary: 'Orders with server-side filters, sorting and pagination',
    permission: 'orders.read',
    request: adminOrderListQuery,
    response: z.object({
      list: z.array(adminOrderRow),
      /** Matches counted up to a cap (10 000); `totalCapped` when there are more. */
      total: z.number().int(),
      totalCapped: z.boolean(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  }),
  adminOrderDetail: defineStaffEndpoint({
    method: 'GET',
    path: '/api/admin/orders/detail',
    summary: 'One order: timeline, payments, deliveries, refunds, notes, audit rows',
    permission: 'orders.read',
    request: z.object({ orderId: z.string().trim().min(3).max(64) }),
    response: adminOrderDetail,
  }),
  adminOrderAddNote: defineStaffEndpoint({
    method: 'POST',
    path: '/api/admin/orders/addNote',
    summary: 'Adds a staff note to an order',
    permission: 'orders.note',
    request: z.object({
      orderId: z.string().trim().min(3).max(64),
      body: z.string().trim().min(1).max(2000),
    }),
    response: z.null(),
  }),
  adminOrderRetryDelivery: defineStaffEndpoint({
    method: 'POST',
    path: '/api/admin/orders/retryDelivery',
    summary: 'Starts the delivery job of a paid, unfinished order again (still delivered once)',
    permission: 'orders.retryDelivery',
    request: z.object({ orderId: z.string().trim().min(3).max(64), reason }),
    response: z.object({ queued: z.boolean() }),
  }),
  adminOrderResendMail: defineStaffEndpoint({
    method: 'POST',
    path: '/api/admin/orders/resendMail',
    summary: "Sends the order's last e-mail to the shopper (receipt or refund notice) again",
    permission: 'orders.resendMail',
    request: z.object({ orderId: z.string().trim().min(3).max(64), reason }),
    response: z.object({ kind: z.string(), subject: z.string() }),
  }),
  adminOrderRefund: defineStaffEndpoint({
    method: 'POST',
    path: '/api/admin/orders/refund',
    summary:
      'Refunds a paid order in full (the shopper is told as for an automatic refund); needs a reason',
    permission: 'orders.refund',
    request: z.object({ orderId: z.string().trim().min(3).max(64), reason }),
    response: z.object({ refunding: z.boolean() }),
  }),
  adminCustomerFind: defineStaffEndpoint({
    method: 'GET',
    path: '/api/admin/customers/find',
    summary: 'A customer by e-mail or UID, with their latest orders and audit rows',
    permission: 'customers.read',
    request: z.object({ query: z.string().trim().min(1).max(254) }),
    response: z.object({
      customer: adminCustomer.nullable(),
      orders: z.array(adminOrderRow),
      audit: z.array(adminAuditRow),
    }),
  }),
  adminCustomerBlock: defineStaffEndpoint({
    method: 'POST',
    path: '/api/admin/customers/block',
    summary: 'Blocks a shopper: signed out everywhere, cannot sign in or order',
    permission: 'customers.block',
    request: z.object({ uid: z.string().trim().min(1).max(40), reason }),
    response: adminCustomer,
  }),
  adminCustomerUnblock: defineStaffEndpoint({
    method: 'POST',
    path: '/api/admin/customers/unblock',
    summary: 'Lifts a block',
    permission: 'customers.block',
    request: z.object({ uid: z.string().trim().min(1).max(40), reason }),
    response: adminCustomer,
  }),
  adminCatalog: defineStaffEndpoint({
    method: 'GET',
    path: '/api/admin/catalog/games',
    summary: 'Games and their packages, on and off',
    permission: 'catalog.read',
    request: z.object({ query: z.string().trim().max(80).optional() }),
    response: z.array(adminGame),
  }),
  adminSetPackageActive: defineStaffEndpoint({
    method: 'POST',
    path: '/api/admin/catalog/setPackageActive',
    summary: 'Switches a package on or off (the game zone follows at once)',
    permission: 'catalog.write',
    request: z.object({
      packageId: z.number().int().positive(),
      active: z.boolean(),
      reason,
    }),
    response: adminPackage,
  }),
  adminSetGameActive: defineStaffEndpoint({
    method: 'POST',
    path: '/api/admin/catalog/setGameActive',
    summary:
      'Switches a whole game on or off: off, the shop no longer lists, shows or sells it (at once)',
    permission: 'catalog.write',
    request: z.object({
      gameId: z.number().int().positive(),
      active: z.boolean(),
      reason,
    }),
    response: adminGame.omit({ packages: true }),
  }),
  adminSetPackagePrice: defineStaffEndpoint({
    method: 'POST',
    path: '/api/admin/catalog/setPackagePrice',
    summary:
      "Sets a package's price (the game zone and its first paint follow at once; orders keep theirs)",
    permission: 'catalog.write',
    request: z.object({
      packageId: z.number().int().positive(),
      priceUsdCents: z.number().int().min(1).max(1_000_000),
      reason,
    }),
    response: adminPackage,
  }),
  adminCouponList: defineStaffEndpoint({
    method: 'GET',
    path: '/api/admin/coupons/list',
    summary: 'Every coupon with how many were claimed and used, and by which orders',
    permission: 'coupons.manage',
    request: emptyRequest,
    response: z.array(adminCoupon),
  }),
  adminCouponCreate: defineStaffEndpoint({
    method: 'POST',
    path: '/api/admin/coupons/create',
    summary: 'Creates a coupon claimable by its code',
    permission: 'coupons.manage',
    request: adminCouponCreate,
    response: adminCoupon,
  }),
  adminCouponSetActive: defineStaffEndpoint({
    method: 'POST',
    path: '/api/admin/coupons/setActive',
    summary: 'Disables (or enables again) a coupon: a disabled one is neither claimed nor applied',
    permission: 'coupons.manage',
    request: z.object({ templateId: z.number().int().positive(), active: z.boolean(), reason }),
    response: adminCoupon,
  }),
  adminStaffList: defineStaffEndpoint({
    method: 'GET',
    path: '/api/admin/staff/list',
    summary: 'Every staff account, active or disabled',
    permission: 'staff.manage',
    request: emptyRequest,
    response: z.array(adminStaffAccount),
  }),
  adminStaffCreate: defineStaffEndpoint({
    method: 'POST',
    path: '/api/admin/staff/create',
    summary:
      "Creates a staff account; the answer holds its second factor's secret, shown this once",
    permission: 'staff.manage',
    request: z.object({
      email: z.string().trim().toLowerCase().email('Enter an e-mail address').max(254),
      name: z.string().trim().min(1).max(80),
      role: staffRole,
      password: z
        .string()
        .min(STAFF_PASSWORD_MIN, `At least ${STAFF_PASSWORD_MIN} characters`)
        .max(200),
    }),
    response: z.object({
      account: adminStaffAccount,
      /** Base32 TOTP secret and its otpauth:// address (for an authenticator app's QR code). */
      totpSecret: z.string(),
      otpauthUrl: z.string(),
    }),
  }),
  adminStaffSetActive: defineStaffEndpoint({
    method: 'POST',
    path: '/api/admin/staff/setActive',
    summary: 'Disables (or enables again) a staff account; disabling ends its sessions at once',
    permission: 'staff.manage',
    request: z.object({ staffId: z.number().int().positive(), active: z.boolean(), reason }),
    response: adminStaffAccount,
  }),
  adminAuditList: defineStaffEndpoint({
    method: 'GET',
    path: '/api/admin/audit/list',
    summary: 'The audit trail, newest first, filtered',
    permission: 'audit.read',
    request: z.object({
      staffEmail: z.string().trim().toLowerCase().max(254).optional(),
      action: z.string().trim().max(60).optional(),
      targetType: z.string().trim().max(20).optional(),
      targetId: z.string().trim().max(64).optional(),
      page: queryInt().min(1).max(100_000).default(1),
      pageSize: queryInt().min(1).max(100).default(50),
    }),
    response: z.object({
      list: z.array(adminAuditRow),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  }),
} as const;

export type AdminEndpoints = typeof adminEndpoints;
export type AdminEndpointName = keyof AdminEndpoints;
